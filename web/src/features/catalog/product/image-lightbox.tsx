import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ProductImage } from '#contract/catalog.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { useZoom } from './use-zoom.ts';

type ImageLightboxProps = {
  images: readonly ProductImage[];
  index: number;
  productName: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full bg-canvas/90 text-ink shadow hover:text-accent';
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Opens `dialog` as a modal (focus stays inside, Escape closes) and returns focus on close. */
function useModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and very old browsers lack showModal; an open dialog still works there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);
  return dialogRef;
}

/**
 * Photos at full size. Zoom doubles the photo; the pointer or the arrow keys move around it;
 * unzoomed, the arrow keys step between photos.
 */
export function ImageLightbox({
  images,
  index,
  productName,
  onIndexChange,
  onClose,
}: ImageLightboxProps) {
  const dialogRef = useModal();
  const zoom = useZoom();
  const image = images[index];
  const count = images.length;

  const step = (delta: number) => {
    zoom.reset();
    onIndexChange((index + delta + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const move = ARROWS[event.key];
    if (!move) return;
    event.preventDefault();
    if (zoom.isZoomed) zoom.pan(move[0], move[1]);
    else if (count > 1 && move[0] !== 0) step(move[0]);
  };

  if (!image) return null;
  return (
    <dialog
      ref={dialogRef}
      aria-label={`Photos of ${productName}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-canvas p-0 text-ink backdrop:bg-black/70"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <p className="text-sm text-muted" aria-live="polite">
            Photo {index + 1} of {count}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={ICON_BUTTON}
              aria-pressed={zoom.isZoomed}
              onClick={zoom.toggle}
            >
              {zoom.isZoomed ? <ZoomOut size={18} aria-hidden /> : <ZoomIn size={18} aria-hidden />}
              <span className="sr-only">Zoom</span>
            </button>
            <button type="button" className={ICON_BUTTON} onClick={onClose}>
              <X size={18} aria-hidden />
              <span className="sr-only">Close</span>
            </button>
          </div>
        </div>
        <div className="relative min-h-0 flex-1 overflow-hidden" onPointerMove={zoom.onPointerMove}>
          {/* A click zooms for pointer users; the Zoom button does the same from the keyboard. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className={`h-full w-full ${zoom.isZoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
            onClick={zoom.toggle}
          >
            <ResponsiveImage
              image={image}
              alt={image.alt || productName}
              sizes="100vw"
              isPriority
              className="h-full w-full object-contain transition-transform duration-200"
              style={zoom.style}
            />
          </div>
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
