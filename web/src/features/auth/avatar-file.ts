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
