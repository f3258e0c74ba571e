import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

type FormErrorProps = { message: string | null | undefined; children?: ReactNode };

/** The reason a form could not be sent, announced as soon as it appears. */
export function FormError({ message, children }: FormErrorProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 border border-danger/50 bg-danger/5 px-4 py-3 text-sm text-danger"
    >
      <CircleAlert size={18} strokeWidth={1.5} className="mt-px shrink-0" aria-hidden />
      <div className="space-y-2">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
