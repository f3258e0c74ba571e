import type { Policy, PolicyKind } from '#contract/content.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { notify } from '#web/lib/notify.ts';
import { useDeletePolicySection } from '#web/features/content/policies-api.ts';
import { POLICY_LABELS } from './policy-labels.ts';

type DeleteSectionDialogProps = {
  kind: PolicyKind;
  section: Policy;
  onClose: (isDeleted: boolean) => void;
};

export function DeleteSectionDialog({ kind, section, onClose }: DeleteSectionDialogProps) {
  const remove = useDeletePolicySection(kind);
  return (
    <ConfirmDialog
      title="Delete this section?"
      description={`“${section.title}” leaves the ${POLICY_LABELS[kind].noun} at once.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={remove.isPending}
      onClose={() => onClose(false)}
      onConfirm={() =>
        remove.mutate(section._id, {
          onSuccess: ({ message }) => {
            notify.success(message);
            onClose(true);
          },
        })
      }
    />
  );
}
