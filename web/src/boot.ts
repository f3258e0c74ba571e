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

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const event of WAKE_EVENTS) window.removeEventListener(event, wake, true);
  void import('./main.tsx').then(() => appRan?.());
}

/**
 * Starts the app once the page's first photos (those it asks for first) are decoded and the frame
 * after them has begun, so they are drawn. A hidden tab draws no frames, so a timer starts it there.
 */
function afterPhotosDrawn() {
  const timer = setTimeout(start, 1000);
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  void Promise.all(photos.map((photo) => photo.decode().catch(() => {}))).then(() =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        start();
      }),
    ),
  );
}

function wake(event: Event) {
  if (event.type === 'load') afterPhotosDrawn();
  else start();
}

if (!serverRendered) start();
else if (document.readyState === 'complete') afterPhotosDrawn();
else for (const event of WAKE_EVENTS) window.addEventListener(event, wake, true);
