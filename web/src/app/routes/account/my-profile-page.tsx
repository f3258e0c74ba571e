import { KeyRound, MapPin, Package, UserPen, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { FormError } from '#web/components/ui/form-error.tsx';
import { AuthLayout, TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { ProfileDetails, ProfileSkeleton } from '#web/features/auth/components/profile-details.tsx';
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx';
import { useMe } from '#web/features/auth/profile-api.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { FETCH_USER_DETAILS_FAILED } from '#web/lib/messages.ts';

const ACCOUNT_ACTIONS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/update-profile', label: 'Edit Profile', icon: UserPen },
  { to: '/update-password', label: 'Update Password', icon: KeyRound },
  { to: '/my-orders', label: 'My Orders', icon: Package },
  { to: '/saved-address', label: 'Saved Addresses', icon: MapPin },
];

export function MyProfilePage() {
  usePageTitle('My Profile');
  const me = useMe();

  return (
    <AuthLayout width="wide" eyebrow="Your account" title="My Profile">
      {me.isPending && <ProfileSkeleton />}
      {me.isError && (
        <FormError message={errorMessage(me.error, FETCH_USER_DETAILS_FAILED)}>
          {me.error instanceof ApiError && me.error.status === 401 ? (
            <Link to="/login" className={TEXT_LINK_CLASS}>
              Log in again
            </Link>
          ) : (
            <button type="button" onClick={() => void me.refetch()} className={TEXT_LINK_CLASS}>
              Try again
            </button>
          )}
        </FormError>
      )}
      {me.data && (
        <div className="space-y-8">
          {!me.data.verifyEmail && <VerifyEmailBanner email={me.data.email} />}
          <ProfileDetails user={me.data} />
        </div>
      )}
      <nav aria-label="Account" className="mt-10 border-t border-line pt-8">
        <ul className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_ACTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-12 items-center gap-3 border border-line px-4 py-3 text-sm transition-colors hover:border-accent hover:text-accent"
              >
                <Icon size={18} strokeWidth={1.5} className="text-gold" aria-hidden />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </AuthLayout>
  );
}
