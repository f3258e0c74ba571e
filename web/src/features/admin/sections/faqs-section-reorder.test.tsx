import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { requestsTo } from '../testing/admin-fixtures.ts';
import { hallmark, openFaqs, questions, resize, serve, shipping } from '../testing/faq-fixtures.ts';

describe('FAQs section: deleting and reordering', () => {
  isolateEachTest();

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
