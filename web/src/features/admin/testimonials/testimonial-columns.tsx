import { BadgeCheck } from 'lucide-react';
import type { Testimonial } from '#contract/testimonials.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { TestimonialStars } from '#web/features/testimonials/testimonial-card.tsx';
import type { Column } from '../components/data-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TestimonialActions } from './testimonial-actions.tsx';

/** The moderation table; `linkedId` is the testimonial a notification pointed to, if any. */
export function testimonialColumns(linkedId: string | undefined): Column<Testimonial>[] {
  return [
    {
      id: 'from',
      header: 'From',
      isRowHeader: true,
      className: 'w-48 align-top',
      cell: (item) => (
        <div className="space-y-1">
          <p className="font-medium">{item.name}</p>
          <p className="text-muted">{item.location ?? 'No location'}</p>
          {item.isVerifiedBuyer && (
            <p className="flex items-center gap-1.5 text-xs text-success">
              <BadgeCheck size={14} aria-hidden /> Verified buyer
            </p>
          )}
          {item._id === linkedId && <StatusBadge tone="warning">From notification</StatusBadge>}
        </div>
      ),
    },
    {
      id: 'testimonial',
      header: 'Testimonial',
      className: 'align-top',
      cell: (item) => (
        <div className="max-w-prose space-y-2">
          {item.rating ? (
            <TestimonialStars rating={item.rating} />
          ) : (
            <p className="text-xs text-muted">No rating</p>
          )}
          <p className="break-words whitespace-pre-line">{item.message}</p>
        </div>
      ),
    },
    {
      id: 'received',
      header: 'Received',
      className: 'whitespace-nowrap align-top',
      cell: (item) => <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'w-44 align-top',
      cell: (item) => <TestimonialActions item={item} />,
    },
  ];
}
