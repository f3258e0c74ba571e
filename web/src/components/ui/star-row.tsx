import type { CSSProperties } from 'react';

/**
 * Five gold stars filled to `stars` of 5 (halves show as half stars), drawn by the `rating-stars`
 * utility in styles.css. Decorative: the element around it names the rating.
 */
export function StarRow({ stars, size }: { stars: number; size: number }) {
  const style = { '--stars': stars, '--star': `${size}px` } as CSSProperties;
  return <span className="rating-stars text-gold" style={style} aria-hidden="true" />;
}
