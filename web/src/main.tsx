import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource-variable/inter/wght.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loginRedirectState } from './lib/login-redirect.ts';
import { createQueryClient } from './lib/query-client.ts';
import { applyTheme, getTheme } from './lib/theme.ts';

applyTheme(getTheme());

const router = createAppRouter();
const queryClient = createQueryClient({
  onSessionExpired: () => router.navigate('/', { flushSync: true }),
  onLoginNeeded: () =>
    router.navigate('/login', { state: loginRedirectState(router.state.location) }),
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
