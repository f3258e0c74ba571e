import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Policy, PolicyKind } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { formatPolicyDate, lastChanged } from '#web/features/content/policy-sections.tsx';
import { POLICY_LABELS } from './policy-labels.ts';

const TOGGLE = 'min-h-10 px-4 py-2 aria-pressed:bg-button aria-pressed:text-on-button';

type PolicyToolbarProps = {
  kind: PolicyKind;
  sections: readonly Policy[] | undefined;
  isPreview: boolean;
  onPreview: (isPreview: boolean) => void;
  newButtonId: string;
  isAdding: boolean;
  onAdd: () => void;
};

/** When the document last changed, a link to its public page, the view switch and New section. */
export function PolicyToolbar({
  kind,
  sections,
  isPreview,
  onPreview,
  newButtonId,
  isAdding,
  onAdd,
}: PolicyToolbarProps) {
  const changed = sections && lastChanged(sections);
  const label = POLICY_LABELS[kind];
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <p className="text-sm text-muted">
        {changed ? (
          <>
            Last changed <time dateTime={changed.toISOString()}>{formatPolicyDate(changed)}</time>
            {' · '}
          </>
        ) : null}
        <Link
          to={label.path}
          className="text-accent underline underline-offset-4 hover:no-underline"
        >
          Open the {label.noun} page
        </Link>
      </p>
      <div className="flex flex-wrap gap-3">
        <div role="group" aria-label="View" className="flex">
          <button
            type="button"
            className={buttonClass('outline', TOGGLE)}
            aria-pressed={!isPreview}
            onClick={() => onPreview(false)}
          >
            Sections
          </button>
          <button
            type="button"
            className={buttonClass('outline', `-ml-px ${TOGGLE}`)}
            aria-pressed={isPreview}
            onClick={() => onPreview(true)}
          >
            Preview
          </button>
        </div>
        <button
          type="button"
          id={newButtonId}
          className={buttonClass('primary', 'min-h-10 py-2')}
          disabled={isAdding}
          onClick={onAdd}
        >
          <Plus size={16} aria-hidden />
          New section
        </button>
      </div>
    </div>
  );
}
