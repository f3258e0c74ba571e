import type { User } from '#contract/user.ts';
import { avatarUrl, initialsOf } from '../avatar-file.ts';

type UserAvatarProps = {
  user: Pick<User, 'name' | 'avatar' | 'updatedAt'>;
  /** A local preview (object URL) shown instead of the stored picture. */
  previewUrl?: string | null;
  size?: 'md' | 'lg';
};

const SIZES = { md: 'size-20 text-2xl', lg: 'size-28 text-4xl sm:size-32' } as const;

/** The customer's picture in a gold ring, or their initials when they have none. */
export function UserAvatar({ user, previewUrl, size = 'lg' }: UserAvatarProps) {
  const src = previewUrl ?? avatarUrl(user);
  return (
    <div
      className={`relative shrink-0 overflow-hidden rounded-full border border-gold/60 bg-surface p-1 ${SIZES[size]}`}
    >
      {src ? (
        <img
          src={src}
          alt={previewUrl ? 'Preview of your new photo' : `${user.name}'s photo`}
          width={128}
          height={128}
          className="size-full rounded-full object-cover"
        />
      ) : (
        <span
          role="img"
          aria-label={`${user.name}'s initials`}
          className="flex size-full items-center justify-center rounded-full bg-raised font-display text-accent"
        >
          {initialsOf(user.name)}
        </span>
      )}
    </div>
  );
}
