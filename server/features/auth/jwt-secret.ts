import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { createAppSecretsRepo } from './app-secrets.repo.ts';

const MIN_LENGTH = 32;

/** Where releases before the `app_secrets` table kept the generated secret. */
function readSecretFile(dataDir: string): string | undefined {
  try {
    const stored = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    return stored.length >= MIN_LENGTH ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key that signs sessions: JWT_SECRET when set (production requires it), else one generated once
 * and kept in the database, so every process behind a load balancer accepts the others' sessions. A
 * secret an earlier release kept in DATA_DIR/jwt-secret is adopted on the first start, so signed-in
 * customers stay signed in.
 */
export async function resolveJwtSecret(
  db: Db,
  config: { jwtSecret?: string; dataDir: string },
): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const candidate = readSecretFile(config.dataDir) ?? randomBytes(48).toString('base64url');
  return createAppSecretsRepo(db).insertOrFind('jwt', candidate);
}
