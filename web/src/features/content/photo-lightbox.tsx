import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Photo } from '#contract/content.ts';
import { ResponsiveImage } from '#web/features/catalog/components/responsive-image.tsx';
import { photoAlt } from './photo-alt.ts';

type PhotoLightboxProps = {
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to on close: the thumbnail that opened it. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-canvas/90 text-ink shadow transition-colors hover:text-accent';
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Opens the dialog as a modal, puts focus on `initial`, and hands focus back when it closes. */
function useModal(returnFocusRef: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = returnFocusRef.current;
    // jsdom and very old browsers lack showModal; an open dialog with its own focus trap works there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    initialRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      returnTo?.focus();
    };
  }, [returnFocusRef]);
  return { dialogRef, initialRef };
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
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

/** One gallery photo at full size: arrows step through, Escape closes, focus stays inside. */
export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
  onClose,
  returnFocusRef,
}: PhotoLightboxProps) {
  const { dialogRef, initialRef } = useModal(returnFocusRef);
  const photo = photos[index];
  const count = photos.length;
  const step = (delta: number) => onIndexChange((index + delta + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') trapTab(event);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && count > 1) {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  if (!photo) return null;
  const alt = photoAlt(photo, index);
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label="Photo gallery"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-canvas p-0 text-ink backdrop:bg-black/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <p className="text-sm text-muted" aria-live="polite">
            Photo {index + 1} of {count}
            <span className="sr-only">: {alt}</span>
          </p>
          <button ref={initialRef} type="button" className={ICON_BUTTON} onClick={onClose}>
            <X size={18} aria-hidden />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 flex-col">
          <div className="min-h-0 flex-1 p-2 sm:p-6">
            <ResponsiveImage
              key={photo._id}
              image={photo}
              alt={alt}
              sizes="100vw"
              isPriority
              className="h-full w-full object-contain"
            />
          </div>
          {photo.caption && (
            // The caption is already the photo's alt text; read once, not twice.
            <p aria-hidden="true" className="px-4 pb-5 text-center font-display text-lg sm:text-xl">
              {photo.caption}
            </p>
          )}
          {count > 1 && (
            <>
              <button
                type="button"
                className={`${ICON_BUTTON} absolute top-1/2 left-3 -translate-y-1/2`}
                onClick={() => step(-1)}
              >
                <ChevronLeft size={20} aria-hidden />
                <span className="sr-only">Previous photo</span>
              </button>
              <button
                type="button"
                className={`${ICON_BUTTON} absolute top-1/2 right-3 -translate-y-1/2`}
                onClick={() => step(1)}
              >
                <ChevronRight size={20} aria-hidden />
                <span className="sr-only">Next photo</span>
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
