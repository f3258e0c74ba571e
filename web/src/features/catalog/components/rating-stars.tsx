import { Star } from 'lucide-react';

type RatingStarsProps = {
  rating: number;
  /** Shown after the stars, e.g. "(12)". */
  count?: number;
  size?: number;
  className?: string;
};

const STARS = [1, 2, 3, 4, 5] as const;

export function ratingLabel(rating: number, count?: number): string {
  const stars = `Rated ${rating.toFixed(1)} out of 5`;
  if (count === undefined) return stars;
  return `${stars}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Five stars filled to the rating (to the nearest half), read out as one phrase. */
export function RatingStars({ rating, count, size = 14, className = '' }: RatingStarsProps) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, count)}
      className={`inline-flex items-center gap-1.5 ${className}`}
    >
      <span className="inline-flex text-gold" aria-hidden="true">
        {STARS.map((star) => {
          const fill = Math.min(1, Math.max(0, rounded - star + 1));
          return (
            <span
              key={star}
              className="relative inline-block"
              style={{ width: size, height: size }}
            >
              <Star size={size} strokeWidth={1.5} className="absolute inset-0" />
              {fill > 0 && (
                <span
                  className="absolute inset-0 overflow-hidden"
                  style={{ width: `${fill * 100}%` }}
                >
                  <Star size={size} strokeWidth={1.5} fill="currentColor" />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {count !== undefined && (
        <span className="text-xs text-muted" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
