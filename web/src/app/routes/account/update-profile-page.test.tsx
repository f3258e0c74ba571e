import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#web/lib/session.ts';
import { makeUser } from '#web/lib/testing/make-user.ts';
import { deferred, sentTo } from '../../testing/account-fixtures.ts';
import { field, fieldError, fillIn, submit } from '../../testing/form-helpers.ts';
import { openPage, type Routes } from '../../testing/render-app.tsx';
import { isolateEachTest, stubObjectUrls } from '#web/lib/testing/test-lifecycle.ts';

const user = makeUser({ phone: '+91 90000 11111' });
const me = { '/api/user/me': { body: { user } } };

describe('update-profile page', () => {
  isolateEachTest();

  async function openEditProfile(routes: Routes = {}) {
    const view = await openPage('/update-profile', 'Edit Profile', { ...me, ...routes }, user);
    await waitFor(() => expect(field('Full name').value).toBe('Asha Menon'));
    return view;
  }

  it('without a stored token, fails with User is not authenticated and calls nothing', async () => {
    const { fetchMock } = await openEditProfile();
    localStorage.removeItem('token'); // e.g. cleared by another tab, before this one noticed
    fillIn('Full name', 'Asha K');
    submit('Save changes');
    expect((await screen.findByRole('alert')).textContent).toBe('User is not authenticated');
    expect(sentTo(fetchMock, '/api/user/update-user')).toEqual([]);
  });

  it('when the update fails without a message, shows Profile update failed!', async () => {
    await openEditProfile({ '/api/user/update-user': { status: 500, body: {} } });
    submit('Save changes');
    expect((await screen.findByRole('alert')).textContent).toBe('Profile update failed!');
  });

  it('a changed e-mail stores the new session and leads to verification with the resend cooling down', async () => {
    const changed = { ...user, email: 'asha.new@example.com', verifyEmail: false };
    const held = deferred<{ body: unknown }>();
    const { fetchMock, history } = await openEditProfile({
      '/api/user/update-user': () => held.promise,
    });
    fillIn('E-mail', 'Asha.New@example.com');
    fillIn('Current password', 'correct horse');
    submit('Save changes');
    const pending = await screen.findByRole('button', { name: 'Saving changes…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    held.resolve({
      body: { message: 'Profile updated', token: 'tok-2', user: changed, verifyEmail: false },
    });

    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect(history.location.pathname).toBe('/verify-email');
    expect(getSession()).toMatchObject({ token: 'tok-2', verifyEmail: false });
    expect(screen.getByText('asha.new@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend code in (59|60) s/ })).toBeTruthy();
    expect(sentTo(fetchMock, '/api/user/update-user')).toEqual([
      {
        name: 'Asha Menon',
        email: 'asha.new@example.com',
        phone: '+91 90000 11111',
        currentPassword: 'correct horse',
      },
    ]);
  });

  it('asks for the current password only while the e-mail is being changed, and requires it then', async () => {
    const { fetchMock } = await openEditProfile();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fillIn('E-mail', 'asha.new@example.com');
    expect(field('Current password').getAttribute('autocomplete')).toBe('current-password');
    submit('Save changes');
    await waitFor(() =>
      expect(fieldError('Current password')).toBe('Current password is required'),
    );
    expect(sentTo(fetchMock, '/api/user/update-user')).toEqual([]);

    fillIn('E-mail', ' ASHA@example.com ');
    await waitFor(() => expect(screen.queryByLabelText('Current password')).toBeNull());
  });

  it('a name or phone change sends no password, even one typed for an e-mail change given up', async () => {
    const { fetchMock } = await openEditProfile({
      '/api/user/update-user': {
        body: { message: 'Saved', token: 'token-1', user, verifyEmail: true },
      },
    });
    fillIn('E-mail', 'asha.new@example.com');
    fillIn('Current password', 'correct horse');
    fillIn('E-mail', 'asha@example.com');
    fillIn('Phone (optional)', '+91 90000 22222');
    submit('Save changes');
    await waitFor(() =>
      expect(sentTo(fetchMock, '/api/user/update-user')).toEqual([
        { name: 'Asha Menon', email: 'asha@example.com', phone: '+91 90000 22222' },
      ]),
    );
  });

  it('when the server says the current password is wrong, shows it on the field', async () => {
    const wrong = 'Current password is incorrect';
    await openEditProfile({
      '/api/user/update-user': {
        status: 400,
        body: {
          message: wrong,
          code: 'BAD_REQUEST',
          details: [{ path: 'currentPassword', message: wrong }],
        },
      },
    });
    fillIn('E-mail', 'asha.new@example.com');
    fillIn('Current password', 'not my password');
    submit('Save changes');
    await waitFor(() => expect(fieldError('Current password')).toBe(wrong));
    expect(getSession().user?.email).toBe('asha@example.com');
  });

  it('refuses a non-image before uploading, previews a chosen image, uploads it and releases the preview', async () => {
    const { revokeObjectURL } = stubObjectUrls();
    const uploaded = {
      ...user,
      avatar: '/uploads/avatars/a1.webp',
      updatedAt: '2025-03-01T00:00:00Z',
    };
    const { fetchMock } = await openEditProfile({
      '/api/user/upload-avatar': {
        body: { message: 'Photo updated', avatar: uploaded.avatar, user: uploaded },
      },
    });
    const input = screen.getByLabelText('Choose photo');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a JPEG, PNG, WebP or AVIF image.',
    );
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    const preview = await screen.findByRole('img', { name: 'Preview of your new photo' });
    expect(preview.getAttribute('src')).toBe('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    expect(await screen.findByText('Photo updated')).toBeTruthy();
    const avatar = await screen.findByRole('img', { name: "Asha Menon's photo" });
    expect(avatar.getAttribute('src')).toMatch(/^\/uploads\/avatars\/a1\.webp\?v=/);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(getSession().user?.avatar).toBe('/uploads/avatars/a1.webp');
    const [form] = sentTo(fetchMock, '/api/user/upload-avatar');
    expect((form as FormData).get('avatar')).toBe(photo);
  });

  it('when the upload fails without a message, shows Upload failed', async () => {
    stubObjectUrls();
    await openEditProfile({ '/api/user/upload-avatar': { status: 500, body: {} } });
    const photo = new File(['x'], 'me.webp', { type: 'image/webp' });
    fireEvent.change(screen.getByLabelText('Choose photo'), { target: { files: [photo] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed');
  });
});
