/**
 * What a visitor does on a server-rendered page before the app has taken it over: its links and
 * forms work without the app, but its buttons do nothing yet, and React adopts each field as it
 * finds it, taking what was typed or chosen there for the field's own value while the app's state
 * still holds the server's. So both are kept and done again once the app is interactive (`<html
 * data-interactive>`):
 * - each field changed is changed again, the way React notices: the search typed is the one Enter
 *   sends, the sort or size chosen is the one shown and bought. That includes a field changed
 *   before this script ran: the page reads and its fields take typing while the script still loads;
 * - then each button pressed is pressed again, once however often it was pressed: "Add to cart"
 *   tapped on a slow phone is not lost, nor added twice. A press before this script ran leaves no
 *   trace to find (the page's scripts may only come from the shop's own files, so none runs sooner).
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// Not a file box: React hears its change event and leaves the file chosen, and a script may set
// its value only to empty (which would drop the file).
const FIELD = '#root input:not([type="hidden"], [type="file"]), #root select, #root textarea';
const BUTTON = '#root button[type="button"]';

/** Each field changed, with what the visitor left in it: React may set a tick back as it adopts it. */
const changed = new Map<Field, string | boolean>();
const pressed = new Set<HTMLButtonElement>();

const keep = (field: Field) => changed.set(field, isTick(field) ? field.checked : field.value);

function keepChange(event: Event) {
  const field = event.target instanceof Element ? event.target.closest<Field>(FIELD) : null;
  if (field) keep(field);
}

/** Whether a field no longer holds what the page came with (its value, tick or option as sent). */
function differsFromPage(field: Field) {
  if (isTick(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const sent = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(sent, 0);
  }
  return field.value !== field.defaultValue;
}

function keepPress(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest(BUTTON);
  if (button instanceof HTMLButtonElement && !button.disabled) pressed.add(button);
}

const isTick = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * React hears a select's change event, but a box or a tick only when it differs from what React
 * last saw: it first sees the opposite, set through the element as a script would (React records
 * that), then the visitor's, by a click or set past React.
 */
function changeAgain(field: Field, left: string | boolean) {
  if (typeof left === 'boolean') {
    if (!isTick(field)) return;
    field.checked = !left;
    field.click(); // to the visitor's choice, with the click, input and change events
  } else if (field instanceof HTMLSelectElement) {
    field.value = left;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    field.value = left ? '' : ' ';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, left);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function doAgain() {
  for (const [field, left] of changed)
    if (field.isConnected && !field.disabled) changeAgain(field, left);
  changed.clear();
  // A change may re-render the page (a size chosen goes into the address): its buttons are pressed
  // once that is done, when the browser is next idle (after a moment where it cannot say).
  const pressAgain = () => {
    for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
    pressed.clear();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(pressAgain, { timeout: 1000 });
  else setTimeout(pressAgain, 100);
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

/** Starts keeping; `appRan` once the app's code has run, and it takes the page over. */
export function keepInput() {
  for (const field of document.querySelectorAll<Field>(FIELD))
    if (differsFromPage(field)) keep(field);
  document.addEventListener('click', keepPress, true);
  document.addEventListener('input', keepChange, true);
  document.addEventListener('change', keepChange, true);
  return function appRan() {
    // From here React replays a press on a part it has not adopted yet, but not a change: a field
    // it adopts while the visitor types there takes the typing as its own value too.
    document.removeEventListener('click', keepPress, true);
    whenInteractive(() => {
      document.removeEventListener('input', keepChange, true);
      document.removeEventListener('change', keepChange, true);
      doAgain();
    });
  };
}
