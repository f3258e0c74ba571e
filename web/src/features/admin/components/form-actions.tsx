import type { ReactNode } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

/** A staff form's Save (saying "Saving…" while it is sent) and Cancel, which waits for the save. */
export function FormActions({
  isPending,
  onCancel,
  children,
}: {
  isPending: boolean;
  onCancel: () => void;
  /** The save button's words, e.g. "Add FAQ". */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SubmitButton isPending={isPending} pendingLabel="Saving…" className="sm:w-auto">
        {children}
      </SubmitButton>
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={isPending}
        onClick={onCancel}
      >
        Cancel
      </button>
    </div>
  );
}
