import { expectNoSeriousViolations, MARKUP_ONLY, WCAG_22_AA } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, auth, E2E_ADMIN } from './support/api.ts';

const CONTENT_PAGES = [
  '/about',
  '/contact',
  '/testimonials',
  '/faqs',
  '/privacy-policy',
  '/terms',
  '/photo',
];

test.describe('the shop’s voice', () => {
  test('a visitor sends the contact form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Meera Joshi');
    await page.getByLabel('E-mail').fill('meera.joshi@example.com');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Do you resize bangles bought elsewhere?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/thank you|we will|received/i).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('a testimonial appears once staff approve it', async ({ page, request }) => {
    const words = `Our wedding set was perfect, thank you ${Date.now()}`;
    await page.goto('/testimonials');
    await page.getByLabel('Your name').fill('Rohan and Priya');
    await page.getByLabel('Your words').fill(words);
    await page.getByRole('button', { name: 'Share your story' }).click();
    await expect(page.getByText(/after|review/i).first()).toBeVisible();
    await expect(page.getByText(words)).toBeHidden();

    const admin = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const pending = await request.get('/api/testimonials/admin?status=pending', {
      headers: auth(admin.token),
    });
    const mine = (
      (await pending.json()) as { testimonials: { _id: string; message: string }[] }
    ).testimonials.find((testimonial) => testimonial.message === words);
    expect(mine).toBeDefined();
    const approved = await request.put(`/api/testimonials/${mine!._id}/approve`, {
      headers: auth(admin.token),
    });
    expect(approved.ok()).toBe(true);

    await page.reload();
    await expect(page.getByText(words)).toBeVisible();
  });

  test('an FAQ opens and closes by keyboard, and the filter narrows the list', async ({ page }) => {
    await page.goto('/faqs');
    const question = page.getByRole('button', { name: 'How do I place an order?' });
    await question.focus();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How do I place an order?' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await page.getByLabel('Filter the questions').fill('hallmark');
    await expect(question).toBeHidden();
    await expect(page.getByRole('button', { name: /hallmark/i }).first()).toBeVisible();
  });

  test('the gallery lightbox works by keyboard and gives focus back', async ({ page }) => {
    await page.goto('/photo');
    const thumbnails = page.locator('button[aria-haspopup="dialog"]');
    await expect(thumbnails.first()).toBeVisible();
    await thumbnails.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photo gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Photo 2 of \d+/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(/Photo 3 of \d+/)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(/Photo 2 of \d+/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  for (const path of CONTENT_PAGES)
    test(`${path} has no serious accessibility violation`, MARKUP_ONLY, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, path, WCAG_22_AA);
    });
});
