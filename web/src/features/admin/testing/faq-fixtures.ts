import { screen, within } from '@testing-library/react';
import type { Faq } from '#contract/content.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { stubAdminApi, unreadAnswer } from './admin-fixtures.ts';

export type Handler = Parameters<typeof stubAdminApi>[0][string];
export type FaqBody = { data?: { question?: string; answer?: string }; order?: number };

export const LIST = 'GET /api/faqs';
export const CREATE = 'POST /api/faqs';

export function makeFaq(_id: string, question: string, answer: string, order: number): Faq {
  const at = '2026-03-05T06:30:00.000Z';
  return { _id, faqData: { question, answer }, order, createdAt: at, updatedAt: at };
}

export const shipping = makeFaq('faq-1', 'Do you ship abroad?', 'Yes, to 30 countries.', 0);
export const hallmark = makeFaq(
  'faq-2',
  'Is the gold hallmarked?',
  'Every piece carries <b>BIS</b>.',
  1,
);
export const resize = makeFaq('faq-3', 'Can rings be resized?', 'Once, free of charge.', 2);

/** A small FAQ server: the list in order, add (goes last), change and delete by id. */
export function serve(initial: Faq[], overrides: Record<string, Handler> = {}) {
  let faqs = [...initial];
  const routes: Record<string, Handler> = {
    'GET /api/dashboard/notifications': unreadAnswer(0),
    [LIST]: () => ({ body: { data: [...faqs].sort((a, b) => a.order - b.order) } }),
    [CREATE]: ({ body }) => {
      const { data } = body as Required<FaqBody>;
      const created = makeFaq('faq-9', data.question!, data.answer!, faqs.length);
      faqs = [...faqs, created];
      return { status: 201, body: { data: created, message: 'FAQ added' } };
    },
  };
  for (const { _id } of initial) {
    routes[`PUT /api/faqs/${_id}`] = ({ body }) => {
      const change = body as FaqBody;
      faqs = faqs.map((faq) =>
        faq._id === _id
          ? {
              ...faq,
              faqData: { ...faq.faqData, ...change.data },
              order: change.order ?? faq.order,
            }
          : faq,
      );
      return { body: { data: faqs.find((faq) => faq._id === _id), message: 'FAQ updated' } };
    };
    routes[`DELETE /api/faqs/${_id}`] = () => {
      faqs = faqs.filter((faq) => faq._id !== _id);
      return { body: { message: 'FAQ deleted' } };
    };
  }
  return stubAdminApi({ ...routes, ...overrides });
}

export async function openFaqs() {
  signInAs('MANAGER');
  renderApp('/admin/dashboard?section=faqs');
  await screen.findByRole('heading', { level: 2, name: 'FAQs' });
}

export function questions(): string[] {
  const list = screen.getByRole('list', { name: 'FAQs in order' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

export function answerBox(): HTMLTextAreaElement {
  return screen.getByLabelText('Answer', { selector: 'textarea' });
}

export function answerError(): string | null {
  const box = answerBox();
  if (box.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(`${box.id}-error`)?.textContent ?? null;
}
