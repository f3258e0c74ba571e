import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePhoto } from '#web/features/content/testing/content-fixtures.ts';
import { renderApp, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const PHOTOS = Array.from({ length: 8 }, (_, index) => makePhoto(index + 1));

async function openAbout(routes: Parameters<typeof stubApi>[0]) {
  stubApi(routes);
  renderApp('/about');
  return screen.findByRole('heading', { level: 1, name: 'A family of jewellers from Jaipur' });
}

describe('about page', () => {
  isolateEachTest();

  it('tells the story since the founding year, the craft and the values', async () => {
    await openAbout({ '/api/photo/all': { body: { photos: [] } } });
    expect(await screen.findByText('Our story since 2002')).toBeTruthy();
    const craft = screen.getByRole('region', { name: 'Made by hand, certified on paper' });
    expect(
      within(craft)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Hand-set kundan and polki', 'BIS-hallmarked gold', 'Certified diamonds']);
    const values = screen.getByRole('region', { name: 'Our promise to you' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Honesty in weight and price', 'Lifetime care', 'Exchange, always']);
    expect(document.title).toBe('About Us · Kanak Jewels');
  });

  it('offers a glimpse of the first six gallery photos and a link to the full gallery', async () => {
    await openAbout({ '/api/photo/all': { body: { photos: PHOTOS } } });
    const gallery = await screen.findByRole('region', { name: 'A glimpse of the gallery' });
    const images = await within(gallery).findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(
      PHOTOS.slice(0, 6).map((photo) => photo.caption),
    );
    expect(images[0]!.getAttribute('loading')).toBe('lazy');
    expect(
      within(gallery).getByRole('link', { name: 'See the full gallery' }).getAttribute('href'),
    ).toBe('/photo');
  });

  it('leaves the glimpse out while the gallery is empty', async () => {
    await openAbout({ '/api/photo/all': { body: { photos: [] } } });
    await screen.findByRole('region', { name: 'Our promise to you' });
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'A glimpse of the gallery' })).toBeNull(),
    );
  });

  it('when the photos fail to load, says so with a Retry that asks again', async () => {
    let fail = true;
    await openAbout({
      '/api/photo/all': () => (fail ? { status: 500, body: {} } : { body: { photos: PHOTOS } }),
    });
    const gallery = screen.getByRole('region', { name: 'A glimpse of the gallery' });
    const alert = await within(gallery).findByRole('alert', {}, { timeout: 6000 });
    expect(alert.textContent).toContain('We could not load our photos');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(gallery).findAllByRole('img')).toHaveLength(6);
  });
});
