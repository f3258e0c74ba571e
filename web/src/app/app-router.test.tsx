import { act, cleanup, render, screen } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHistory } from './app-history.ts';
import { AppRouter } from './app-router.tsx';

const scrollTo = vi.fn();

/** jsdom has no ResizeObserver; a restored place is followed as the page grows (not measured here). */
class StillObserver {
  observe() {}
  disconnect() {}
}

/** jsdom lays nothing out: the page is as tall as asked, and scrolled where the test puts it. */
function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

function renderAt(path: string, { serverRendered = false } = {}) {
  const history = createAppHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
  );
  render(
    <AppRouter history={history} serverRendered={serverRendered}>
      <Routes>
        <Route path="*" element={<h1>page</h1>} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

describe('AppRouter scrolling', () => {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('ResizeObserver', StillObserver);
    scrollTo.mockClear();
    sessionStorage.clear();
    scrolledTo(0);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves the server-rendered first page where the visitor scrolled it', () => {
    renderAt('/products', { serverRendered: true });
    expect(screen.getByRole('heading')).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its top, and Back returns to the place left', () => {
    const history = renderAt('/products');
    scrolledTo(1200);
    scrollTo.mockClear();
    act(() => history.navigate('/products/ring'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    act(() => history.navigator.go(-1));
    expect(history.location.pathname).toBe('/products');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });

  it('keeps the scroll for a navigation that asks it to (a filter changed in place)', () => {
    const history = renderAt('/products');
    scrollTo.mockClear();
    act(() => history.navigate('/products?category=rings', { preventScrollReset: true }));
    expect(history.location.search).toBe('?category=rings');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps each place in session storage when the page is hidden, for Back after a reload', () => {
    const history = renderAt('/products');
    const listing = history.location.key;
    scrolledTo(800);
    act(() => history.navigate('/products/ring'));
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(sessionStorage.getItem('shop-scroll-positions') ?? '{}') as Record<
      string,
      number
    >;
    expect(kept[listing]).toBe(800);
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
