import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { User } from '#contract/user.ts';
import { signIn } from '#web/lib/session.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Asha Menon',
    email: 'asha@example.com',
    phone: null,
    role: 'USER',
    status: 'active',
    avatar: null,
    verifyEmail: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function signInWith(user: User, token = 'token-1'): User {
  signIn({ token, user, verifyEmail: user.verifyEmail });
  return user;
}

/** A promise the test settles by hand, to hold a request open while it looks at the page. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

export function typeInto(label: string, value: string): HTMLInputElement {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  return input;
}

/** Types a value and leaves the field, as a visitor tabbing onward would. */
export function fillIn(label: string, value: string): HTMLInputElement {
  const input = typeInto(label, value);
  fireEvent.blur(input);
  return input;
}

export function submit(name: string | RegExp): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The error text tied to a field through aria-describedby, if any. */
export function fieldError(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((node) => node?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** Bodies the app sent to one API path, in order. */
export function sentTo(fetchMock: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
    });
}

/** jsdom has no media playback; success toasts try to play a sound. */
export function silenceAudio(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}
