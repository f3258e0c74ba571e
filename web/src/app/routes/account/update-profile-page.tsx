import { useNavigate } from 'react-router';
import type { UpdateUserResponse } from '#contract/auth.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { AvatarUpload } from '#web/features/auth/components/avatar-upload.tsx';
import { ProfileSkeleton } from '#web/features/auth/components/profile-details.tsx';
import { ProfileForm } from '#web/features/auth/components/profile-form.tsx';
import { useMe } from '#web/features/auth/profile-api.ts';
import { usePageTitle } from '#web/features/config/config-api.ts';
import { notify } from '#web/lib/notify.ts';
import { useSession } from '#web/lib/session.ts';
import { returnTo } from './redirect-state.ts';

export function UpdateProfilePage() {
  usePageTitle('Edit Profile');
  const navigate = useNavigate();
  const session = useSession();
  const me = useMe();
  // Fresh from the server when it answers; the stored session user if it cannot.
  const user = me.data ?? (me.isError ? session.user : null);

  const onSuccess = ({ message, verifyEmail }: UpdateUserResponse) => {
    notify.success(message);
    if (verifyEmail) void navigate('/my-profile');
    else void navigate('/verify-email', { state: returnTo('/my-profile') });
  };

  return (
    <AuthLayout width="wide" eyebrow="Your account" title="Edit Profile">
      {!user ? (
        <ProfileSkeleton />
      ) : (
        <div className="space-y-12">
          <section aria-labelledby="photo-heading">
            <h2 id="photo-heading" className="mb-6 text-2xl">
              Photo
            </h2>
            <AvatarUpload user={user} />
          </section>
          <section aria-labelledby="details-heading" className="border-t border-line pt-10">
            <h2 id="details-heading" className="mb-6 text-2xl">
              Details
            </h2>
            <ProfileForm key={user._id} user={user} onSuccess={onSuccess} />
          </section>
        </div>
      )}
    </AuthLayout>
  );
}
