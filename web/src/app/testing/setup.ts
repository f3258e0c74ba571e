import { configure } from '@testing-library/react';

// Two cores run the API and component suites side by side; on a busy machine lazy pages and jsdom
// take longer than Testing Library's default 1 s to appear, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5_000 });

/**
 * jsdom lays nothing out and has no IntersectionObserver: here every element observed is in view,
 * reported soon after `observe`, as a browser reports its first sighting.
 */
class InViewObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  private observing = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.observing.add(target);
    setTimeout(() => {
      if (!this.observing.has(target)) return;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 };
      this.callback([entry as IntersectionObserverEntry], this);
    });
  }
  unobserve(target: Element) {
    this.observing.delete(target);
  }
  disconnect() {
    this.observing.clear();
  }
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = InViewObserver;

// jsdom does not scroll: an element scrolled into view (a page's #hash) stays where it is. (The
// server renderer's tests run without a DOM.)
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;
