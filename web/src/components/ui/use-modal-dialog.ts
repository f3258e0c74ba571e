import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

type ModalDialogOptions = {
  /** Where focus goes back to on close; without it, whatever had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Opens the dialog as a modal while mounted (focus stays inside, Escape closes), focuses
 * `initialFocusRef` if it is set, and hands focus back when it closes.
 */
export function useModalDialog({ returnFocusRef }: ModalDialogOptions = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocusRef ? returnFocusRef.current : opener;
    // jsdom and very old browsers lack showModal; an open dialog (with trapTab) still works there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    initialFocusRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      returnTo?.focus();
    };
  }, [returnFocusRef]);
  return { dialogRef, initialFocusRef };
}

/** Keeps Tab and Shift+Tab cycling inside the dialog; call it from the dialog's onKeyDown. */
export function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
