import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { fieldError, fillIn, submit } from '../../testing/form-helpers.ts';
import { openPage } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const user = makeUser();
const loggedIn = (verifyEmail: boolean) => ({
  body: { token: 'tok', user: { ...user, verifyEmail }, verifyEmail },
});

function fillCredentials() {
  fillIn('E-mail', 'asha@example.com');
  fillIn('Password', 'correct horse');
}

describe('login page', () => {
  isolateEachTest();

  it('checks the fields as they are left and sends nothing until they are valid', async () => {
    const { fetchMock } = await openPage('/login', 'Login');
    fillIn('E-mail', 'not-an-email');
    fillIn('Password', '');
    await waitFor(() => expect(fieldError('E-mail')).toBe('Enter a valid e-mail address'));
    expect(fieldError('Password')).toBe('Password is required');
    submit('Sign in');
    await waitFor(() => expect(fieldError('E-mail')).toBeTruthy());
    expect(sentTo(fetchMock, '/api/user/login')).toEqual([]);
  });

  it('while signing in, the button is disabled and reads Signing in…; then it returns to the page the visitor came from', async () => {
    const held = deferred<ReturnType<typeof loggedIn>>();
    const { history } = await openPage('/my-orders?page=2', 'Login', {
      '/api/user/login': () => held.promise,
    });
    fillCredentials();
    submit('Sign in');
    const pending = await screen.findByRole('button', { name: 'Signing in…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);

    held.resolve(loggedIn(true));
    await waitFor(() => expect(history.location.pathname).toBe('/my-orders'));
    expect(history.location.search).toBe('?page=2');
    expect(getSession()).toMatchObject({ token: 'tok', verifyEmail: true });
  });

  it('when the e-mail is not verified yet, leads to /verify-email', async () => {
    const { history } = await openPage('/login', 'Login', { '/api/user/login': loggedIn(false) });
    fillCredentials();
    submit('Sign in');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(history.location.pathname).toBe('/verify-email');
    expect(screen.getByText('asha@example.com')).toBeTruthy();
  });

  it('when the server refuses with a message, shows it', async () => {
    await openPage('/login', 'Login', {
      '/api/user/login': {
        status: 401,
        body: { message: 'Wrong e-mail or password', code: 'UNAUTHORIZED' },
      },
    });
    fillCredentials();
    submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password');
    expect(getSession().isSignedIn).toBe(false);
  });

  it('when the server fails without a message, shows Login failed!', async () => {
    await openPage('/login', 'Login', { '/api/user/login': { status: 500, body: {} } });
    fillCredentials();
    submit('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed!');
  });

  it('the password can be shown and hidden again', async () => {
    await openPage('/login', 'Login');
    const password = fillIn('Password', 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    toggle.click();
    await waitFor(() => expect(password.type).toBe('text'));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('when already signed in, goes to the profile instead', async () => {
    const { history } = await openPage(
      '/login',
      'My Profile',
      { '/api/user/me': { body: { user } } },
      user,
    );
    expect(history.location.pathname).toBe('/my-profile');
  });
});
