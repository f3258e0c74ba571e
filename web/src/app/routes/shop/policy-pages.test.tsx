import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePolicy } from '#web/features/content/testing/content-fixtures.ts';
import { renderApp, stubApi } from '../../testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';

const PRIVACY = [
  makePolicy(
    'What we collect',
    '<p>Your name, address and <strong>phone</strong>.</p><ul><li>Orders</li></ul>',
    '2025-03-04T10:00:00.000Z',
    0,
  ),
  makePolicy(
    'How we use it',
    '<p>To deliver your order. <a href="/contact" rel="noopener noreferrer">Ask us</a>.</p>',
    '2025-06-18T20:15:00.000Z',
    1,
  ),
  makePolicy('Your choices', '<p>Ask us to delete your data.</p>', '2025-01-10T08:00:00.000Z', 2),
];

describe('privacy policy and terms pages', () => {
  isolateEachTest();

  it('shows the sections in the server’s order under their titles, with contents links and the latest change date', async () => {
    stubApi({ '/api/privacy': { body: { data: PRIVACY } } });
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'What we collect' });

    const sections = screen.getByRole('region', { name: 'What we collect' }).parentElement!;
    const titles = within(sections)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['What we collect', 'How we use it', 'Your choices']);

    const first = screen.getByRole('region', { name: 'What we collect' });
    expect(within(first).getByText('phone').tagName).toBe('STRONG');
    expect(within(first).getByRole('listitem').textContent).toBe('Orders');

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['What we collect', '#what-we-collect'],
      ['How we use it', '#how-we-use-it'],
      ['Your choices', '#your-choices'],
    ]);
    expect(document.getElementById('how-we-use-it')?.tagName).toBe('H2');

    // 20:15 UTC on 18 June is already 19 June in India.
    const date = screen.getByText('19 June 2025');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2025-06-18T20:15:00.000Z');
    expect(date.parentElement?.textContent).toBe('Last updated on 19 June 2025');
    expect(document.title).toBe('Privacy Policy · Kanak Jewels');
  });

  it('reads the terms from their own call and links to the privacy policy', async () => {
    stubApi({
      '/api/terms': {
        body: { data: [makePolicy('Orders', '<p>We confirm each order by e-mail.</p>')] },
      },
    });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('We confirm each order by e-mail.')).toBeTruthy();
    expect(screen.getByText('1 January 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('without sections, says the page is being written and offers a way to ask', async () => {
    stubApi({ '/api/terms': { body: { data: [] } } });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'This page is being written' })).toBeTruthy();
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
