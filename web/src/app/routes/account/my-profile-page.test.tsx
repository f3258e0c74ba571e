import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { signInWith } from '../../testing/account-fixtures.ts';
import { renderApp, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const user = makeUser({ phone: '+91 90000 11111' });

describe('my-profile page', () => {
  isolateEachTest();

  it('shows the customer as the server knows them, initials for a missing photo, and keeps the session in step', async () => {
    const fresher = { ...user, name: 'Asha M. Menon', verifyEmail: false };
    stubApi({ '/api/user/me': { body: { user: fresher } } });
    signInWith(user);
    renderApp('/my-profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Asha M. Menon' })).toBeTruthy();
    expect(screen.getByText('+91 90000 11111')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Asha M. Menon's initials" }).textContent).toBe('AM');
    expect(screen.getByRole('link', { name: 'Verify your e-mail' }).getAttribute('href')).toBe(
      '/verify-email',
    );
    await waitFor(() => expect(getSession().user?.name).toBe('Asha M. Menon'));
    expect(getSession().verifyEmail).toBe(false);
  });

  it('when the details cannot be fetched and the server says nothing, shows Get user details failed! with a retry', async () => {
    stubApi({ '/api/user/me': { status: 500, body: {} } });
    signInWith(user);
    renderApp('/my-profile');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Get user details failed!');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
