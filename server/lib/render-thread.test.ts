import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileServerCode, RENDER_THREAD_ENTRY } from '../../scripts/build-server.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { lazyPageRenderer } from './page-renderer.ts';
import { createPublicReads } from './public-reads.ts';

/**
 * A renderer module with the storefront's shape (web/src/entry-server.tsx) that shows what crossed
 * the thread: a page is the answer its one API call got, and some addresses fail on purpose.
 */
const PROBE_RENDERER = `
export function createPageRenderer(fetchApi, options) {
  return async (url) => {
    if (url === '/exit') process.exit(3);
    if (url === '/throw') throw new Error('the probe could not render');
    if (url === '/none') return null;
    const answer = await fetchApi('http://shop.invalid/api' + url, { method: 'GET' });
    return {
      html: Buffer.from(\`\${answer.status} \${answer.headers.get('content-type')} \${await answer.text()}\`),
      data: Buffer.from(JSON.stringify(options ?? null)),
      unfetched: [],
    };
  };
}`;

const shop = useTestApp();
const files = { threadFile: '', moduleFile: '' };
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-render-thread-'));
  files.threadFile = path.join(dir, 'render-thread.worker.mjs');
  files.moduleFile = path.join(dir, 'probe-renderer.mjs');
  writeFileSync(files.moduleFile, PROBE_RENDERER);
  // Compiled as the build compiles it: a worker thread runs JavaScript only.
  await compileServerCode(RENDER_THREAD_ENTRY, dir);
});

const threadRenderer = (isClosing?: () => boolean) =>
  lazyPageRenderer({
    app: shop.app,
    reads: createPublicReads(),
    ...files,
    isClosing,
    options: { reuseChrome: false },
  });

describe('the render thread', () => {
  it("renders on its thread, each page with its own API calls' answers from the shop's routes", async () => {
    const renderer = threadRenderer();
    const config = await shop.app.inject({ url: '/api/config' });
    const missing = await shop.app.inject({ url: '/api/product/get/no-such-piece' });
    const urls = Array.from({ length: 12 }, (_, i) =>
      i % 2 ? '/config' : '/product/get/no-such-piece',
    );
    const pages = await Promise.all(urls.map((url) => renderer.render(url)));
    pages.forEach((page, i) => {
      const expected = i % 2 ? config : missing;
      expect(page?.html.toString()).toBe(
        `${expected.statusCode} ${String(expected.headers['content-type'])} ${expected.body}`,
      );
      expect(Buffer.isBuffer(page?.html)).toBe(true);
      expect(JSON.parse(page!.data.toString())).toEqual({ reuseChrome: false });
    });
    expect(await renderer.render('/none')).toBeNull();
    await renderer.close();
  });

  it('rejects a page that failed, and starts a thread that died again a second later', async () => {
    const renderer = threadRenderer();
    await expect(renderer.render('/throw')).rejects.toThrow('the probe could not render');
    const waiting = renderer.render('/config');
    await expect(renderer.render('/exit')).rejects.toThrow('exit code 3');
    // A page still waiting on the thread that died is not left hanging.
    await expect(waiting).rejects.toThrow('exit code 3');
    // Not at once: a thread that cannot start must not take a core restarting.
    expect(await renderer.render('/config')).toBeNull();
    await setTimeout(1_100);
    expect((await renderer.render('/config'))?.html.toString()).toMatch(/^200 application\/json/);
    await renderer.close();
  });

  it('leaves every page to the browser when the storefront renderer is not built', async () => {
    const renderer = lazyPageRenderer({
      app: shop.app,
      reads: createPublicReads(),
      threadFile: files.threadFile,
      moduleFile: path.join(path.dirname(files.moduleFile), 'no-such-renderer.mjs'),
    });
    expect(await renderer.render('/config')).toBeNull();
    await renderer.close();
  });

  it('renders nothing once the shop is closing or the renderer is closed', async () => {
    let closing = false;
    const renderer = threadRenderer(() => closing);
    expect(await renderer.render('/config')).not.toBeNull();
    closing = true;
    expect(await renderer.render('/config')).toBeNull();
    closing = false;
    await renderer.close();
    expect(await renderer.render('/config')).toBeNull();
  });
});
