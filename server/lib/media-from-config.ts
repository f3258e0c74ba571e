import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createImageStore } from './images.ts';
import { createLocalMediaStore } from './local-media.ts';
import type { MediaStore } from './media-store.ts';
import { createMediaUrls, registerMediaUrls } from './media-urls.ts';
import { createS3MediaStore, type MediaLog } from './s3-media.ts';

type MediaConfig = Pick<Config, 's3' | 'dataDir'>;

/** The bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createMediaStore(config: MediaConfig, log?: MediaLog): MediaStore {
  return config.s3
    ? createS3MediaStore(config.s3, log)
    : createLocalMediaStore(path.join(config.dataDir, 'uploads'));
}

/** The start-up check: the configured store exists and answers (else a MediaStoreError). */
export async function checkMediaStore(config: MediaConfig): Promise<void> {
  const media = createMediaStore(config);
  try {
    await media.check();
  } finally {
    media.close();
  }
}

/**
 * The app's media: the store (closed with the app), the image pipeline on it, and the public-URL
 * mapping with its hooks. Call it before the routes are registered.
 */
export function registerMedia(
  app: FastifyInstance,
  config: MediaConfig & Pick<Config, 'mediaPublicUrl'>,
) {
  const media = createMediaStore(config, app.log);
  app.addHook('onClose', async () => media.close());
  const mediaUrls = createMediaUrls(config.mediaPublicUrl);
  registerMediaUrls(app, mediaUrls);
  return { media, mediaUrls, images: createImageStore(media, app.log) };
}
