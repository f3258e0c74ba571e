import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { fieldError, fillIn, submit, typeInto } from '../../testing/form-helpers.ts';
import { openPage, type Routes } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const SENT = 'If that e-mail has an account, a code is on its way.';
const grantAnswer = { body: { message: 'Code accepted', resetToken: 'grant-1', expiresIn: 900 } };

/** From /verify-otp, a code the server accepts leads to the new-password form. */
async function reachNewPassword(routes: Routes = {}) {
  const { fetchMock } = await openPage('/verify-otp', 'Verify OTP', {
    '/api/user/verify-otp': grantAnswer,
    ...routes,
  });
  fillIn('E-mail', 'asha@example.com');
  fillIn('Verification code', '246810');
  submit('Verify code');
  await screen.findByRole('heading', { level: 1, name: 'Reset password' });
  return fetchMock;
}

describe('password reset pages', () => {
  isolateEachTest();

  it('walks from forgot-password through the code to a new password, carrying the e-mail and grant in router state', async () => {
    const heldReset = deferred<{ body: unknown }>();
    const { fetchMock, history } = await openPage('/forgot-password', 'Forgot password', {
      '/api/user/forgot-password': { body: { message: SENT } },
      '/api/user/verify-otp': grantAnswer,
      '/api/user/reset-password': () => heldReset.promise,
    });
    fillIn('E-mail', 'Asha@Example.com');
    submit('Send reset code');

    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' });
    expect(history.location.search).toBe('');
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend code in (59|60) s/ })).toBeTruthy();
    fillIn('Verification code', '246810');
    submit('Verify code');

    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(history.location.search).toBe('');
    fillIn('New password', 'brand new pass');
    fillIn('Confirm new password', 'brand new pass');
    submit('Set new password');
    const pending = await screen.findByRole('button', { name: 'Saving password…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    heldReset.resolve({ body: { message: 'Your password has been reset' } });

    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(await screen.findByText('Your password has been reset')).toBeTruthy();
    expect(sentTo(fetchMock, '/api/user/forgot-password')).toEqual([{ email: 'asha@example.com' }]);
    expect(sentTo(fetchMock, '/api/user/verify-otp')).toEqual([
      { email: 'asha@example.com', otp: '246810' },
    ]);
    expect(sentTo(fetchMock, '/api/user/reset-password')).toEqual([
      {
        email: 'asha@example.com',
        newPassword: 'brand new pass',
        confirmPassword: 'brand new pass',
        resetToken: 'grant-1',
      },
    ]);
  });

  it('when sending the code fails without a message, shows Failed to send OTP.', async () => {
    await openPage('/forgot-password', 'Forgot password', {
      '/api/user/forgot-password': { status: 503, body: {} },
    });
    fillIn('E-mail', 'asha@example.com');
    submit('Send reset code');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send OTP.');
  });

  it('when the reset code is refused without a message, shows Invalid OTP.', async () => {
    await openPage('/verify-otp', 'Verify OTP', {
      '/api/user/verify-otp': { status: 500, body: {} },
    });
    fillIn('E-mail', 'asha@example.com');
    fillIn('Verification code', '111111');
    submit('Verify code');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP.');
  });

  it('a mismatched confirmation is flagged as the visitor types, and nothing is sent', async () => {
    const fetchMock = await reachNewPassword();

    fillIn('New password', 'brand new pass');
    typeInto('Confirm new password', 'brand');
    // Leaving the new password must not flag a confirmation the visitor has not typed yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fieldError('Confirm new password')).toBeNull();
    fillIn('Confirm new password', 'brand new pas');
    await waitFor(() => expect(fieldError('Confirm new password')).toBe('Passwords do not match'));
    fillIn('Confirm new password', 'brand new pass');
    await waitFor(() => expect(fieldError('Confirm new password')).toBeNull());
    fillIn('New password', 'brand new pass!');
    await waitFor(() => expect(fieldError('Confirm new password')).toBe('Passwords do not match'));
    submit('Set new password');
    expect(sentTo(fetchMock, '/api/user/reset-password')).toEqual([]);
  });

  it('when the grant is refused, shows the message (or Password reset failed.) and offers to start again', async () => {
    await reachNewPassword({ '/api/user/reset-password': { status: 401, body: {} } });
    fillIn('New password', 'brand new pass');
    fillIn('Confirm new password', 'brand new pass');
    submit('Set new password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Password reset failed.');
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('opened without a grant, the reset page offers only to start again', async () => {
    await openPage('/reset-password', 'Reset password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
