import { test as base, expect, type Page } from '@playwright/test';

export interface StoredUser {
  _id: string;
  name: string;
  email: string;
  role: 'USER' | 'MANAGER' | 'ADMIN';
}

/**
 * Every journey fails on a console error or an uncaught exception unless it says it expects one.
 * `page.goto` and `page.reload` return once the page is interactive (server-rendered pages read
 * before their script has run), so a journey drives the app itself, unless asked to return at
 * `commit` or JavaScript is off; what the visitor does before the app runs is deferred-app.spec.ts's
 * to check.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilInteractive = async (options?: { waitUntil?: string }) => {
      if (javaScriptEnabled !== false && options?.waitUntil !== 'commit')
        await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilInteractive(options);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await untilInteractive(options);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** For a journey where the browser rightly logs an error (a 404 document, a refused call). */
export function allowConsoleErrors(consoleErrors: string[], pattern: RegExp): void {
  const kept = consoleErrors.filter((text) => !pattern.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/**
 * Puts a session in localStorage as the login screen would, before the app starts: with the real
 * `token` when the journey calls the API as that user, a placeholder when the API is stubbed.
 */
export async function storeSession(
  page: Page,
  user: StoredUser,
  token = 'e2e-token',
): Promise<void> {
  await page.addInitScript(
    ([stored, token]) => {
      localStorage.setItem('token', token);
      localStorage.setItem(
        'user',
        JSON.stringify({
          phone: null,
          status: 'active',
          avatar: null,
          verifyEmail: true,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          ...stored,
        }),
      );
      localStorage.setItem('verifyEmail', 'true');
    },
    [user, token] as const,
  );
}
