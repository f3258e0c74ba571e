import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePhoto } from '#web/features/content/testing/content-fixtures.ts';
import { renderApp, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const PHOTOS = Array.from({ length: 10 }, (_, index) =>
  makePhoto(index + 1, index === 9 ? null : `Photo caption ${index + 1}`),
);

async function openGallery(photos = PHOTOS) {
  stubApi({ '/api/photo/all': { body: { photos } } });
  renderApp('/photo');
  await screen.findByRole('heading', { level: 1, name: 'Gallery' });
}

const thumbnail = (name: string) => screen.getByRole('button', { name });
const counter = (dialog: HTMLElement) => within(dialog).getByText(/^Photo \d+ of \d+/);

describe('photo gallery page', () => {
  isolateEachTest();

  it('shows responsive thumbnails with captions as alt text, lazy below the fold', async () => {
    await openGallery();
    const images = await screen.findAllByRole('img', { name: /Photo caption|Gallery photo/ });
    expect(images).toHaveLength(10);
    const [first] = images as HTMLImageElement[];
    expect(first!.alt).toBe('Photo caption 1');
    expect(first!.getAttribute('srcset')).toBe(
      '/uploads/photos/p1-480.webp 480w, /uploads/photos/p1-960.webp 960w, /uploads/photos/p1-1600.webp 1600w',
    );
    expect(first!.getAttribute('sizes')).toContain('50vw');
    expect([first!.getAttribute('width'), first!.getAttribute('height')]).toEqual(['960', '720']);
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(images[6]!.getAttribute('loading')).toBe('lazy');
    expect((images[9] as HTMLImageElement).alt).toBe('Gallery photo 10');
  });

  it('opens a labelled modal lightbox from a thumbnail; the arrows step through and wrap around', async () => {
    await openGallery();
    const third = await screen.findByRole('button', { name: 'Photo caption 3' });
    third.focus();
    fireEvent.click(third);

    const dialog = screen.getByRole('dialog', { name: 'Photo gallery' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(counter(dialog).textContent).toBe('Photo 3 of 10: Photo caption 3');
    expect(within(dialog).getByRole('img', { name: 'Photo caption 3' })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(counter(dialog).textContent).toMatch(/^Photo 4 of 10/);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter(dialog).textContent).toMatch(/^Photo 1 of 10/);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(counter(dialog).textContent).toBe('Photo 10 of 10: Gallery photo 10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(counter(dialog).textContent).toMatch(/^Photo 1 of 10/);
  });

  it('keeps Tab inside the lightbox, closes on Escape and gives focus back to the thumbnail that opened it', async () => {
    await openGallery();
    const fifth = await screen.findByRole('button', { name: 'Photo caption 5' });
    fifth.focus();
    fireEvent.click(fifth);
    const dialog = screen.getByRole('dialog', { name: 'Photo gallery' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const next = within(dialog).getByRole('button', { name: 'Next photo' });

    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail('Photo caption 5'));
  });

  it('closes from its Close button too, handing focus back', async () => {
    await openGallery();
    const first = await screen.findByRole('button', { name: 'Photo caption 1' });
    fireEvent.click(first);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });

  it('without photos, says they are on their way and points to the collection', async () => {
    await openGallery([]);
    expect(
      await screen.findByRole('heading', { name: 'Our photos are on their way' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe(
      '/products',
    );
  });
});
