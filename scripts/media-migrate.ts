import { loadConfig } from '../server/config.ts';
import { migrateUploads } from '../server/lib/media-migrate.ts';

/** Copies DATA_DIR/uploads into S3_BUCKET (npm run media:migrate); safe to run again. */
try {
  await migrateUploads(loadConfig());
} catch (error) {
  process.stderr.write(
    `Cannot copy the uploads: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
