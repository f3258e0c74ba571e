import { X, ZoomIn, ZoomOut } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { ICON_BUTTON, LightboxPhoto, StepButtons, type LightboxSlide } from './lightbox-parts.tsx';
import { trapTab, useModalDialog } from './use-modal-dialog.ts';
import { useZoom } from './use-zoom.ts';

type LightboxProps = {
  /** The dialog's accessible name. */
  label: string;
  slides: readonly LightboxSlide[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Adds a Zoom button; zoomed, the pointer or the arrow keys move around the photo. */
  isZoomable?: boolean;
  /** Reads each photo's alt text after its number, as the counter changes. */
  isAltAnnounced?: boolean;
  /** Where focus goes back to on close (the thumbnail that opened it); else the opener. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Photos at full size in a modal dialog: the arrow keys or buttons step through them, Escape
 * closes, Tab stays inside, and focus goes back where it came from.
 */
export function Lightbox({
  label,
  slides,
  index,
  onIndexChange,
  onClose,
  isZoomable = false,
  isAltAnnounced = false,
  returnFocusRef,
}: LightboxProps) {
  const { dialogRef, initialFocusRef } = useModalDialog({ returnFocusRef });
  const zoom = useZoom();
  const slide = slides[index];
  const count = slides.length;

  const step = (delta: number) => {
    zoom.reset();
    onIndexChange((index + delta + count) % count);
  };

  const onArrow = (event: KeyboardEvent, [dx, dy]: [number, number]) => {
    // With zoom, every arrow key belongs to the lightbox, even one that does nothing yet.
    if (isZoomable) event.preventDefault();
    if (zoom.isZoomed) zoom.pan(dx, dy);
    else if (count > 1 && dx !== 0) {
      event.preventDefault();
      step(dx);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const move = ARROWS[event.key];
    if (event.key === 'Tab') trapTab(event);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (move) onArrow(event, move);
  };

  if (!slide) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label={label}
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
            {isAltAnnounced && <span className="sr-only">: {slide.alt}</span>}
          </p>
          <div className="flex gap-2">
            {isZoomable && (
              <button
                ref={initialFocusRef}
                type="button"
                className={ICON_BUTTON}
                aria-pressed={zoom.isZoomed}
                onClick={zoom.toggle}
              >
                {zoom.isZoomed ? (
                  <ZoomOut size={18} aria-hidden />
                ) : (
                  <ZoomIn size={18} aria-hidden />
                )}
                <span className="sr-only">Zoom</span>
              </button>
            )}
            <button
              ref={isZoomable ? undefined : initialFocusRef}
              type="button"
              className={ICON_BUTTON}
              onClick={onClose}
            >
              <X size={18} aria-hidden />
              <span className="sr-only">Close</span>
            </button>
          </div>
        </div>
        <div
          className={`relative flex min-h-0 flex-1 flex-col ${isZoomable ? 'overflow-hidden' : ''}`}
          onPointerMove={isZoomable ? zoom.onPointerMove : undefined}
        >
          <LightboxPhoto slide={slide} zoom={isZoomable ? zoom : null} />
          {slide.caption && (
            <p aria-hidden="true" className="px-4 pb-5 text-center font-display text-lg sm:text-xl">
              {slide.caption}
            </p>
          )}
          {count > 1 && <StepButtons onStep={step} />}
        </div>
      </div>
    </dialog>
  );
}
