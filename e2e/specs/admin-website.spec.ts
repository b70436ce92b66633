import { expect, test, type Browser, type Page } from '@playwright/test';

import { signInAsAdmin } from '../support/admin.ts';
import { storedToken } from '../support/auth.ts';

/**
 * The website editors (spec §2 "Website editors", §3 "Website settings"): an admin edits a
 * section and a visitor sees the landing site change. Each test puts the website back as it
 * found it, since the admin project's specs share one server.
 */

/** The stored `website` setting's JSON text, read as a visitor would. */
async function readWebsite(page: Page): Promise<string> {
  const response = await page.request.get('/api/settings/list');
  const rows = ((await response.json()) as { data: { name: string; value: string }[] }).data;
  return rows.find((row) => row.name === 'website')?.value ?? '{}';
}

/** Saves website groups through the API (the JSON text of an object of groups). */
async function saveWebsite(page: Page, value: string): Promise<void> {
  const response = await page.request.patch('/api/settings/website/update', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { value },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A signed-out visitor's page (a signed-in admin is sent from / to /admin). */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

let original = '';
let consoleErrors: string[] = [];
test.beforeEach(async ({ page }) => {
  // After signing in: /admin/create answers 403 once the admin exists, which is expected.
  await signInAsAdmin(page);
  consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  original = await readWebsite(page);
  await page.getByRole('link', { name: 'Website', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/website$/);
});
test.afterEach(async ({ page }) => {
  if (original) await saveWebsite(page, original);
  expect(consoleErrors, 'errors in the admin page console').toEqual([]);
});

test('the home heading edited in its editor shows on the landing page', async ({ page, browser }) => {
  const sections = page.getByRole('list', { name: 'Sections' });
  await expect(sections.getByRole('link')).toHaveCount(12);
  await expect(sections.getByRole('listitem').filter({ hasText: 'Home' }).first()).toContainText('Visible');

  await sections.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/website\/home$/);
  const form = page.getByRole('form', { name: 'Home section' });
  await expect(form.getByLabel('Heading line 1')).toHaveValue('Color your imagination');
  await form.getByLabel('Heading line 1').fill('Paint a brighter day');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Home section has been updated')).toBeVisible();

  const guest = await visitor(browser);
  await guest.goto('/');
  await expect(guest.getByRole('heading', { level: 1, name: /Paint a brighter day/ })).toBeVisible();
  // Only the home group was written: the other sections are as they were.
  await expect(guest.getByRole('button', { name: 'Is Huebook free?' })).toBeVisible();
  await guest.context().close();
});

test('a section switched off disappears from the landing page', async ({ page, browser }) => {
  const guest = await visitor(browser);
  await guest.goto('/');
  const testimonials = guest.getByRole('heading', { name: 'Loved by colorists' });
  await expect(testimonials).toBeVisible();

  await page.getByRole('link', { name: 'Testimonials', exact: true }).click();
  const form = page.getByRole('form', { name: 'Testimonials section' });
  const visible = form.getByRole('switch', { name: 'Visible' });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(visible).not.toBeChecked();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Testimonials section has been updated')).toBeVisible();
  await page.getByRole('link', { name: 'Website', exact: true }).first().click();
  await expect(
    page.getByRole('list', { name: 'Sections' }).getByRole('listitem').filter({ hasText: 'Testimonials' }),
  ).toContainText('Hidden');

  await guest.goto('/');
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(testimonials).toHaveCount(0);
  await expect(guest.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await guest.context().close();
});

test('terms written with bold text show on /terms', async ({ page, browser }) => {
  await page.getByRole('link', { name: 'Terms of Service', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/website\/terms$/);
  const form = page.getByRole('form', { name: 'Terms of Service section' });
  const content = form.getByRole('textbox', { name: 'Content' });
  await expect(content).toContainText('By using Huebook you agree');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Color kindly. ');
  await form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
  // Bold is on and the caret back in the text before typing, or the first key can go astray.
  await expect(form.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expect(content).toBeFocused();
  await page.keyboard.type('No spam allowed.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Terms of Service has been updated')).toBeVisible();

  const guest = await visitor(browser);
  await guest.goto('/terms');
  const article = guest.getByRole('main').locator('article');
  await expect(article).toContainText('Color kindly.');
  await expect(article.locator('strong')).toHaveText('No spam allowed.');
  await expect(article).not.toContainText('By using Huebook you agree');
  await guest.context().close();
});

test('scripts and event handlers saved in the terms never run on /terms', async ({ page, browser }) => {
  const website = JSON.parse(original) as { terms: { visibility: boolean } };
  const attack =
    '<p>Fair use only.</p><img src="/nope.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
    '<a href="javascript:window.__pwned = 3">Read more</a>';
  await saveWebsite(page, JSON.stringify({ terms: { ...website.terms, content: attack } }));

  const guest = await visitor(browser);
  await guest.goto('/terms');
  const article = guest.getByRole('main').locator('article');
  await expect(article).toContainText('Fair use only.');
  await expect(article.locator('script, [onerror]')).toHaveCount(0);
  await expect(article.getByText('Read more')).not.toHaveAttribute('href', /javascript:/);
  await article.getByText('Read more').click();
  expect(await guest.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await guest.context().close();
});

test('problems are listed in plain words before anything is sent', async ({ page }) => {
  await page.getByRole('link', { name: 'FAQs', exact: true }).click();
  const form = page.getByRole('form', { name: 'FAQs section' });
  const questions = form.getByRole('group', { name: /^Question \d+$/ });
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(questions).toHaveCount(count + 1);
  // Focus lands in the new item's first field.
  await expect(questions.last().getByLabel('Question', { exact: true })).toBeFocused();
  await form.getByRole('button', { name: 'Save' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(`FAQs, item ${count + 1}: Question is required.`);
  await expect(alert).toContainText(`FAQs, item ${count + 1}: Answer is required.`);
  await expect(alert).toBeFocused();

  await form.getByRole('button', { name: `Remove question ${count + 1}` }).click();
  await form.getByRole('button', { name: 'Move question 2 up' }).click();
  await expect(questions.first().getByLabel('Question', { exact: true })).toHaveValue('What are credits?');
  await expect(form.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FAQs section has been updated')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('an editor fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/website/features');
  const form = page.getByRole('form', { name: 'Features section' });
  await expect(form.getByRole('group', { name: 'Feature 1' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
