import { StarRow } from '#web/components/ui/star-row.tsx';

type RatingStarsProps = {
  rating: number;
  /** Shown after the stars, e.g. "(12)". */
  count?: number;
  size?: number;
  className?: string;
};

export function ratingLabel(rating: number, count?: number): string {
  const stars = `Rated ${rating.toFixed(1)} out of 5`;
  if (count === undefined) return stars;
  return `${stars}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Five stars filled to the rating (to the nearest half), read out as one phrase. */
export function RatingStars({ rating, count, size = 14, className = '' }: RatingStarsProps) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, count)}
      className={`inline-flex items-center gap-1.5 ${className}`}
    >
      <StarRow stars={Math.round(rating * 2) / 2} size={size} />
      {count !== undefined && (
        <span className="text-xs text-muted" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
