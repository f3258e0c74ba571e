import { POLICY_KINDS } from '#contract/content.ts';
import { SectionHeader } from '../components/section-header.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { PolicyDocument } from '../policies/policy-document.tsx';
import { policyPanelId, policyTabId, PolicyTabs } from '../policies/policy-tabs.tsx';

/** The privacy policy and the terms, each a list of Markdown sections the server renders. */
export function PoliciesSection() {
  const params = useListParams();
  const kind = POLICY_KINDS.find((each) => each === params.get('doc')) ?? 'privacy';

  return (
    <section>
      <SectionHeader
        title="Privacy & terms"
        description="Each document is a list of sections written in Markdown; visitors read them in this order."
      />
      <div className="mt-6">
        <PolicyTabs
          selected={kind}
          onSelect={(next) =>
            params.set({ doc: next === 'privacy' ? undefined : next }, { replace: true })
          }
        />
        <div
          role="tabpanel"
          id={policyPanelId(kind)}
          aria-labelledby={policyTabId(kind)}
          className="pt-6"
        >
          {/* Keyed, so an open form or the preview never carries over to the other document. */}
          <PolicyDocument key={kind} kind={kind} />
        </div>
      </div>
    </section>
  );
}
