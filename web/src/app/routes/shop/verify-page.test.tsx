import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerifyResponse } from '#contract/certificates.ts';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { renderApp, stubApi } from '../../testing/render-app.tsx';

const SOLITAIRE: VerifyResponse = {
  piece: {
    name: 'Solitaire Diamond Engagement Ring',
    slug: 'solitaire-diamond-engagement-ring',
    images: ['/uploads/products/ring-640.webp'],
    metal: 'Platinum',
    purity: '950',
    weightGrams: 3.94,
    options: { size: '14' },
  },
  certificate: {
    kind: 'lab',
    lab: 'IGI',
    number: '573214856',
    carat: 0.9,
    colour: 'F',
    clarity: 'VS1',
    cut: 'Excellent',
    pdfUrl: null,
  },
};

describe('verify a certificate', () => {
  isolateEachTest();

  it('looks a typed number up and shows the piece and its certificate', async () => {
    const fetchMock = stubApi({ '/api/verify/573214856': { body: SOLITAIRE } });
    const { history } = renderApp('/verify');
    await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' });
    fireEvent.change(screen.getByLabelText(/Certificate number or HUID/), {
      target: { value: ' 573214856 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    const name = await screen.findByRole('link', { name: 'Solitaire Diamond Engagement Ring' });
    expect(history.location.pathname).toBe('/verify/573214856');
    expect(name.getAttribute('href')).toBe('/products/solitaire-diamond-engagement-ring');
    expect(screen.getByRole('heading', { name: 'IGI certificate' })).toBeTruthy();
    for (const text of ['Platinum', '950', '3.94 g', '14', '0.9 ct', 'F', 'VS1', 'Excellent'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Solitaire Diamond Engagement Ring' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/api/verify/573214856')),
    ).toBe(true);
  });

  it('says plainly when no piece has the code, and refuses one that cannot be a number', async () => {
    stubApi({
      '/api/verify/ZZZZ99': {
        status: 404,
        body: { message: 'No piece with this certificate number or HUID', code: 'NOT_FOUND' },
      },
    });
    renderApp('/verify/zzzz99');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('“ZZZZ99”');

    fireEvent.change(screen.getByLabelText(/Certificate number or HUID/), {
      target: { value: 'ab' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a certificate number or HUID')).toBeTruthy();
  });
});
