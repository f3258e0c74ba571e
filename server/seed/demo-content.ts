import { count, eq } from 'drizzle-orm';
import { PHOTO_IMAGE_WIDTHS, type PolicyKind } from '#contract/content.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { faqs } from '../features/faqs/faqs.table.ts';
import { PHOTO_FOLDER } from '../features/photos/photos.service.ts';
import { photos } from '../features/photos/photos.table.ts';
import { renderMarkdown } from '../features/policies/markdown.ts';
import { policies } from '../features/policies/policies.table.ts';
import type { ImageStore } from '../lib/images.ts';
import { DEMO_FAQS, DEMO_PHOTOS } from './demo-content-data.ts';
import { DEMO_PRIVACY, DEMO_TERMS } from './demo-policies-data.ts';
import { renderJewellery } from './jewellery-art.ts';

/** Gallery art is drawn at this size, so it gets the 480 and 960 renditions and this one. */
const PHOTO_SIZE = 1200;
const DAY = 86_400_000;

async function seedFaqs(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(faqs);
  if (Number(existing?.n ?? 0) > 0) return;
  const at = new Date(Date.now() - 60 * DAY);
  await db.insert(faqs).values(
    DEMO_FAQS.map(({ question, answer }, position) => ({
      id: newId(),
      question,
      answer,
      position,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

async function seedPolicy(db: Db, kind: PolicyKind, sections: typeof DEMO_PRIVACY) {
  const [existing] = await db.select({ n: count() }).from(policies).where(eq(policies.kind, kind));
  if (Number(existing?.n ?? 0) > 0) return;
  const at = new Date(Date.now() - 30 * DAY);
  await db.insert(policies).values(
    sections.map(({ title, content }, position) => ({
      id: newId(),
      kind,
      title,
      content,
      html: renderMarkdown(content),
      position,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

/** Drawn, not downloaded; two at a time, as the catalogue seed does, for the two cores. */
async function seedPhotos(db: Db, images: ImageStore): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(photos);
  if (Number(existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const rows: (typeof photos.$inferInsert)[] = [];
  const queue = DEMO_PHOTOS.map((photo, index) => ({ photo, index }));
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { photo, index } = job;
      const { caption, ...art } = photo;
      const image = await renderJewellery({ ...art, seed: index * 3 + 1 }, PHOTO_SIZE);
      rows.push({
        id: newId(),
        caption,
        variants: await images.save(image, {
          folder: PHOTO_FOLDER,
          widths: [...PHOTO_IMAGE_WIDTHS],
          effort: 2,
        }),
        // The first listed is the newest, so the gallery opens with it.
        createdAt: new Date(now - (index + 1) * 3 * DAY),
      });
    }
  };
  try {
    await Promise.all([worker(), worker()]);
    await db.insert(photos).values(rows);
  } catch (error) {
    await images.remove(rows.flatMap((row) => row.variants.map((variant) => variant.url)));
    throw error;
  }
}

/** FAQs, the privacy policy, the terms and a photo gallery, each only where there is none yet. */
export async function seedDemoContent({ db, images }: { db: Db; images: ImageStore }) {
  await seedFaqs(db);
  await seedPolicy(db, 'privacy', DEMO_PRIVACY);
  await seedPolicy(db, 'terms', DEMO_TERMS);
  await seedPhotos(db, images);
}
