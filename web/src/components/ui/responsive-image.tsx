import { Gem } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { ImageVariant } from '#contract/catalog.ts';

export type ImageSource = {
  url: string;
  width: number;
  height: number;
  variants: readonly ImageVariant[];
};

type ResponsiveImageProps = {
  image: ImageSource | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** Above the fold: load at once and early; otherwise lazily. */
  isPriority?: boolean;
  className?: string;
  style?: CSSProperties;
};

export function srcSetOf(variants: readonly ImageVariant[]): string | undefined {
  if (variants.length === 0) return undefined;
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * An image drawn from its renditions with `srcset`; width and height are always set so the page
 * does not shift while it loads. Without an image, a quiet placeholder of the same shape.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  isPriority = false,
  className = '',
  style,
}: ResponsiveImageProps) {
  if (!image) {
    return (
      <div
        {...(alt
          ? { role: 'img', 'aria-label': `${alt} (no photo yet)` }
          : { 'aria-hidden': true })}
        className={`flex aspect-square items-center justify-center bg-surface text-gold/70 ${className}`}
      >
        <Gem size={40} strokeWidth={1} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image.variants)}
      sizes={image.variants.length > 0 ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}

/** A category's image: its mid-size URL, sized from the rendition it names (or the largest). */
export function categoryImage(category: {
  image: string | null;
  imageVariants: readonly ImageVariant[];
}): ImageSource | null {
  if (!category.image) return null;
  const variants = category.imageVariants;
  const named =
    variants.find((variant) => variant.url === category.image) ??
    [...variants].sort((a, b) => b.width - a.width)[0];
  return {
    url: category.image,
    width: named?.width ?? 640,
    height: named?.height ?? 640,
    variants,
  };
}
