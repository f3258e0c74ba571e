import type { Faq, Photo, Policy } from '#contract/content.ts';
import type { Testimonial } from '#contract/testimonials.ts';

const CREATED = '2025-01-01T00:00:00.000Z';

export function makeFaq(question: string, answer: string, order = 0): Faq {
  return {
    _id: `faq-${order}-${question.length}`,
    faqData: { question, answer },
    order,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

export function makePolicy(title: string, html: string, updatedAt = CREATED, order = 0): Policy {
  return {
    _id: `policy-${order}`,
    title,
    content: html,
    html,
    order,
    createdAt: CREATED,
    updatedAt,
  };
}

export function makePhoto(index: number, caption: string | null = `Photo caption ${index}`): Photo {
  const name = `/uploads/photos/p${index}`;
  return {
    _id: `photo-${index}`,
    caption,
    url: `${name}-960.webp`,
    width: 960,
    height: 720,
    variants: [
      { width: 480, height: 360, url: `${name}-480.webp` },
      { width: 960, height: 720, url: `${name}-960.webp` },
      { width: 1600, height: 1200, url: `${name}-1600.webp` },
    ],
    createdAt: CREATED,
  };
}

export function makeTestimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    _id: 't1',
    name: 'Kavya Sharma',
    message: 'My wedding set was perfect, and the polki sparkles in every photo.',
    rating: 4,
    location: 'Pune',
    isVerifiedBuyer: false,
    status: 'approved',
    createdAt: CREATED,
    ...overrides,
  };
}
