import AxeBuilder from '@axe-core/playwright';
import { allowConsoleErrors, expect, test } from './support/fixtures.ts';

type Certified = {
  product: {
    defaultVariantId: string;
    variants: { _id: string; certificates: { kind: string; number: string }[] }[];
  };
};

const SOLITAIRE = 'solitaire-diamond-engagement-ring';

test.describe('certificates', () => {
  test('anyone verifies a certificate', async ({ page, request, consoleErrors }) => {
    let report = '';
    await test.step('the product page shows the piece is certified and its report numbers', async () => {
      const answer = await request.get(`/api/product/get/${SOLITAIRE}`);
      const { product } = (await answer.json()) as Certified;
      const chosen = product.variants.find((variant) => variant._id === product.defaultVariantId);
      report = chosen!.certificates.find((cert) => cert.kind === 'lab')!.number;
      await page.goto(`/products/${SOLITAIRE}`);
      const badges = page.getByRole('list', { name: 'Certificates' });
      await expect(badges.getByText('IGI certified')).toBeVisible();
      await page.getByText('Certificate numbers of the pieces in stock').click();
      await expect(page.getByRole('link', { name: report })).toBeVisible();
    });

    await test.step('the footer leads to the Verify page, where the number is typed in any case', async () => {
      await page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Verify a certificate' })
        .click();
      await expect(page).toHaveURL(/\/verify$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
      ).toBeVisible();
      await page.getByLabel('Certificate number or HUID').fill(` ${report.toLowerCase()} `);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(new RegExp(`/verify/${report}$`));
    });

    await test.step('the piece and its certificate are shown, the name leading to the piece', async () => {
      const piece = page.getByRole('article');
      await expect(piece.getByRole('heading', { name: 'IGI certificate' })).toBeVisible();
      await expect(piece.getByText(report, { exact: true })).toBeVisible();
      await expect(piece.getByText('Platinum')).toBeVisible();
      await expect(piece.getByText(/ ct$/)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations
          .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
          .map((violation) => violation.id),
      ).toEqual([]);
      await piece.getByRole('link', { name: 'Solitaire Diamond Engagement Ring' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Solitaire Diamond Engagement Ring' }),
      ).toBeVisible();
    });

    await test.step('an unknown code is plainly not found', async () => {
      await page.goto('/verify/ZZ00ZZ');
      await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
      await expect(page.getByText('“ZZ00ZZ”')).toBeVisible();
      // The browser logs the look-up's 404 answer.
      allowConsoleErrors(consoleErrors, /status of 404/);
    });
  });
});
