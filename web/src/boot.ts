import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
// Drawn only where text asks for it (staff's unread notices): the storefront never fetches it.
import '@fontsource/cormorant-garamond/latin-600.css';
import './app/styles.css';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element.ts';
import { keepInput } from './kept-input.ts';

/**
 * The page's entry: its styles (inlined into the page by the server), then the app. A page the
 * server rendered reads whole and its links work before the app runs, so the app's code is fetched
 * once the page has loaded (its photos and fonts) and drawn its first photos, or at the visitor's
 * first touch or key if that comes sooner: on a slow phone connection it no longer competes with
 * the page's largest photo for the first seconds. A page left to the browser (sign-in, account, admin) starts the app at once.
 */
const WAKE_EVENTS = ['load', 'pointerdown', 'keydown', 'focusin'] as const;

const serverRendered = Boolean(document.getElementById(PAGE_DATA_ELEMENT_ID));
const appRan = serverRendered ? keepInput() : undefined;

/** The address of the page the server rendered (a hash is a place in it). */
const shownAddress = location.pathname + location.search;

/**
 * Back or Forward to an entry the app made in this document (a reload keeps those entries), taken
 * before the app runs: the browser changes only the address, so the page shown is not the
 * address's. The address is loaded, as a page without the app would be.
 */
function loadAddress() {
  if (location.pathname + location.search !== shownAddress) location.reload();
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const event of WAKE_EVENTS) window.removeEventListener(event, wake, true);
  void import('./main.tsx').then(() => {
    // The app's router answers Back and Forward from here on.
    window.removeEventListener('popstate', loadAddress);
    appRan?.();
  });
}

/**
 * Resolves once the browser reports one of `photos` as the page's largest paint so far. That entry
 * carries the time the frame reached the screen, which under load can come after the frames that
 * follow have begun; a lab measure counts what was asked for before it. At once where the browser
 * reports no such paints (Safari), or there are no photos.
 */
function photoPainted(photos: HTMLImageElement[]): Promise<void> {
  if (
    photos.length === 0 ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (!entries.some((entry) => photos.includes(entry.element as HTMLImageElement))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Starts the app once the page's first photos (those it asks for first) are decoded, the frame
 * after them has begun, and the browser has reported them painted. A photo that is not the page's
 * largest paint (or is off screen) is never reported, so that wait is short. A hidden tab draws no
 * frames, so a timer starts it there.
 */
function afterPhotosDrawn() {
  const timer = setTimeout(start, 1000);
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const painted = photoPainted(photos);
  const startNow = () => {
    clearTimeout(timer);
    start();
  };
  void Promise.all(photos.map((photo) => photo.decode().catch(() => {}))).then(() =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 100))]).then(
          startNow,
        );
      }),
    ),
  );
}

function wake(event: Event) {
  if (event.type === 'load') afterPhotosDrawn();
  else start();
}

if (!serverRendered) start();
else {
  window.addEventListener('popstate', loadAddress);
  if (document.readyState === 'complete') afterPhotosDrawn();
  else for (const event of WAKE_EVENTS) window.addEventListener(event, wake, true);
}
