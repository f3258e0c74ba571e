import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ResponsiveImage, type ImageSource } from './responsive-image.tsx';
import type { useZoom } from './use-zoom.ts';

export type LightboxSlide = {
  id: string;
  image: ImageSource;
  alt: string;
  /** Shown under the photo. It repeats the alt text, so screen readers skip it. */
  caption?: string | null;
};

export const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-canvas/90 text-ink shadow transition-colors hover:text-accent';

/** The photo itself; with `zoom`, a click zooms it and it follows the zoom's focus point. */
export function LightboxPhoto({
  slide,
  zoom,
}: {
  slide: LightboxSlide;
  zoom: ReturnType<typeof useZoom> | null;
}) {
  const photo = (
    <ResponsiveImage
      key={slide.id}
      image={slide.image}
      alt={slide.alt}
      sizes="100vw"
      isPriority
      className={`h-full w-full object-contain${zoom ? 'transition-transform duration-200' : ''}`}
      style={zoom?.style}
    />
  );
  if (!zoom) return <div className="min-h-0 flex-1 p-2 sm:p-6">{photo}</div>;
  return (
    // A click zooms for pointer users; the Zoom button does the same from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={`min-h-0 flex-1 ${zoom.isZoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
      onClick={zoom.toggle}
    >
      {photo}
    </div>
  );
}

export function StepButtons({ onStep }: { onStep: (delta: number) => void }) {
  return (
    <>
      <button
        type="button"
        className={`${ICON_BUTTON} absolute top-1/2 left-3 -translate-y-1/2`}
        onClick={() => onStep(-1)}
      >
        <ChevronLeft size={20} aria-hidden />
        <span className="sr-only">Previous photo</span>
      </button>
      <button
        type="button"
        className={`${ICON_BUTTON} absolute top-1/2 right-3 -translate-y-1/2`}
        onClick={() => onStep(1)}
      >
        <ChevronRight size={20} aria-hidden />
        <span className="sr-only">Next photo</span>
      </button>
    </>
  );
}
