import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-500-italic.css';
// Drawn only where text asks for it (staff's unread notices): the storefront never fetches it.
import '@fontsource/cormorant-garamond/latin-600.css';
import './app/styles.css';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data-element.ts';

/**
 * The page's entry: its styles (inlined into the page by the server), then the app. A page the
 * server rendered reads whole and its links work before the app runs, so the app's code is fetched
 * once the page has loaded (its photos and fonts), or at the visitor's first touch or key if that
 * comes sooner: on a slow phone connection it no longer competes with the page's largest photo for
 * the first seconds. A page left to the browser (sign-in, account, admin) starts the app at once.
 */
const WAKE_EVENTS = ['load', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Buttons pressed before the app's code has run do nothing yet (links and forms work without it),
 * so each is kept, once however often it was pressed, and pressed again when the app has taken the
 * page over: "Add to cart" tapped on a slow phone is not lost, nor added twice. Once the app's code
 * has run, React itself replays a press on a part it has not hydrated yet.
 */
const pressed = new Set<HTMLButtonElement>();
function keepPress(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest('#root button[type="button"]');
  if (button instanceof HTMLButtonElement && !button.disabled) pressed.add(button);
}

function whenInteractive(then: () => void) {
  const html = document.documentElement;
  if (html.dataset.interactive) return then();
  const watching = new MutationObserver(() => {
    if (!html.dataset.interactive) return;
    watching.disconnect();
    then();
  });
  watching.observe(html, { attributes: true, attributeFilter: ['data-interactive'] });
}

function pressAgain() {
  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
  pressed.clear();
}

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const event of WAKE_EVENTS) window.removeEventListener(event, start, true);
  void import('./main.tsx').then(() => {
    document.removeEventListener('click', keepPress, true);
    whenInteractive(pressAgain);
  });
}

if (!document.getElementById(PAGE_DATA_ELEMENT_ID) || document.readyState === 'complete') start();
else {
  document.addEventListener('click', keepPress, true);
  for (const event of WAKE_EVENTS) window.addEventListener(event, start, true);
}
