import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Photo } from '#contract/content.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { isolateEachTest, stubObjectUrls } from '#web/lib/testing/test-lifecycle.ts';
import { makePhoto } from '#web/features/content/testing/content-fixtures.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';
import { formsSentTo } from '../testing/upload-fixtures.ts';

const PAGE = '/admin/dashboard?section=photos';
const showroom = makePhoto(1, 'Our Johari Bazaar showroom');
const untitled = makePhoto(2, null);

type Routes = Parameters<typeof stubAdminApi>[0];

/** The gallery as the server keeps it: newest first; `answers` overrides a call. */
function serve(initial: Photo[], answers: Routes = {}) {
  let photos = initial;
  const routes: Routes = {
    'GET /api/dashboard/notifications': unreadAnswer(0),
    'GET /api/photo/all': () => ({ body: { photos } }),
    'POST /api/photo/upload': () => {
      const photo = makePhoto(3, 'Polki bridal set');
      photos = [photo, ...photos];
      return { status: 201, body: { photo, message: 'Photo added' } };
    },
  };
  for (const { _id } of initial) {
    routes[`DELETE /api/photo/${_id}`] = () => {
      photos = photos.filter((photo) => photo._id !== _id);
      return { body: { message: 'Photo deleted' } };
    };
  }
  return stubAdminApi({ ...routes, ...answers });
}

const jpeg = () => new File([new Uint8Array([255, 216, 255])], 'set.jpg', { type: 'image/jpeg' });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose photo'), { target: { files: [file] } });
const caption = () => screen.getByRole('textbox', { name: 'Caption (alt text)' });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
const gallery = () => screen.getByRole('list', { name: 'Gallery photos' });

async function openPage(role: 'ADMIN' | 'MANAGER' = 'MANAGER') {
  signInAs(role);
  renderApp(PAGE);
  await screen.findByRole('heading', { level: 2, name: 'Photos' });
}

describe('photos section', () => {
  isolateEachTest();

  it('shows the gallery with each caption as alt text, and one without a caption named by its place', async () => {
    serve([showroom, untitled]);
    await openPage();
    const first = await within(
      await screen.findByRole('list', { name: 'Gallery photos' }),
    ).findByRole('img', { name: 'Our Johari Bazaar showroom' });
    expect(first.getAttribute('src')).toBe(showroom.url);
    expect(first.getAttribute('srcset')).toContain('/uploads/photos/p1-1600.webp 1600w');
    expect(within(gallery()).getByRole('img', { name: 'Gallery photo 2' })).toBeTruthy();
    expect(screen.getByText('2 photos in the gallery, newest first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete photo: Gallery photo 2' })).toBeTruthy();
  });

  it('says so when the gallery is empty', async () => {
    serve([]);
    await openPage();
    await screen.findByRole('heading', { name: 'No photos yet' });
  });

  it('uploads a chosen photo with its caption as multipart fields; the preview is released and the grid shows it first', async () => {
    const { revokeObjectURL } = stubObjectUrls();
    const fetchMock = serve([showroom]);
    await openPage();
    await within(await screen.findByRole('list', { name: 'Gallery photos' })).findAllByRole('img');
    const file = jpeg();
    choose(file);
    expect(
      screen.getByRole('img', { name: 'Preview of the chosen image' }).getAttribute('src'),
    ).toBe('blob:preview-1');
    fireEvent.change(caption(), { target: { value: '  Polki bridal set ' } });
    upload();

    expect(await screen.findByText('Photo added')).toBeTruthy();
    await waitFor(() =>
      expect(within(gallery()).getAllByRole('img')[0]!.getAttribute('alt')).toBe(
        'Polki bridal set',
      ),
    );
    const [sent] = formsSentTo(fetchMock, 'POST /api/photo/upload');
    expect(sent!.get('photo')).toBe(file);
    expect(sent!.get('caption')).toBe('Polki bridal set');
    expect((caption() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('without a caption, sends only the photo', async () => {
    stubObjectUrls();
    const fetchMock = serve([]);
    await openPage();
    choose(jpeg());
    upload();
    expect(await screen.findByText('Photo added')).toBeTruthy();
    const [sent] = formsSentTo(fetchMock, 'POST /api/photo/upload');
    expect(sent!.has('caption')).toBe(false);
    expect(sent!.get('photo')).toBeInstanceOf(File);
  });

  it('checks before sending: a photo is needed, the caption’s length, and the file’s type and size', async () => {
    stubObjectUrls();
    const fetchMock = serve([showroom]);
    await openPage();
    fireEvent.change(caption(), { target: { value: 'c'.repeat(201) } });
    upload();
    expect(await screen.findByText('Choose a photo to upload')).toBeTruthy();
    expect(await screen.findByText('Caption must be at most 200 characters')).toBeTruthy();
    expect(caption().getAttribute('aria-invalid')).toBe('true');

    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or AVIF image.')).toBeTruthy();
    const huge = jpeg();
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(huge);
    expect(await screen.findByText('Choose an image of at most 5 MB.')).toBeTruthy();
    expect(screen.getByLabelText('Choose photo').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'POST /api/photo/upload')).toEqual([]);
  });

  it('puts the server’s refusals on the caption and on the photo', async () => {
    stubObjectUrls();
    let answer = {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'caption: Contains a character that is not allowed',
        details: [{ path: 'caption', message: 'Contains a character that is not allowed' }],
      },
    };
    serve([], { 'POST /api/photo/upload': () => answer });
    await openPage();
    choose(jpeg());
    fireEvent.change(caption(), { target: { value: 'Showroom' } });
    upload();
    expect(await screen.findByText('Contains a character that is not allowed')).toBeTruthy();
    expect(caption().getAttribute('aria-invalid')).toBe('true');

    answer = {
      status: 415,
      body: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only JPEG, PNG, WebP or AVIF images are allowed',
      },
    } as typeof answer;
    upload();
    await waitFor(() =>
      expect(screen.getByLabelText('Choose photo').getAttribute('aria-invalid')).toBe('true'),
    );
    const photoHelp = screen.getByLabelText('Choose photo').getAttribute('aria-describedby')!;
    expect(document.getElementById(photoHelp.split(' ')[1]!)!.textContent).toBe(
      'Only JPEG, PNG, WebP or AVIF images are allowed',
    );
  });

  it('deletes a photo only after confirmation, and the grid follows', async () => {
    const fetchMock = serve([showroom, untitled]);
    const path = `DELETE /api/photo/${showroom._id}`;
    await openPage('ADMIN');
    const button = await screen.findByRole('button', {
      name: 'Delete photo: Our Johari Bazaar showroom',
    });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Keep photo' }));
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(within(dialog).getByText(/Our Johari Bazaar showroom/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Photo deleted')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(gallery()).queryByRole('img', { name: 'Our Johari Bazaar showroom' }),
      ).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(fetchMock, path)).toHaveLength(1);
  });

  it('without a server message, falls back to Fetch failed (with a retry), Upload failed and Delete failed', async () => {
    stubObjectUrls();
    let isDown = true;
    serve([showroom], {
      // 404 rather than 5xx: a server error would be retried first.
      'GET /api/photo/all': () =>
        isDown ? { status: 404, body: {} } : { body: { photos: [showroom] } },
      'POST /api/photo/upload': { status: 500, body: {} },
      [`DELETE /api/photo/${showroom._id}`]: { status: 500, body: {} },
    });
    await openPage();
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await within(await screen.findByRole('list', { name: 'Gallery photos' })).findAllByRole('img');

    choose(jpeg());
    upload();
    await waitFor(() => expect(screen.getAllByText('Upload failed')).toHaveLength(2)); // form and toast

    fireEvent.click(
      screen.getByRole('button', { name: 'Delete photo: Our Johari Bazaar showroom' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Delete failed');
    expect(within(gallery()).getByRole('img', { name: 'Our Johari Bazaar showroom' })).toBeTruthy();
  });
});
