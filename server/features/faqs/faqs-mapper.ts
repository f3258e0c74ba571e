import type { Faq } from '#contract/content.ts';
import type { FaqRow } from './faqs.table.ts';

export const toFaq = (row: FaqRow): Faq => ({
  _id: row.id,
  faqData: { question: row.question, answer: row.answer },
  order: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
