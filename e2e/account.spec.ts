import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations, MARKUP_ONLY } from './support/axe.ts';
import { allowConsoleErrors, expect, test } from './support/fixtures.ts';
import { readLatestCode } from './support/outbox.ts';

// Each journey uses its own address: the server limits auth calls per e-mail.
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

// The cart and wishlist arrive in later issues; the header asks for them once signed in.
async function stubCartAndWishlist(page: Page): Promise<void> {
  await page.route(/\/api\/(cart|wishlist)\/get$/, (route) =>
    route.fulfill({ json: { items: [] } }),
  );
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.locator('#user-menu');
}

async function goViaAccountMenu(page: Page, link: string): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('link', { name: link, exact: true }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The header menu closes on navigation, so wait until the home page has replaced the form. */
async function expectSignedInAtHome(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeHidden();
}

async function logOut(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');
}

async function signUp(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/verify-email');
}

test.describe('customer account', () => {
  test('sign up, verify, log out and in, edit profile and photo, change and reset the password', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await stubCartAndWishlist(page);
    const email = uniqueEmail('asha');
    const passwords = {
      first: 'first secret 1',
      changed: 'second secret 2',
      reset: 'third secret 3',
    };

    await test.step('sign up and verify the e-mail with the code from the outbox', async () => {
      const sent = new Date();
      await signUp(page, 'Asha Menon', email, passwords.first);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Verify your email' }),
      ).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
      const code = await readLatestCode(email, { since: sent });
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify e-mail' }).click();
      await expect(page).toHaveURL('/my-profile');
      await expect(page.getByRole('heading', { level: 2, name: 'Asha Menon' })).toBeVisible();
      await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    });

    await test.step('log out, then log in again', async () => {
      await logOut(page);
      await logIn(page, email, passwords.first);
      await expectSignedInAtHome(page);
      await expect(page.getByText('Welcome back, Asha Menon!')).toBeVisible();
    });

    await test.step('upload a photo with a preview, then edit the details', async () => {
      await goViaAccountMenu(page, 'Edit Profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
      const png = await sharp({
        create: { width: 96, height: 96, channels: 3, background: '#c9a85c' },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Choose photo')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      await page.getByRole('button', { name: 'Upload photo' }).click();
      const photo = page.getByRole('img', { name: "Asha Menon's photo" });
      await expect(photo).toHaveAttribute('src', /^\/uploads\/avatars\//);
      await expect
        .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);

      await page.getByLabel('Full name').fill('Asha K. Menon');
      await page.getByLabel('Phone (optional)').fill('+91 98765 43210');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL('/my-profile');
      await expect(page.getByRole('heading', { level: 2, name: 'Asha K. Menon' })).toBeVisible();
      await expect(page.getByText('+91 98765 43210')).toBeVisible();
      await expect(page.getByRole('img', { name: "Asha K. Menon's photo" })).toBeVisible();
    });

    await test.step('change the password, flagging a mismatched confirmation first', async () => {
      await goViaAccountMenu(page, 'Update Password');
      await page.getByLabel('Current password', { exact: true }).fill(passwords.first);
      await page.getByLabel('New password', { exact: true }).fill(passwords.changed);
      const confirm = page.getByLabel('Confirm new password', { exact: true });
      await confirm.fill(`${passwords.changed}x`);
      await confirm.blur();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');
      await confirm.fill(passwords.changed);
      await expect(page.getByText('Passwords do not match')).toBeHidden();
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByText(/Password updated/)).toBeVisible();
      await expect(page).toHaveURL('/my-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    });

    await test.step('log in with the new password', async () => {
      await logOut(page);
      await logIn(page, email, passwords.changed);
      await expectSignedInAtHome(page);
    });

    await test.step('reset a forgotten password with the code from the outbox', async () => {
      await logOut(page);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL('/forgot-password');
      // The login page (which also has an E-mail field) stays up until the lazy page has loaded.
      await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
      await page.getByLabel('E-mail').fill(email);
      const sent = new Date();
      await page.getByRole('button', { name: 'Send reset code' }).click();
      await expect(page).toHaveURL('/verify-otp');
      await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
      const code = await readLatestCode(email, { since: sent });
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(page).toHaveURL('/reset-password');
      await page.getByLabel('New password', { exact: true }).fill(passwords.reset);
      await page.getByLabel('Confirm new password', { exact: true }).fill(passwords.reset);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL('/login');
    });

    await test.step('log in with the reset password', async () => {
      await logIn(page, email, passwords.reset);
      await expectSignedInAtHome(page);
      const menu = await openAccountMenu(page);
      await expect(menu.getByText('Asha K. Menon')).toBeVisible();
    });
  });

  test('refusals show on screen: wrong password, taken e-mail, wrong codes', async ({
    page,
    consoleErrors,
  }) => {
    await stubCartAndWishlist(page);
    const email = uniqueEmail('meera');
    await signUp(page, 'Meera Iyer', email, 'meera secret 1');
    const code = await readLatestCode(email);
    const wrongCode = code === '000000' ? '111111' : '000000';

    await page.getByLabel('Verification code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await expect(page.getByRole('alert')).toHaveText(/\S/);
    await expect(page).toHaveURL('/verify-email');
    await logOut(page);

    await logIn(page, email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText(/\S/);
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not the password');

    await page.goto('/signup');
    await page.getByLabel('E-mail').fill('meera@');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
    await page.getByLabel('Full name').fill('Meera Again');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('another secret');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(/\S/);
    await expect(page).toHaveURL('/signup');

    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page).toHaveURL('/verify-otp');
    await page.getByLabel('Verification code').fill('12345');
    await page.getByLabel('Verification code').blur();
    await expect(page.getByText('Enter the 6-digit code')).toBeVisible();
    await page.getByLabel('Verification code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByRole('alert')).toHaveText(/\S/);
    await expect(page).toHaveURL('/verify-otp');

    await page.goto('/reset-password');
    await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 40[019]/);
  });

  test(
    'the sign-in and sign-up screens fit 360 px and pass axe, light or dark',
    MARKUP_ONLY,
    async ({ page }) => {
      test.setTimeout(120_000); // six pages, each checked by axe
      await page.setViewportSize({ width: 360, height: 740 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const path of ['/login', '/signup', '/forgot-password']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(360);
          await expectNoSeriousViolations(page, `${path} (${colorScheme})`);
        }
      }
    },
  );
});
