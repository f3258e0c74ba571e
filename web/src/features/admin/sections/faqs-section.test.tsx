import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Faq } from '#contract/content.ts';
import { fieldError, fillIn, silenceAudio } from '#web/app/testing/account-fixtures.ts';
import { renderApp, signInAs } from '#web/app/testing/render-app.tsx';
import { signOut } from '#web/lib/session.ts';
import { requestsTo, stubAdminApi, unreadAnswer } from '../testing/admin-fixtures.ts';

type Handler = Parameters<typeof stubAdminApi>[0][string];
type FaqBody = { data?: { question?: string; answer?: string }; order?: number };

const LIST = 'GET /api/faqs';
const CREATE = 'POST /api/faqs';

function makeFaq(_id: string, question: string, answer: string, order: number): Faq {
  const at = '2026-03-05T06:30:00.000Z';
  return { _id, faqData: { question, answer }, order, createdAt: at, updatedAt: at };
}

const shipping = makeFaq('faq-1', 'Do you ship abroad?', 'Yes, to 30 countries.', 0);
const hallmark = makeFaq('faq-2', 'Is the gold hallmarked?', 'Every piece carries <b>BIS</b>.', 1);
const resize = makeFaq('faq-3', 'Can rings be resized?', 'Once, free of charge.', 2);

/** A small FAQ server: the list in order, add (goes last), change and delete by id. */
function serve(initial: Faq[], overrides: Record<string, Handler> = {}) {
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

async function openFaqs() {
  signInAs('MANAGER');
  renderApp('/admin/dashboard?section=faqs');
  await screen.findByRole('heading', { level: 2, name: 'FAQs' });
}

function questions(): string[] {
  const list = screen.getByRole('list', { name: 'FAQs in order' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function answerBox(): HTMLTextAreaElement {
  return screen.getByLabelText('Answer', { selector: 'textarea' });
}

function answerError(): string | null {
  const box = answerBox();
  if (box.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(`${box.id}-error`)?.textContent ?? null;
}

describe('FAQs section', () => {
  beforeEach(() => {
    localStorage.clear();
    silenceAudio();
  });
  afterEach(() => {
    cleanup();
    signOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists the FAQs in their order, answers as plain text, never as markup', async () => {
    serve([shipping, hallmark, resize]);
    await openFaqs();
    await screen.findByRole('heading', { level: 2, name: shipping.faqData.question });
    expect(questions()).toEqual([
      'Do you ship abroad?',
      'Is the gold hallmarked?',
      'Can rings be resized?',
    ]);
    expect(screen.getByText('Every piece carries <b>BIS</b>.')).toBeTruthy();
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByText('3 questions on the FAQ page, in this order.')).toBeTruthy();
  });

  it('says when there are no FAQs yet', async () => {
    serve([]);
    await openFaqs();
    expect(await screen.findByRole('heading', { name: 'No FAQs yet' })).toBeTruthy();
  });

  it('when the list cannot be read, shows Fetch failed and reads it again on Retry', async () => {
    let isDown = true;
    serve([shipping], {
      [LIST]: () => (isDown ? { status: 400, body: {} } : { body: { data: [shipping] } }),
    });
    await openFaqs();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fetch failed')).toBeTruthy();
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: shipping.faqData.question }),
    ).toBeTruthy();
  });

  it('adds an FAQ: checks the fields by the shared rules, sends { data } trimmed, lists it last', async () => {
    const fetchMock = serve([shipping]);
    await openFaqs();
    await screen.findByRole('heading', { level: 2, name: shipping.faqData.question });
    fireEvent.click(screen.getByRole('button', { name: 'New FAQ' }));
    await screen.findByRole('heading', { level: 2, name: 'New FAQ' });

    fillIn('Question', 'Gift?');
    await waitFor(() => expect(fieldError('Question')).toBeNull());
    fillIn('Question', 'Box');
    await waitFor(() =>
      expect(fieldError('Question')).toBe('Question must be at least 5 characters'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await waitFor(() => expect(answerError()).toBe('Answer must be at least 2 characters'));
    expect(requestsTo(fetchMock, CREATE)).toEqual([]);

    fillIn('Question', '  Do you gift-wrap?  ');
    fireEvent.change(answerBox(), { target: { value: 'Yes, in our velvet box.\nFree.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByText('FAQ added')).toBeTruthy();
    expect(requestsTo(fetchMock, CREATE).map(({ body }) => body)).toEqual([
      { data: { question: 'Do you gift-wrap?', answer: 'Yes, in our velvet box.\nFree.' } },
    ]);
    await waitFor(() => expect(questions()).toEqual(['Do you ship abroad?', 'Do you gift-wrap?']));
    expect(screen.queryByRole('heading', { level: 2, name: 'New FAQ' })).toBeNull();
  });

  it("puts the server's per-field refusal on the field and shows its message", async () => {
    serve([], {
      [CREATE]: {
        status: 400,
        body: {
          message: 'data.question: Asked already',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'data.question', message: 'Asked already' }],
        },
      },
    });
    await openFaqs();
    fireEvent.click(await screen.findByRole('button', { name: 'New FAQ' }));
    fillIn('Question', 'Do you ship abroad?');
    fireEvent.change(answerBox(), { target: { value: 'Yes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await waitFor(() => expect(fieldError('Question')).toBe('Asked already'));
    expect((await screen.findAllByText('data.question: Asked already')).length).toBeGreaterThan(0);
  });

  it('edits an FAQ in place: the form holds its text, PUT sends the change, the list shows it', async () => {
    const fetchMock = serve([shipping, hallmark]);
    await openFaqs();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Do you ship abroad?”' }));
    expect(screen.getByLabelText<HTMLInputElement>('Question').value).toBe('Do you ship abroad?');
    expect(answerBox().value).toBe('Yes, to 30 countries.');
    fireEvent.change(answerBox(), { target: { value: 'Yes, to 40 countries.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(await screen.findByText('FAQ updated')).toBeTruthy();
    expect(requestsTo(fetchMock, `PUT /api/faqs/${shipping._id}`).map(({ body }) => body)).toEqual([
      { data: { question: 'Do you ship abroad?', answer: 'Yes, to 40 countries.' } },
    ]);
    expect(await screen.findByText('Yes, to 40 countries.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save FAQ' })).toBeNull();
  });

  it('when a save fails without a reason, says Something went wrong and keeps the form', async () => {
    serve([shipping], { [`PUT /api/faqs/${shipping._id}`]: { status: 500, body: {} } });
    await openFaqs();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Do you ship abroad?”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save FAQ' })).toBeTruthy();
  });

  it('deletes an FAQ only after confirmation, and the list updates', async () => {
    const fetchMock = serve([shipping, hallmark]);
    const path = `DELETE /api/faqs/${hallmark._id}`;
    await openFaqs();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete “Is the gold hallmarked?”' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, path)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Is the gold hallmarked?”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this FAQ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('FAQ deleted')).toBeTruthy();
    await waitFor(() => expect(questions()).toEqual(['Do you ship abroad?']));
    expect(requestsTo(fetchMock, path)).toHaveLength(1);
  });

  it("a failed delete shows the server's message, or Delete failed when it gives none", async () => {
    serve([shipping, hallmark], {
      [`DELETE /api/faqs/${shipping._id}`]: { status: 500, body: {} },
      [`DELETE /api/faqs/${hallmark._id}`]: {
        status: 404,
        body: { message: 'FAQ not found', code: 'NOT_FOUND' },
      },
    });
    await openFaqs();
    const remove = async (question: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Delete “${question}”` }));
      const dialog = screen.getByRole('dialog', { name: 'Delete this FAQ?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove('Do you ship abroad?');
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await remove('Is the gold hallmarked?');
    expect(await screen.findByText('FAQ not found')).toBeTruthy();
  });

  it('moves an FAQ down: sends the new places and the list follows', async () => {
    const fetchMock = serve([shipping, hallmark, resize]);
    await openFaqs();
    const up = await screen.findByRole('button', { name: 'Move “Do you ship abroad?” up' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Do you ship abroad?” down' }));
    expect(await screen.findByText('Moved “Do you ship abroad?” down')).toBeTruthy();
    await waitFor(() =>
      expect(questions()).toEqual([
        'Is the gold hallmarked?',
        'Do you ship abroad?',
        'Can rings be resized?',
      ]),
    );
    expect(requestsTo(fetchMock, `PUT /api/faqs/${shipping._id}`).map(({ body }) => body)).toEqual([
      { order: 1 },
    ]);
    expect(requestsTo(fetchMock, `PUT /api/faqs/${hallmark._id}`).map(({ body }) => body)).toEqual([
      { order: 0 },
    ]);
    expect(requestsTo(fetchMock, `PUT /api/faqs/${resize._id}`)).toEqual([]);
  });
});
