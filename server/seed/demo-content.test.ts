import { existsSync } from 'node:fs';
import path from 'node:path';
import { ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FaqsResponseSchema,
  PhotosResponseSchema,
  PoliciesResponseSchema,
} from '#contract/content.ts';
import { faqs } from '../features/faqs/faqs.table.ts';
import { createImageStore } from '../lib/images.ts';
import { createMediaStore } from '../lib/media-from-config.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { seedDemoContent } from './demo-content.ts';

const shop = useTestApp();
let seconds = 0;
beforeAll(async () => {
  const started = performance.now();
  await seedDemoContent({ db: shop.database.db, images: uploads() });
  seconds = (performance.now() - started) / 1000;
});

const uploads = () => createImageStore(createMediaStore(shop.config));
const get = async (url: string) => (await shop.app.inject({ url })).json();

describe('seedDemoContent', () => {
  it('on an empty database adds FAQs on ordering, delivery, returns, hallmarking, sizing and care', async () => {
    const { data } = FaqsResponseSchema.parse(await get('/api/faqs'));
    expect(data.length).toBeGreaterThanOrEqual(10);
    const questions = data.map((faq) => faq.faqData.question).join('\n');
    for (const topic of [/order/i, /deliver/i, /return/i, /hallmark/i, /size/i, /care/i, /cash/i])
      expect(questions).toMatch(topic);
    expect(data.map((faq) => faq.order)).toEqual(data.map((_, index) => index));
  });

  it('adds a privacy policy and terms in several rendered sections, terms under Jaipur courts', async () => {
    const privacy = PoliciesResponseSchema.parse(await get('/api/privacy')).data;
    const terms = PoliciesResponseSchema.parse(await get('/api/terms')).data;
    expect(privacy.length).toBeGreaterThanOrEqual(5);
    expect(terms.length).toBeGreaterThanOrEqual(6);
    expect(privacy[0]!.title).toBe('Information we collect');
    expect(terms.map((section) => section.title)).toContain('Payment');
    expect(terms.at(-1)!.html).toContain('<strong>Jaipur, Rajasthan</strong>');
    for (const section of [...privacy, ...terms]) expect(section.html).toMatch(/^<(p|ul|ol)>/);
  });

  it('adds 8–12 gallery photos with captions and their files, quickly', async () => {
    const { photos } = PhotosResponseSchema.parse(await get('/api/photo/all'));
    expect(photos.length).toBeGreaterThanOrEqual(8);
    expect(photos.length).toBeLessThanOrEqual(12);
    for (const photo of photos) {
      expect(photo.caption?.length).toBeGreaterThan(10);
      expect(photo.variants.map((variant) => variant.width)).toEqual([480, 960, 1200]);
      for (const variant of photo.variants)
        expect(existsSync(path.join(shop.config.dataDir, variant.url))).toBe(true);
    }
    expect(seconds).toBeLessThan(10);
  });

  it('adds nothing where content exists, so a restart or staff edits are kept', async () => {
    const faq = (await get('/api/faqs')).data[0];
    await shop.database.db.delete(faqs).where(ne(faqs.id, faq._id));
    await seedDemoContent({ db: shop.database.db, images: uploads() });
    expect((await get('/api/faqs')).data).toHaveLength(1);
    expect((await get('/api/photo/all')).photos.length).toBeLessThanOrEqual(12);
  });
});
