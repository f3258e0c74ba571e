import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, type Location, type NavigationType } from 'react-router';
import type { AppHistory } from './app-history.ts';
import { createScrollRestoration } from './scroll-restoration.ts';

/**
 * `keep`: no reset to the top (`preventScrollReset`); `leave`: not even to a saved place (the first
 * render of the server's page).
 */
type Shown = { action: NavigationType; location: Location; scroll: 'reset' | 'keep' | 'leave' };

/**
 * React Router's declarative router on the app's history, doing what its data router did for the
 * shop: a navigation renders in `startTransition` (the page stays until the next one's code has
 * loaded) unless it asked for `flushSync`, and once the next page has rendered the scroll goes back
 * to the entry's saved place, to the top, or stays where it is (`preventScrollReset`).
 *
 * `serverRendered`: the first page is the server's markup, which the visitor may already have
 * scrolled (the app starts after the page has loaded), so its first render leaves the scroll alone.
 */
export function AppRouter({
  history,
  serverRendered,
  children,
}: {
  history: AppHistory;
  serverRendered: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown>(() => ({
    action: history.action,
    location: history.location,
    scroll: serverRendered ? 'leave' : 'reset',
  }));
  const [scroll] = useState(createScrollRestoration);
  const onScreen = useRef(shown.location);

  useLayoutEffect(() => {
    scroll.start();
    const leave = () => scroll.persist(onScreen.current);
    const back = () => scroll.start();
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    const stopListening = history.listen(({ action, location }) => {
      scroll.save(onScreen.current);
      const ask = history.takeAsk();
      const next: Shown = { action, location, scroll: ask.preventScrollReset ? 'keep' : 'reset' };
      if (ask.flushSync) flushSync(() => setShown(next));
      else startTransition(() => setShown(next));
    });
    return () => {
      stopListening();
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [history, scroll]);

  useLayoutEffect(() => {
    onScreen.current = shown.location;
    if (shown.scroll !== 'leave')
      scroll.restore(shown.location, { keepScroll: shown.scroll === 'keep' });
  }, [shown, scroll]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history.navigator}>
      {children}
    </Router>
  );
}
