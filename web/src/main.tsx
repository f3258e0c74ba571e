import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { isStaffRole } from '#contract/user.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { createAppHistory } from './app/app-history.ts';
import { AppRouter } from './app/app-router.tsx';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { loginRedirectState } from './lib/login-redirect.ts';
import { createQueryClient } from './lib/query-client.ts';
import { getSession } from './lib/session.ts';
import { startTheme } from './lib/theme.ts';

startTheme();

// A page the server rendered comes with the answers it was rendered from (PAGE_DATA_ELEMENT_ID).
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID);
const history = createAppHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
const queryClient = createQueryClient({
  onSessionExpired: () => history.navigate('/', { flushSync: true }),
  onLoginNeeded: () => history.navigate('/login', { state: loginRedirectState(history.location) }),
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter history={history} serverRendered={Boolean(pageData?.textContent)}>
        <AppRoutes />
      </AppRouter>
    </Providers>
  </StrictMode>
);

// The same queries start with the page's answers (fresh for the usual 30 s) instead of asking
// again, and React adopts the markup.
if (pageData?.textContent) {
  hydrate(queryClient, JSON.parse(pageData.textContent) as DehydratedState);
  // The server renders for a visitor; staff may see more (inactive pieces), so they ask again.
  if (isStaffRole(getSession().user?.role)) void queryClient.invalidateQueries();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (React Router's own client entry does the same).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
