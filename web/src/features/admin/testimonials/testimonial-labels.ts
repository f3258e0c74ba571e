import {
  TESTIMONIAL_SORTS,
  TESTIMONIAL_STATUSES,
  type TestimonialSort,
} from '#contract/testimonials.ts';
import type { TestimonialStatus } from '#web/features/testimonials/testimonials-api.ts';

export const DEFAULT_STATUS: TestimonialStatus = 'pending';

export const STATUS_LABELS: Record<TestimonialStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STATUS_OPTIONS = TESTIMONIAL_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

export const DEFAULT_SORT: TestimonialSort = 'newest';

const SORT_LABELS: Record<TestimonialSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  rating: 'Highest rated',
};

export const SORT_OPTIONS = TESTIMONIAL_SORTS.map((sort) => ({
  value: sort,
  label: SORT_LABELS[sort],
}));

/** What the empty list says for each state. */
export const EMPTY_TEXT: Record<TestimonialStatus, { title: string; body: string }> = {
  pending: {
    title: 'Nothing to review',
    body: 'New testimonials from visitors wait here until someone approves or rejects them.',
  },
  approved: {
    title: 'No approved testimonials',
    body: 'Approved testimonials are shown on the shop’s testimonials page.',
  },
  rejected: {
    title: 'No rejected testimonials',
    body: 'Rejected testimonials stay here, hidden from the shop, until they are deleted.',
  },
};

export const pickStatus = (value: string | undefined): TestimonialStatus =>
  TESTIMONIAL_STATUSES.find((each) => each === value) ?? DEFAULT_STATUS;
