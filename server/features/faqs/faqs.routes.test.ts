import { describe, expect, it } from 'vitest';
import { FaqResponseSchema, FaqsResponseSchema } from '#contract/content.ts';
import { callsUnder, expectInvalid } from '../../test/factories.ts';
import { useCast, useTestApp } from '../../test/use-test-app.ts';

const shop = useTestApp();
const { customer, manager, admin } = useCast(shop);

const call = callsUnder(shop, '/api/faqs', () => manager.token);
const list = async () => FaqsResponseSchema.parse((await call('GET', '', undefined, null)).json());
const add = async (question: string, answer = 'Yes, always.', order?: number) => {
  const response = await call('POST', '', { data: { question, answer }, order });
  expect(response.statusCode).toBe(201);
  return FaqResponseSchema.parse(response.json()).data;
};

describe('/api/faqs', () => {
  it('staff add FAQs: 201 { data: { _id, faqData } }; new ones go last; anyone lists them in order', async () => {
    const first = await add('Is every gold piece BIS hallmarked?');
    const second = await add('Do you deliver across India?', 'Free insured delivery.');
    expect(second).toMatchObject({
      faqData: { question: 'Do you deliver across India?', answer: 'Free insured delivery.' },
      order: first.order + 1,
    });
    const placed = await add('Can I pay cash on delivery?', 'Yes.', 0);
    expect(placed.order).toBe(0);
    const { data } = await list();
    expect(data.map((faq) => faq._id)).toEqual([first._id, placed._id, second._id]);
  });

  it('staff change the question, the answer or the order; the rest stays', async () => {
    const faq = await add('How do I find my ring size?', 'Use our size guide.');
    const response = await call(
      'PUT',
      `/${faq._id}`,
      { data: { answer: 'Measure a ring you own.' } },
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    const { data, message } = FaqResponseSchema.parse(response.json());
    expect(data.faqData).toEqual({
      question: 'How do I find my ring size?',
      answer: 'Measure a ring you own.',
    });
    expect(message).toBe('FAQ updated');
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(faq.updatedAt));
    const moved = await call('PUT', `/${faq._id}`, { order: 99 });
    expect(moved.json().data).toMatchObject({ order: 99, faqData: data.faqData });
    expect((await list()).data.at(-1)!._id).toBe(faq._id);
  });

  it('staff delete one; it is gone from the list; a second delete answers 404', async () => {
    const faq = await add('Do you gift wrap?');
    const response = await call('DELETE', `/${faq._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'FAQ deleted' });
    expect((await list()).data.map((entry) => entry._id)).not.toContain(faq._id);
    expect((await call('DELETE', `/${faq._id}`)).statusCode).toBe(404);
  });

  it('keeps text as written: markup in a question or answer is returned as plain text', async () => {
    const faq = await add('<b>Bold</b> question?', '<script>alert(1)</script> & more');
    expect(faq.faqData).toEqual({
      question: '<b>Bold</b> question?',
      answer: '<script>alert(1)</script> & more',
    });
  });

  it.each([
    [{}, 'data'],
    [{ data: { answer: 'No question' } }, 'data.question'],
    [{ data: { question: 'Why?', answer: 'x' } }, 'data.question'],
    [{ data: { question: 'q'.repeat(301), answer: 'Long question' } }, 'data.question'],
    [{ data: { question: 'A fine question?', answer: 'a'.repeat(5001) } }, 'data.answer'],
    [{ data: { question: 'A fine question?', answer: 'Fine.' }, order: -1 }, 'order'],
    [{ data: { question: 'A fine question?', answer: 'NUL \u0000 here' } }, 'data.answer'],
    [{ data: { question: 'A fine question?', answer: 'Fine.' }, order: 'first' }, 'order'],
  ])('POST answers 400 for %j', async (payload, field) => {
    const response = await call('POST', '', payload);
    expectInvalid(response, field);
  });

  it('PUT answers 400 for an empty change, 404 for an unknown or malformed id', async () => {
    const faq = await add('What is HUID?');
    expect((await call('PUT', `/${faq._id}`, {})).statusCode).toBe(400);
    expect((await call('PUT', `/${faq._id}`, { data: { answer: '' } })).statusCode).toBe(400);
    const unknown = '0190a0a0-0000-7000-8000-000000000001';
    expect((await call('PUT', `/${unknown}`, { order: 1 })).statusCode).toBe(404);
    expect((await call('PUT', '/not-an-id', { order: 1 })).statusCode).toBe(404);
  });

  it('writes are for staff only: 401 anonymous, 403 customer, and nothing changes', async () => {
    const faq = await add('Can I exchange old gold?');
    const payload = { data: { question: 'Changed by a customer?', answer: 'No.' } };
    for (const [token, status] of [
      [null, 401],
      [customer.token, 403],
    ] as const) {
      expect((await call('POST', '', payload, token)).statusCode).toBe(status);
      expect((await call('PUT', `/${faq._id}`, payload, token)).statusCode).toBe(status);
      expect((await call('DELETE', `/${faq._id}`, undefined, token)).statusCode).toBe(status);
    }
    const kept = (await list()).data.find((entry) => entry._id === faq._id);
    expect(kept?.faqData.question).toBe('Can I exchange old gold?');
  });
});
