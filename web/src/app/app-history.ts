import type {
  Location,
  NavigateOptions,
  Navigator,
  To,
  UNSAFE_createBrowserHistory,
} from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** What a navigation asked for beyond its address, read by the router once it has happened. */
type NavigationAsk = Pick<NavigateOptions, 'flushSync' | 'preventScrollReset'>;

/**
 * The app's history (the browser's, or memory in tests) as React Router's navigator. React Router's
 * declarative router drops a navigation's `flushSync` and `preventScrollReset` (only its data router,
 * 14 kB more of the first load compressed, acts on them); this keeps them for `AppRouter`, and lets
 * code outside React navigate the same way (`navigate`).
 */
export function createAppHistory(history: History) {
  let lastAsk: NavigationAsk = {};
  const move =
    (how: 'push' | 'replace') =>
    (to: To, state?: unknown, ask: NavigationAsk = {}) => {
      lastAsk = ask;
      history[how](to, state);
    };
  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => {
      lastAsk = {};
      history.go(delta);
    },
    push: move('push'),
    replace: move('replace'),
  };
  return {
    navigator,
    get action() {
      return history.action;
    },
    get location(): Location {
      return history.location;
    },
    listen: history.listen.bind(history),
    /** The asks of the navigation that just happened; a Back or Forward asks nothing. */
    takeAsk(): NavigationAsk {
      const ask = lastAsk;
      lastAsk = {};
      return ask;
    },
    navigate(to: To, options: NavigateOptions = {}) {
      move(options.replace ? 'replace' : 'push')(to, options.state, options);
    },
  };
}

export type AppHistory = ReturnType<typeof createAppHistory>;
