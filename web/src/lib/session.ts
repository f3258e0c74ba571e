import { useSyncExternalStore } from 'react';
import { ROLES, USER_STATUSES, type User } from '#contract/user.ts';

export const SESSION_KEYS = { token: 'token', user: 'user', verifyEmail: 'verifyEmail' } as const;

export type Session = {
  token: string | null;
  user: User | null;
  verifyEmail: boolean;
  isSignedIn: boolean;
};

export type SignInInput = { token: string; user: User; verifyEmail: boolean };

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled; treat as signed out.
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/**
 * The stored user was checked against the contract's UserSchema when the server sent it; read back,
 * it only has to still look like one (another version, a hand edit), checked without zod so it stays
 * out of the first load. The fields are picked, as the schema would strip any others.
 */
function asUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, name, email, phone, role, status, avatar, verifyEmail, createdAt, updatedAt } =
    value as Record<string, unknown>;
  const isUser =
    [_id, name, email, createdAt, updatedAt].every(isText) &&
    [phone, avatar].every(isTextOrNull) &&
    typeof verifyEmail === 'boolean' &&
    isOneOf(ROLES, role) &&
    isOneOf(USER_STATUSES, status);
  if (!isUser) return null;
  return {
    _id,
    name,
    email,
    phone,
    role,
    status,
    avatar,
    verifyEmail,
    createdAt,
    updatedAt,
  } as User;
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    return asUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function getSession(): Session {
  const store = storage();
  const token = store?.getItem(SESSION_KEYS.token) || null;
  const userRaw = store?.getItem(SESSION_KEYS.user) ?? null;
  const verifyRaw = store?.getItem(SESSION_KEYS.verifyEmail) ?? null;
  const raw = `${token}\u0000${userRaw}\u0000${verifyRaw}`;
  if (cached?.raw === raw) return cached.session;
  const session: Session = {
    token,
    user: parseUser(userRaw),
    verifyEmail: verifyRaw === 'true',
    isSignedIn: token !== null,
  };
  cached = { raw, session };
  return session;
}

export function getToken(): string | null {
  return getSession().token;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function signIn({ token, user, verifyEmail }: SignInInput): void {
  const store = storage();
  store?.setItem(SESSION_KEYS.token, token);
  store?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  store?.setItem(SESSION_KEYS.verifyEmail, String(verifyEmail));
  emit();
}

export function updateSessionUser(user: User): void {
  storage()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  emit();
}

export function setVerifyEmail(verifyEmail: boolean): void {
  storage()?.setItem(SESSION_KEYS.verifyEmail, String(verifyEmail));
  emit();
}

export function signOut(): void {
  const store = storage();
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage without calling our setters.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SESSION_KEYS).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The server renders every page signed out; the session fills in after hydration. */
const SIGNED_OUT: Session = { token: null, user: null, verifyEmail: false, isSignedIn: false };
const getServerSession = (): Session => SIGNED_OUT;

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getServerSession);
}
