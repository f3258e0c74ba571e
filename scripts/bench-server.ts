import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { resolveJwtSecret } from '../server/features/auth/jwt-secret.ts';
import { lockEmbeddedDataDir } from '../server/lib/data-dir.ts';

/**
 * The shop as `npm run serve` runs it, plus one bare route for the benchmark only: a fixed list of
 * 24 products answered from memory, the framework's ceiling on this machine.
 */
const config = loadConfig();
const release = lockEmbeddedDataDir(config);
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({
  config: { ...config, jwtSecret: await resolveJwtSecret(database.db, config) },
  database,
});
let ceiling: unknown;
app.get('/api/bench/ceiling', { schema: { hide: true } }, async () => {
  ceiling ??= (await app.inject({ url: '/api/product/get?limit=24' })).json();
  return ceiling;
});
app.addHook('onClose', async () => {
  await database.close();
  release();
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('bench server ready\n');
