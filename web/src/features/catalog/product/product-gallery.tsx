import { ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_MAIN_IMAGE_SIZES } from '#contract/catalog-constants.ts';
import type { ProductImage } from '#contract/catalog.ts';
import { Lightbox } from '#web/components/ui/lightbox.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';

type ProductGalleryProps = { images: readonly ProductImage[]; productName: string };

const THUMBNAILS_CLASS = 'mt-4 grid grid-cols-5 gap-2 sm:gap-3';

function Thumbnail({ image }: { image: ProductImage }) {
  return (
    <ResponsiveImage
      image={image}
      alt=""
      sizes="120px"
      className="aspect-square w-full object-cover"
    />
  );
}

/** The largest rendition of a photo, for the links that stand in for the lightbox without JavaScript. */
function fullSizeUrl(image: ProductImage): string {
  const widest = image.variants.reduce<ProductImage['variants'][number] | undefined>(
    (best, variant) => (!best || variant.width > best.width ? variant : best),
    undefined,
  );
  return widest?.url ?? image.url;
}

/** The main photo (click or Enter to enlarge and zoom) with a row of thumbnails to switch it. */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [isOpen, setIsOpen] = useState(false);
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <ResponsiveImage
        image={null}
        alt={productName}
        sizes={PRODUCT_MAIN_IMAGE_SIZES}
        className="w-full border border-line"
      />
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={`Enlarge photo: ${current.alt || productName}`}
        className="group relative block w-full cursor-zoom-in overflow-hidden border border-line bg-surface"
      >
        <ResponsiveImage
          image={current}
          alt={current.alt || productName}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          isPriority
          className="aspect-square w-full object-cover"
        />
        <span className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-canvas/90 text-ink shadow transition-colors group-hover:text-accent noscript:hidden">
          <ZoomIn size={18} aria-hidden />
        </span>
      </button>
      {images.length > 1 && (
        <ul aria-label="Photos" className={`${THUMBNAILS_CLASS} noscript:hidden`}>
          {images.map((image, position) => (
            <li key={image._id}>
              <button
                type="button"
                aria-label={`Show photo ${position + 1} of ${images.length}`}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={`block w-full overflow-hidden border-2 transition-colors ${position === index ? 'border-accent' : 'border-transparent hover:border-line'}`}
              >
                <Thumbnail image={image} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length > 1 && (
        <noscript>
          <ul aria-label="Photos" className={THUMBNAILS_CLASS}>
            {images.map((image, position) => (
              <li key={image._id}>
                <a
                  href={fullSizeUrl(image)}
                  aria-label={`Open photo ${position + 1} of ${images.length}`}
                  className="block w-full overflow-hidden border-2 border-transparent hover:border-line"
                >
                  <Thumbnail image={image} />
                </a>
              </li>
            ))}
          </ul>
        </noscript>
      )}
      {isOpen && (
        <Lightbox
          label={`Photos of ${productName}`}
          slides={images.map((image) => ({ id: image._id, image, alt: image.alt || productName }))}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIsOpen(false)}
          isZoomable
        />
      )}
    </div>
  );
}
