import type { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Past this the page is taken as whole: whatever is still loading is the visitor's to scroll to. */
const GIVE_UP_MS = 5000;
/** The visitor scrolling or tapping themselves: their place wins over the saved one. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Takes React Router's scroll restoration the rest of the way. On Back and Forward (and a reload)
 * the router scrolls to the place saved for the entry as soon as the page renders. A page whose
 * answers are no longer held (after a reload, or once its queries were dropped five minutes on)
 * renders its 'Loading...' state first, shorter than that place, so the scroll stops at its end and
 * the shopper is left far above the piece they came back for. This keeps the saved place as the page
 * grows into it (and as the new page replaces the old, which may be taller), until the visitor
 * scrolls or taps themselves, goes elsewhere, or `GIVE_UP_MS` have passed.
 */
export function followRestoredScroll(router: AppRouter): void {
  let stop: (() => void) | undefined;
  let followedKey: string | undefined;

  const follow = (target: number) => {
    const keep = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (reachable >= target && Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, target);
    };
    const observer = new ResizeObserver(keep);
    const timer = window.setTimeout(() => stop?.(), GIVE_UP_MS);
    const end = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, end, true);
      stop = undefined;
    };
    stop = end;
    for (const type of VISITOR_INPUT)
      window.addEventListener(type, end, { capture: true, passive: true });
    observer.observe(document.documentElement);
  };

  // The router tells every change of its state, and a state keeps its place to restore until the
  // next navigation: each entry's place is followed once (on the first page it comes just after
  // the location), and another entry ends it.
  router.subscribe(({ location, restoreScrollPosition: target }) => {
    if (location.key === followedKey) return;
    stop?.();
    followedKey = undefined;
    if (typeof target !== 'number' || target <= 0) return;
    followedKey = location.key;
    follow(target);
  });
}
