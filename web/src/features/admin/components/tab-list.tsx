import { type KeyboardEvent, type ReactNode, useRef } from 'react';

function targetIndex(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

type TabListProps<K extends string> = {
  label: string;
  tabs: readonly K[];
  selected: K;
  onSelect: (tab: K) => void;
  tabName: (tab: K) => ReactNode;
  tabId: (tab: K) => string;
  /** The panel a tab shows; only the selected tab's panel is in the page. */
  panelId: (tab: K) => string;
  className: string;
  tabClassName: (isSelected: boolean) => string;
};

/** Tabs as the WAI-ARIA pattern has them: arrows, Home and End move to a tab and select it. */
export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  tabName,
  tabId,
  panelId,
  className,
  tabClassName,
}: TabListProps<K>) {
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const next = targetIndex(event.key, tabs.indexOf(selected), tabs.length - 1);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons.current[tab]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId(tab) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
            className={tabClassName(isSelected)}
          >
            {tabName(tab)}
          </button>
        );
      })}
    </div>
  );
}
