import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A journey that checks only what the page is made of (axe, widths): nothing in it depends on the
 * database engine, so CI's PostgreSQL pass leaves it to the PGlite pass (playwright.config.ts).
 */
export const MARKUP_ONLY = { tag: '@markup-only' };

/** The rules of WCAG 2.2 AA, for the checks that ask for them rather than every axe rule. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag22aa'];

/** axe finds no serious or critical violation on the page as it is now (`where` names it on failure). */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  tags?: string[],
): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${where} ${violation.id}: ${violation.help}`)).toEqual([]);
}
