import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from './auth-layout.tsx';

/** Shown to a signed-in customer whose address is not confirmed yet. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <div className="flex items-start gap-3 border border-gold/60 bg-surface px-4 py-4 text-sm sm:px-5">
      <MailWarning size={20} strokeWidth={1.5} className="mt-px shrink-0 text-accent" aria-hidden />
      <p className="leading-relaxed">
        Please confirm <span className="font-medium wrap-anywhere">{email}</span> so we can send
        your order updates.{' '}
        <Link to="/verify-email" className={TEXT_LINK_CLASS}>
          Verify your e-mail
        </Link>
      </p>
    </div>
  );
}
