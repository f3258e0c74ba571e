import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockEmbeddedDataDir } from './data-dir.ts';

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

describe('lockEmbeddedDataDir', () => {
  it('with DATABASE_URL, takes no lock, so processes may share DATA_DIR; without, locks it', () => {
    const dir = freshDir();
    const lockFile = path.join(dir, '.lock');
    const databaseUrl = 'postgres://shop@127.0.0.1/shop';
    const first = lockEmbeddedDataDir({ databaseUrl, dataDir: dir });
    const second = lockEmbeddedDataDir({ databaseUrl, dataDir: dir });
    expect(existsSync(lockFile)).toBe(false);
    first();
    second();
    const release = lockEmbeddedDataDir({ dataDir: dir });
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
