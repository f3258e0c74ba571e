import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createImageStore } from '../server/lib/images.ts';
import { createMediaStore } from '../server/lib/media-from-config.ts';
import { seedBenchCatalog } from '../server/seed/bench-catalog.ts';
import { runOnDatabase } from './run-on-database.ts';

/**
 * Adds N bench products, with their variants priced by the metal rates, to the database the server
 * would use (DATABASE_URL, else DATA_DIR).
 * Run it while the server is stopped: on PGlite it takes DATA_DIR's lock like the server does.
 */
function readCount(): number {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('--products must be a whole number from 1 to 1,000,000');
  }
  return count;
}

await runOnDatabase('seed', readCount, async (database, count, config) => {
  const started = Date.now();
  await seedBenchCatalog(
    { db: database.db, images: createImageStore(createMediaStore(config)) },
    count,
    (done) => process.stdout.write(`\r${done} / ${count} products`),
  );
  // After a bulk load, as PostgreSQL's docs advise: fresh statistics for the planner and a visibility
  // map, so counts are index-only scans from the first request instead of after autovacuum's visit.
  await database.db.execute(
    sql`vacuum analyze products, product_variants, product_images, reviews, categories, metal_rates`,
  );
  process.stdout.write(
    `\nAdded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
  );
});
