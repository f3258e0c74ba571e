import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DELETE_OLD_DEFAULT_DAYS, DELETE_OLD_MAX_DAYS } from '#contract/content.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/notify.ts';
import { useDeleteOldContactMessages } from '#web/features/content/contacts-api.ts';

const DAYS_ERROR = `Enter a whole number of days from 1 to ${DELETE_OLD_MAX_DAYS}`;

function parseDays(text: string): number | null {
  const days = Number(text.trim());
  return /^\d+$/.test(text.trim()) && days >= 1 && days <= DELETE_OLD_MAX_DAYS ? days : null;
}

function daysLabel(days: number) {
  return `${days.toLocaleString('en-IN')} ${days === 1 ? 'day' : 'days'}`;
}

/** Clears out messages older than a number of days (90 unless staff say otherwise), after asking. */
export function DeleteOldMessages() {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState(String(DELETE_OLD_DEFAULT_DAYS));
  const [error, setError] = useState<string>();
  const deleteOld = useDeleteOldContactMessages();
  const days = parseDays(text);

  const close = () => {
    setIsOpen(false);
    setText(String(DELETE_OLD_DEFAULT_DAYS));
    setError(undefined);
  };

  return (
    <>
      <button type="button" className={buttonClass('outline')} onClick={() => setIsOpen(true)}>
        <Trash2 size={16} aria-hidden />
        Delete old messages
      </button>
      {isOpen && (
        <ConfirmDialog
          title="Delete old messages?"
          description={
            days
              ? `Every message received more than ${daysLabel(days)} ago is deleted for good.`
              : 'Choose how old a message must be to go; this cannot be undone.'
          }
          confirmLabel="Delete old messages"
          pendingLabel="Deleting…"
          isPending={deleteOld.isPending}
          onClose={close}
          onConfirm={() => {
            if (days === null) {
              setError(DAYS_ERROR);
              return;
            }
            deleteOld.mutate(days, {
              onSuccess: ({ message }) => {
                notify.success(message);
                close();
              },
            });
          }}
        >
          <TextField
            label="Older than (days)"
            // No min/max: the dialog's form validates natively, and this field explains itself instead.
            type="number"
            inputMode="numeric"
            hint={`From 1 to ${DELETE_OLD_MAX_DAYS.toLocaleString('en-IN')}`}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
