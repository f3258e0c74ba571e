import { Suspense, useContext, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ChatButton } from './chat-button.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LayoutPartContext } from './layout-part.ts';
import { PageLoading } from './page-loading.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

/** After client-side navigation, move focus to the new page so screen readers announce it. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Marks `<html data-interactive>` once the first page's content has hydrated (or rendered): until
 * then a server-rendered page reads but does not yet respond. The browser journeys wait for it.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function RootLayout() {
  useFocusMainOnNavigate();
  const part = useContext(LayoutPartContext);
  const withChrome = part !== 'content';
  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:bg-button focus:px-5 focus:py-3 focus:text-sm focus:text-on-button"
      >
        Skip to content
      </a>
      {withChrome ? <Header /> : <template />}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {part === 'chrome' ? (
          <template data-slot="content" />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <InteractiveMark />
          </Suspense>
        )}
      </main>
      {withChrome ? <Footer /> : <template />}
      {withChrome ? (
        <aside aria-label="Quick actions">
          <ScrollToTopButton />
          <ChatButton />
        </aside>
      ) : (
        <template />
      )}
    </div>
  );
}
