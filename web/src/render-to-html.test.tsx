// @vitest-environment node
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html.ts';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));

function Price({ amount }: { amount: string }) {
  return <p className="price">{amount}</p>;
}

const page = (Part: React.ComponentType<{ amount: string }>) => (
  <main>
    <h1>Solitaire Halo Ring</h1>
    <Suspense fallback={<p>Loading...</p>}>
      <Part amount="₹84,500" />
    </Suspense>
  </main>
);

describe('renderToHtml', () => {
  it('waits for a part whose code is still loading, then writes the same page once it has loaded', async () => {
    const LazyPrice = lazy(() => later({ default: Price }));
    const first = (await renderToHtml(page(LazyPrice))).toString();
    expect(first).toContain('₹84,500');
    expect(first).not.toContain('Loading...');
    expect(first).not.toContain('<template');

    const again = (await renderToHtml(page(LazyPrice))).toString();
    expect(again).toBe(first);
    expect((await renderToHtml(page(Price))).toString()).toBe(first);
  });

  it('fails when a part cannot be rendered, instead of sending its fallback', async () => {
    function Broken(): React.ReactNode {
      throw new Error('no price');
    }
    await expect(renderToHtml(page(Broken))).rejects.toThrow('no price');
  });
});
