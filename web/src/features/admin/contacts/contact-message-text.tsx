import { useId, useState } from 'react';

/** Longer messages start folded so one visitor's essay does not push the rest of the page away. */
const FOLD_AT = 280;

type ContactMessageTextProps = { subject: string | null; message: string };

/** A visitor's subject and message, shown as the plain text they typed (never as HTML). */
export function ContactMessageText({ subject, message }: ContactMessageTextProps) {
  const [isOpen, setIsOpen] = useState(false);
  const textId = useId();
  const isLong = message.length > FOLD_AT;
  const shown = isLong && !isOpen ? `${message.slice(0, FOLD_AT).trimEnd()}…` : message;
  return (
    <div className="max-w-prose space-y-1">
      <p className={subject ? 'font-medium' : 'text-muted italic'}>{subject ?? 'No subject'}</p>
      <p id={textId} className="break-words whitespace-pre-line">
        {shown}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={textId}
          className="min-h-10 text-sm text-accent underline-offset-4 hover:underline"
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Show less' : 'Show the whole message'}
        </button>
      )}
    </div>
  );
}
