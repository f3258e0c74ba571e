import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { fieldError, fillIn, submit } from '../../testing/form-helpers.ts';
import { openPage, renderApp, type Routes } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const unverified = makeUser({ verifyEmail: false });
const PAGE = 'Verify your email';
const verified = { ...unverified, verifyEmail: true, updatedAt: '2025-02-01T00:00:00.000Z' };

const openVerifyEmail = (routes: Routes = {}) =>
  openPage(
    '/verify-email',
    PAGE,
    { '/api/user/me': { body: { user: verified } }, ...routes },
    unverified,
  );

describe('verify-email page', () => {
  isolateEachTest();

  it('asks for a 6-digit code and checks it as the visitor types once the field was left', async () => {
    await openVerifyEmail();
    fillIn('Verification code', '12a');
    await waitFor(() => expect(fieldError('Verification code')).toBe('Enter the 6-digit code'));
    fillIn('Verification code', '123456');
    await waitFor(() => expect(fieldError('Verification code')).toBeNull());
  });

  it('while checking, the button is disabled; on success the session is verified and the profile shows', async () => {
    const held = deferred<{ body: unknown }>();
    const { fetchMock, history } = await openVerifyEmail({
      '/api/user/verify-email': () => held.promise,
    });
    fillIn('Verification code', '123456');
    submit('Verify e-mail');
    const pending = await screen.findByRole('button', { name: 'Verifying…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo(fetchMock, '/api/user/verify-email')).toEqual([
      { email: 'asha@example.com', otp: '123456' },
    ]);

    held.resolve({ body: { message: 'E-mail verified', verifyEmail: true, user: verified } });
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    expect(history.location.pathname).toBe('/my-profile');
    expect(await screen.findByText('E-mail verified')).toBeTruthy();
    expect(getSession().verifyEmail).toBe(true);
    expect(getSession().user?.verifyEmail).toBe(true);
  });

  it('sends the session token with the code, so the login that signed up survives the verification', async () => {
    const { fetchMock } = await openVerifyEmail({
      '/api/user/verify-email': {
        body: { message: 'E-mail verified', verifyEmail: true, user: verified },
      },
    });
    fillIn('Verification code', '123456');
    submit('Verify e-mail');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/user/verify-email') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(getSession()).toMatchObject({ token: 'token-1', verifyEmail: true });
  });

  it('when the code is wrong and the server says why, shows its message', async () => {
    await openVerifyEmail({
      '/api/user/verify-email': {
        status: 400,
        body: { message: 'That code is not right. 4 tries left.', code: 'BAD_REQUEST' },
      },
    });
    fillIn('Verification code', '000000');
    submit('Verify e-mail');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. 4 tries left.',
    );
    expect(getSession().verifyEmail).toBe(false);
  });

  it('when the check fails without a message, shows Invalid OTP.', async () => {
    await openVerifyEmail({ '/api/user/verify-email': { status: 500, body: {} } });
    fillIn('Verification code', '000000');
    submit('Verify e-mail');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP.');
  });

  it('resends a code, then cools down; a 429 starts the cool-down from Retry-After', async () => {
    let calls = 0;
    const { fetchMock } = await openVerifyEmail({
      '/api/user/resend-otp': () =>
        ++calls === 1
          ? { body: { message: 'A new code is on its way' } }
          : {
              status: 429,
              body: { message: 'Please wait before asking again', code: 'RATE_LIMITED' },
              headers: { 'Retry-After': '42' },
            },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Resend code in (59|60) s/ })).toBeTruthy();
    expect(sentTo(fetchMock, '/api/user/resend-otp')).toEqual([
      { email: 'asha@example.com', purpose: 'verify-email' },
    ]);

    // Another tab asked meanwhile: the server refuses and says how long to wait.
    sessionStorage.clear();
    cleanup();
    renderApp('/verify-email');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Please wait before asking again')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Resend code in (41|42) s/ })).toBeTruthy();
  });

  it('when signed out, asks for the e-mail too and goes to login after verifying', async () => {
    const { fetchMock, history } = await openPage('/verify-email', PAGE, {
      '/api/user/verify-email': {
        body: { message: 'E-mail verified', verifyEmail: true, user: verified },
      },
    });
    fillIn('E-mail', 'Asha@Example.com');
    fillIn('Verification code', '654321');
    submit('Verify e-mail');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(history.location.pathname).toBe('/login');
    expect(sentTo(fetchMock, '/api/user/verify-email')).toEqual([
      { email: 'asha@example.com', otp: '654321' },
    ]);
    expect(getSession().isSignedIn).toBe(false);
  });
});
