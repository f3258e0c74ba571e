import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { field, fieldError, fillIn, submit, typeInto } from '../../testing/form-helpers.ts';
import { openPage, type Routes } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const newUser = makeUser({ verifyEmail: false });
const registered = { status: 201, body: { token: 'tok', user: newUser, verifyEmail: false } };

const openSignup = (routes: Routes = {}) => openPage('/signup', 'Create an account', routes);

function fillValidForm() {
  fillIn('Full name', 'Asha Menon');
  fillIn('E-mail', '  Asha@Example.com ');
  fillIn('Password', 'correct horse');
}

describe('signup page', () => {
  isolateEachTest();

  it('stays quiet while typing a first time, flags a field once left, and clears the error as it is fixed', async () => {
    await openSignup();
    typeInto('E-mail', 'asha@');
    expect(fieldError('E-mail')).toBeNull();

    fillIn('E-mail', 'asha@');
    await waitFor(() => expect(fieldError('E-mail')).toBe('Enter a valid e-mail address'));
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');

    typeInto('E-mail', 'asha@example.com');
    await waitFor(() => expect(fieldError('E-mail')).toBeNull());
    expect(field('E-mail').hasAttribute('aria-invalid')).toBe(false);

    fillIn('Password', 'short');
    await waitFor(() =>
      expect(fieldError('Password')).toBe('Password must be at least 8 characters'),
    );
  });

  it('on submit with empty fields, shows every problem and sends nothing', async () => {
    const { fetchMock } = await openSignup();
    submit('Create account');
    await waitFor(() => expect(fieldError('Full name')).toBe('Name must be at least 2 characters'));
    expect(fieldError('E-mail')).toBeTruthy();
    expect(fieldError('Password')).toBeTruthy();
    expect(fieldError('Phone (optional)')).toBeNull();
    expect(sentTo(fetchMock, '/api/user/register')).toEqual([]);
  });

  it('while the account is being created, the button is disabled and says so; then it signs in and asks for the code', async () => {
    const held = deferred<typeof registered>();
    const { fetchMock, history } = await openSignup({ '/api/user/register': () => held.promise });
    fillValidForm();
    submit('Create account');

    const pending = await screen.findByRole('button', { name: 'Creating account…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo(fetchMock, '/api/user/register')).toEqual([
      { name: 'Asha Menon', email: 'asha@example.com', phone: null, password: 'correct horse' },
    ]);

    held.resolve(registered);
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(history.location.pathname).toBe('/verify-email');
    expect(getSession()).toMatchObject({ token: 'tok', verifyEmail: false, isSignedIn: true });
    // Sign-up sent the first code, so a new one may be asked for only after the cool-down.
    const resend = screen.getByRole('button', { name: /Resend code in (59|60) s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the answer lacks a token or user, fails with Invalid response from server and stays signed out', async () => {
    await openSignup({ '/api/user/register': { status: 201, body: { user: newUser } } });
    fillValidForm();
    submit('Create account');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid response from server',
    );
    expect(getSession().isSignedIn).toBe(false);
  });

  it('when the e-mail is taken, shows the server message', async () => {
    await openSignup({
      '/api/user/register': {
        status: 409,
        body: { message: 'An account with this e-mail already exists', code: 'CONFLICT' },
      },
    });
    fillValidForm();
    submit('Create account');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An account with this e-mail already exists',
    );
  });

  it('puts the server’s per-field validation messages on the fields', async () => {
    await openSignup({
      '/api/user/register': {
        status: 400,
        body: {
          message: 'Invalid input',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'phone', message: 'Enter a valid phone number' }],
        },
      },
    });
    fillValidForm();
    fillIn('Phone (optional)', '+91 98123 45678');
    submit('Create account');
    await waitFor(() => expect(fieldError('Phone (optional)')).toBe('Enter a valid phone number'));
  });
});
