import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '#contract/user.ts';
import { UserAvatar } from './user-avatar.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-4 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-6">
      <dt className="label-caps text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: User }) {
  return (
    <div className="flex flex-col items-center gap-8 sm:flex-row sm:items-start">
      <UserAvatar user={user} />
      <div className="w-full min-w-0">
        <h2 className="text-center text-3xl sm:text-left">{user.name}</h2>
        <dl className="mt-4">
          <Detail term="E-mail">
            <span className="wrap-anywhere">{user.email}</span>
            {user.verifyEmail ? (
              <span className="ml-2 inline-flex items-center gap-1 text-sm text-success">
                <BadgeCheck size={15} strokeWidth={1.75} aria-hidden />
                Verified
              </span>
            ) : (
              <span className="ml-2 text-sm text-danger">Not verified</span>
            )}
          </Detail>
          <Detail term="Phone">
            {user.phone ?? <span className="text-muted">Not given</span>}
          </Detail>
          <Detail term="Member since">{dateFormat.format(new Date(user.createdAt))}</Detail>
        </dl>
      </div>
    </div>
  );
}

export function ProfileSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your profile"
      className="flex animate-pulse flex-col items-center gap-8 sm:flex-row sm:items-start"
    >
      <div className="size-28 shrink-0 rounded-full bg-surface sm:size-32" />
      <div className="w-full space-y-4">
        <div className="mx-auto h-8 w-48 bg-surface sm:mx-0" />
        <div className="h-5 w-full bg-surface" />
        <div className="h-5 w-3/4 bg-surface" />
        <div className="h-5 w-1/2 bg-surface" />
      </div>
    </div>
  );
}
