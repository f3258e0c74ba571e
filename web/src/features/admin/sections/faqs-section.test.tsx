import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldError, fillIn } from '#web/app/testing/form-helpers.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import {
  answerBox,
  answerError,
  CREATE,
  hallmark,
  LIST,
  openFaqs,
  questions,
  resize,
  serve,
  shipping,
} from '../testing/faq-fixtures.ts';

describe('FAQs section', () => {
  isolateEachTest();

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
});
