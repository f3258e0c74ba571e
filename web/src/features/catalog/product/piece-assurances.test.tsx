import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariantCertificate } from '#contract/certificates.ts';
import { renderApp, stubApi } from '#web/app/testing/render-app.tsx';
import { isolateEachTest } from '#web/lib/testing/test-lifecycle.ts';
import { makeProduct } from '../testing/catalog-fixtures.tsx';
import { makeVariant } from '../testing/variant-fixtures.ts';

const WITH = '0195f0a0-0000-7000-8000-0000000000d1';
const WITHOUT = '0195f0a0-0000-7000-8000-0000000000d2';
const cert = (overrides: Partial<VariantCertificate>): VariantCertificate => ({
  kind: 'huid',
  lab: null,
  number: '7XK2MN',
  carat: null,
  colour: null,
  clarity: null,
  cut: null,
  pdfUrl: null,
  sold: false,
  ...overrides,
});
const studs = makeProduct({
  _id: '0195f0a0-0000-7000-8000-0000000000dd',
  name: 'Solitaire Studs',
  slug: 'solitaire-studs',
  isReturnable: false,
  variants: [
    makeVariant({
      _id: WITH,
      sku: 'ST-18',
      options: { metal: '18K Gold' },
      certificates: [
        cert({}),
        cert({ number: 'QP44W9' }),
        cert({ kind: 'lab', lab: 'IGI', number: '573214856', carat: 0.5, colour: 'F' }),
        cert({ kind: 'lab', lab: 'GIA', number: '2141438167' }),
      ],
    }),
    makeVariant({ _id: WITHOUT, sku: 'ST-PT', options: { metal: 'Platinum' } }),
  ],
  defaultVariantId: WITH,
});

describe('certificates on the product page', () => {
  isolateEachTest();

  it('badges the chosen piece, lists its numbers as links to /verify, and says when it is not returnable', async () => {
    stubApi({
      '/api/product/get/solitaire-studs': { body: { product: studs } },
      [`/api/product/reviews/${studs._id}`]: {
        body: { reviews: [], averageRating: 0, reviewCount: 0 },
      },
      '/api/product/similar': { body: { similarProducts: [] } },
    });
    renderApp('/products/solitaire-studs');
    await screen.findByRole('heading', { level: 1, name: 'Solitaire Studs' }, { timeout: 5000 });
    const badges = screen.getByRole('list', { name: 'Certificates' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['BIS hallmarked', 'IGI certified', 'GIA certified']);
    expect(screen.getByRole('link', { name: 'QP44W9' }).getAttribute('href')).toBe(
      '/verify/QP44W9',
    );
    expect(screen.getByText(/0.5 ct, F/)).toBeTruthy();
    expect(screen.getByText(/Not returnable/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Platinum' }));
    expect(screen.queryByRole('list', { name: 'Certificates' })).toBeNull();
    expect(screen.getByText(/Not returnable/)).toBeTruthy();
  });
});
