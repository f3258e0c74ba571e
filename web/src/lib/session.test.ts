import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserSchema } from '#contract/user-schemas.ts';
import { getSession, signIn, signOut, useSession } from './session.ts';
import { makeUser } from './testing/make-user.ts';

const user = makeUser({ _id: 'u1', verifyEmail: false });

describe('session store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('when no token is stored, starts signed out', () => {
    expect(getSession()).toMatchObject({
      token: null,
      user: null,
      verifyEmail: false,
      isSignedIn: false,
    });
  });

  it('when a token is stored, starts signed in with the stored user', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('verifyEmail', 'true');
    expect(getSession()).toMatchObject({ token: 't1', user, verifyEmail: true, isSignedIn: true });
  });

  it('when the stored user is not valid JSON of a user, stays signed in without a user', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', '{not json');
    expect(getSession()).toMatchObject({ isSignedIn: true, user: null });
  });

  it('when the stored user lacks a field or holds an unknown role, stays signed in without a user', () => {
    localStorage.setItem('token', 't1');
    const { email: _email, ...withoutEmail } = user;
    for (const stored of [
      withoutEmail,
      { ...user, role: 'OWNER' },
      { ...user, phone: 7 },
      'user',
    ]) {
      localStorage.setItem('user', JSON.stringify(stored));
      expect(getSession()).toMatchObject({ isSignedIn: true, user: null });
    }
  });

  it('reads back only the fields of a user, as the contract would keep them', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify({ ...user, passwordHash: 'x' }));
    expect(getSession().user).toEqual(UserSchema.parse({ ...user, passwordHash: 'x' }));
  });

  it('signIn stores token, user and verifyEmail and re-renders subscribers', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isSignedIn).toBe(false);

    act(() => signIn({ token: 't2', user, verifyEmail: false }));

    expect(localStorage.getItem('token')).toBe('t2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(localStorage.getItem('verifyEmail')).toBe('false');
    expect(result.current).toMatchObject({ isSignedIn: true, token: 't2', user });
  });

  it('signOut removes every session key and re-renders subscribers', () => {
    signIn({ token: 't3', user, verifyEmail: true });
    const { result } = renderHook(() => useSession());

    act(() => signOut());

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('verifyEmail')).toBeNull();
    expect(result.current.isSignedIn).toBe(false);
  });

  it('when another tab signs out, follows the storage event', () => {
    signIn({ token: 't4', user, verifyEmail: true });
    const { result } = renderHook(() => useSession());

    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });

    expect(result.current.isSignedIn).toBe(false);
  });

  it('keeps the same snapshot object while nothing changed', () => {
    localStorage.setItem('token', 't5');
    expect(getSession()).toBe(getSession());
  });
});
