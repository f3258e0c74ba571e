import type { Location } from 'react-router';

const STORAGE_KEY = 'shop-scroll-positions';
/** Past this the page is taken as whole: whatever is still loading is the visitor's to scroll to. */
const GIVE_UP_MS = 5000;
/** The visitor scrolling or tapping themselves: their place wins over the saved one. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function elementNamedBy(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // not a decodable id
  }
}

/**
 * Where the visitor was on each history entry (by location key), so Back, Forward and a reload
 * return there. Kept in session storage when the page is hidden, as the browser would, since the
 * app takes scrolling over from it (`history.scrollRestoration = 'manual'`).
 */
export function createScrollRestoration() {
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Storage off or unreadable: places are kept for this page only.
  }
  let stopFollowing: (() => void) | undefined;

  /**
   * Keeps the saved place as the page grows into it. A page whose answers are no longer held (after
   * a reload, or once its queries were dropped five minutes on) renders its 'Loading...' state
   * first, shorter than that place, so the scroll stops at its end and the shopper is left far above
   * the piece they came back for. This follows until the visitor scrolls or taps themselves, goes
   * elsewhere, or `GIVE_UP_MS` have passed.
   */
  const follow = (target: number) => {
    const keep = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (reachable >= target && Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, target);
    };
    const observer = new ResizeObserver(keep);
    const timer = window.setTimeout(() => stopFollowing?.(), GIVE_UP_MS);
    const end = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, end, true);
      stopFollowing = undefined;
    };
    stopFollowing = end;
    for (const type of VISITOR_INPUT)
      window.addEventListener(type, end, { capture: true, passive: true });
    observer.observe(document.documentElement);
  };

  /** The place on the entry being left. */
  const save = (location: Location) => {
    positions[location.key] = window.scrollY;
  };

  return {
    /**
     * The app scrolls from now on; the browser again once the page is left (`persist`), and the app
     * once more if the page comes back from the back-forward cache (`pageshow`).
     */
    start() {
      window.history.scrollRestoration = 'manual';
    },
    save,
    persist(location: Location) {
      save(location);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or off: Back still works within this page's life.
      }
      window.history.scrollRestoration = 'auto';
    },
    /**
     * After a page has rendered: back to the place saved for its entry (Back, Forward, a reload),
     * else to the element its hash names, else to the top, unless the navigation kept the scroll
     * (a filter changed in place).
     */
    restore(location: Location, { keepScroll }: { keepScroll: boolean }) {
      stopFollowing?.();
      const saved = positions[location.key];
      if (typeof saved === 'number') {
        window.scrollTo(0, saved);
        if (saved > 0) follow(saved);
        return;
      }
      const target = location.hash ? elementNamedBy(location.hash) : null;
      if (target) target.scrollIntoView();
      else if (!keepScroll) window.scrollTo(0, 0);
    },
  };
}
