import { type KeyboardEvent, useRef } from 'react';
import { POLICY_KINDS, type PolicyKind } from '#contract/content.ts';
import { POLICY_LABELS } from './policy-labels.ts';

export const policyTabId = (kind: PolicyKind) => `policy-tab-${kind}`;
export const policyPanelId = (kind: PolicyKind) => `policy-panel-${kind}`;

function targetIndex(key: string, index: number, last: number): number | undefined {
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

type PolicyTabsProps = { selected: PolicyKind; onSelect: (kind: PolicyKind) => void };

/** The two documents as tabs (WAI-ARIA tabs: arrows, Home and End move and select). */
export function PolicyTabs({ selected, onSelect }: PolicyTabsProps) {
  const tabs = useRef<Partial<Record<PolicyKind, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const last = POLICY_KINDS.length - 1;
    const next = targetIndex(event.key, POLICY_KINDS.indexOf(selected), last);
    const kind = next === undefined ? undefined : POLICY_KINDS[next];
    if (!kind) return;
    event.preventDefault();
    onSelect(kind);
    tabs.current[kind]?.focus();
  };

  return (
    <div role="tablist" aria-label="Documents" className="flex border-b border-line">
      {POLICY_KINDS.map((kind) => {
        const isSelected = kind === selected;
        return (
          <button
            key={kind}
            ref={(element) => {
              tabs.current[kind] = element;
            }}
            type="button"
            role="tab"
            id={policyTabId(kind)}
            aria-selected={isSelected}
            // Only the selected tab's panel is in the page.
            aria-controls={isSelected ? policyPanelId(kind) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(kind)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 border-b-2 px-5 py-2 text-sm font-medium tracking-[0.12em] uppercase transition-colors ${
              isSelected
                ? 'border-accent text-accent'
                : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {POLICY_LABELS[kind].name}
          </button>
        );
      })}
    </div>
  );
}
