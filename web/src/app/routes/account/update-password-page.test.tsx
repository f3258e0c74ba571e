import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { fillIn, submit } from '../../testing/form-helpers.ts';
import { openPage, type Routes } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const user = makeUser({ phone: '+91 90000 11111' });
const me = { '/api/user/me': { body: { user } } };

describe('update-password page', () => {
  isolateEachTest();

  async function changePassword(routes: Routes) {
    const view = await openPage('/update-password', 'Update Password', { ...me, ...routes }, user);
    fillIn('Current password', 'old password');
    fillIn('New password', 'new password 1');
    fillIn('Confirm new password', 'new password 1');
    submit('Update password');
    return view;
  }

  it('when the server answers without a message, confirms with Password updated successfully!', async () => {
    const { fetchMock, history } = await changePassword({
      '/api/user/update/password': { body: {} },
    });
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/my-profile'));
    expect(sentTo(fetchMock, '/api/user/update/password')).toEqual([
      {
        oldPassword: 'old password',
        newPassword: 'new password 1',
        confirmPassword: 'new password 1',
      },
    ]);
  });

  it('while sending, the button is disabled; a failure without a message shows Password update failed!', async () => {
    const held = deferred<{ status: number; body: unknown }>();
    await changePassword({ '/api/user/update/password': () => held.promise });
    const pending = await screen.findByRole('button', { name: 'Updating password…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    held.resolve({ status: 500, body: {} });
    expect((await screen.findByRole('alert')).textContent).toBe('Password update failed!');
  });

  it('shows the server message when the current password is wrong', async () => {
    await changePassword({
      '/api/user/update/password': {
        status: 400,
        body: { message: 'Current password is incorrect', code: 'BAD_REQUEST' },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
  });
});
