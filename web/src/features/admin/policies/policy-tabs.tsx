import { POLICY_KINDS, type PolicyKind } from '#contract/content.ts';
import { TabList } from '../components/tab-list.tsx';
import { POLICY_LABELS } from './policy-labels.ts';

export const policyTabId = (kind: PolicyKind) => `policy-tab-${kind}`;
export const policyPanelId = (kind: PolicyKind) => `policy-panel-${kind}`;

type PolicyTabsProps = { selected: PolicyKind; onSelect: (kind: PolicyKind) => void };

/** The two documents as tabs (WAI-ARIA tabs: arrows, Home and End move and select). */
export function PolicyTabs({ selected, onSelect }: PolicyTabsProps) {
  return (
    <TabList
      label="Documents"
      tabs={POLICY_KINDS}
      selected={selected}
      onSelect={onSelect}
      tabName={(kind) => POLICY_LABELS[kind].name}
      tabId={policyTabId}
      panelId={policyPanelId}
      className="flex border-b border-line"
      tabClassName={(isSelected) =>
        `-mb-px min-h-11 border-b-2 px-5 py-2 text-sm font-medium tracking-[0.12em] uppercase transition-colors ${
          isSelected ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-ink'
        }`
      }
    />
  );
}
