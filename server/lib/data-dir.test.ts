import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, resolveJwtSecret } from './data-dir.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'shop-datadir-'));

describe('lockDataDir', () => {
  it('when a live process holds the directory, refuses with a message naming it', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    writeFileSync(path.join(dir, '.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another shop process \\(PID ${holder.pid}\\)`),
      );
    } finally {
      holder.kill();
    }
  });

  it('when the lock was left by a process that died, takes it over and releases it on request', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a secret once and keeps it for the next start', () => {
    const dir = freshDir();
    const first = resolveJwtSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(dir, undefined)).toBe(first);
  });

  it('prefers JWT_SECRET from the environment', () => {
    expect(resolveJwtSecret(freshDir(), 'from-env-'.repeat(5))).toBe('from-env-'.repeat(5));
  });
});
