export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The server checks again by content; this spares an upload that is bound to be refused. */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or AVIF image.';
  }
  if (file.size > AVATAR_MAX_BYTES) return 'Choose an image of at most 5 MB.';
  return null;
}

/** Uploaded avatars may keep their path when replaced, so the change time busts the cache. */
export function avatarUrl(user: { avatar: string | null; updatedAt: string }): string | null {
  if (!user.avatar) return null;
  const separator = user.avatar.includes('?') ? '&' : '?';
  return `${user.avatar}${separator}v=${encodeURIComponent(user.updatedAt)}`;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
