import { describe, expect, it } from 'vitest';
import { PublicConfigSchema } from '#contract/config.ts';
import { buildTestApp, buildTestAppOn } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { shopSettings } from './settings.table.ts';

const shop = useTestApp();

describe('GET /api/config', () => {
  it('on a new shop, answers the name, currency, founding year 2002, social and chat links', async () => {
    const response = await shop.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const config = PublicConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      shopName: 'Kanak Jewels',
      currency: 'INR',
      foundedYear: 2002,
      maxQtyPerLine: 10,
    });
    expect(config.chatLink).toMatch(/^https:\/\/wa\.me\//);
    expect(config.socialLinks.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(config.socialLinks.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('when staff changed settings, answers the stored values and ignores a stored key that is no longer valid', async () => {
    // Settings are cached once read (a shop reads them as it starts), until a change through the
    // API: the row is written, then a shop starts on it.
    const first = await buildTestApp();
    await first.database.db.insert(shopSettings).values({
      id: 1,
      data: { shopName: 'Kanak Fine Jewels', chatLink: 'not a url', currency: 'USD' },
    });
    const changed = await buildTestAppOn(first.database);
    const config = (await changed.app.inject({ url: '/api/config' })).json();
    await changed.close();
    await first.close();
    expect(config.shopName).toBe('Kanak Fine Jewels');
    expect(config.currency).toBe('USD');
    expect(config.chatLink).toBe('https://wa.me/919812345678');
    expect(config.foundedYear).toBe(2002);
  });

  it('is not writable', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/config',
      payload: { shopName: 'Hacked' },
    });
    expect(response.statusCode).toBe(404);
  });
});
