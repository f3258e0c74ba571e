import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFaq } from '#web/features/content/testing/content-fixtures.ts';
import { renderApp, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const FAQS = [
  makeFaq('How long does delivery take?', 'Most orders reach you within 5 to 7 working days.', 0),
  makeFaq(
    'Is your gold hallmarked?',
    'Yes: every gold piece carries the BIS hallmark and HUID.',
    1,
  ),
  makeFaq('Can I return a piece?', 'Within 15 days, unworn, with its certificate.', 2),
];

async function openFaqs(body: unknown = { data: FAQS }) {
  stubApi({ '/api/faqs': { body } });
  renderApp('/faqs');
  await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
}

const question = (name: string | RegExp) => screen.getByRole('button', { name });
const questions = () =>
  within(screen.getByRole('region', { name: 'Questions and answers' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FAQs page', () => {
  isolateEachTest();

  it('shows the questions closed, and Enter or Space on a question opens and closes its answer', async () => {
    await openFaqs();
    const delivery = await screen.findByRole('button', { name: 'How long does delivery take?' });
    expect(delivery.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(delivery.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    delivery.focus();
    fireEvent.keyDown(delivery, { key: 'Enter' });
    expect(delivery.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'How long does delivery take?' });
    expect(answer).toBe(panel);
    expect(answer.textContent).toBe('Most orders reach you within 5 to 7 working days.');

    fireEvent.keyDown(delivery, { key: ' ' });
    expect(delivery.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    fireEvent.click(delivery);
    expect(delivery.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    await openFaqs();
    const first = await screen.findByRole('button', { name: 'How long does delivery take?' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(question('Is your gold hallmarked?'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(question('Can I return a piece?'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(question('Can I return a piece?'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('filters questions and answers as the visitor types, with an empty state that clears the filter', async () => {
    await openFaqs();
    await screen.findByRole('button', { name: 'Can I return a piece?' });
    const filter = screen.getByRole('searchbox', { name: 'Filter the questions' });

    fireEvent.change(filter, { target: { value: 'HUID' } });
    expect(questions()).toEqual(['Is your gold hallmarked?']);
    expect(screen.getByText('1 of 3 questions')).toBeTruthy();

    fireEvent.change(filter, { target: { value: 'piece' } });
    expect(questions()).toEqual(['Is your gold hallmarked?', 'Can I return a piece?']);

    fireEvent.change(filter, { target: { value: 'gift wrap' } });
    expect(screen.getByRole('heading', { name: 'No questions match “gift wrap”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask us' }).getAttribute('href')).toBe('/contact');
    fireEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(questions()).toHaveLength(3);
    expect((filter as HTMLInputElement).value).toBe('');
  });

  it('without FAQs, offers to answer directly', async () => {
    await openFaqs({ data: [] });
    expect(await screen.findByRole('heading', { name: 'No questions here yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask us a question' }).getAttribute('href')).toBe(
      '/contact',
    );
  });
});
