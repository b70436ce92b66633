import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { signUp, storedToken, uniqueEmail } from '../support/auth.ts';

const redFlower = fileURLToPath(new URL('../fixtures/photos/red-flower.jpg', import.meta.url));

/** The page's illustration on the coloring screen. */
function illustration(page: Page) {
  return page.getByRole('img', { name: /coloring page/i });
}

/** Waits for the illustration to load and returns its natural size. */
async function loadedSize(page: Page): Promise<{ width: number; height: number }> {
  const img = illustration(page);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
  return img.evaluate((el) => ({
    width: (el as HTMLImageElement).naturalWidth,
    height: (el as HTMLImageElement).naturalHeight,
  }));
}

/**
 * Draws the illustration into a canvas in the page and counts the pixels that are neither
 * black nor white: coloured (channels apart by more than 24) or mid-grey (24–231).
 */
async function colorStats(page: Page): Promise<{ total: number; other: number; dark: number }> {
  return illustration(page).evaluate((el) => {
    const img = el as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let other = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) {
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const spread = Math.max(r, g, b) - Math.min(r, g, b);
      const grey = (r + g + b) / 3;
      if (spread > 24 || (grey > 24 && grey < 231)) other += 1;
      else if (grey <= 24) dark += 1;
    }
    return { total: data.length / 4, other, dark };
  });
}

/** The coloring screen of a new page is open and ready for coloring. */
async function expectColoringScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pages\/[^/]+\/color$/);
  expect(await loadedSize(page)).toEqual({ width: 1024, height: 1024 });
  const brush = page.getByRole('button', { name: 'Brush' });
  await expect(brush).toBeVisible();
  await brush.click();
}

test('a too-short prompt shows a clear message and sends nothing', async ({ page }) => {
  await signUp(page, 'Shorty Prompt', uniqueEmail('short'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pages/create')) sent.push(request.url());
  });
  await page.goto('/pages/create/ai');
  await page.getByLabel('Prompt').fill('ab');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Describe the page in at least 3 characters');
  await page.getByLabel('Prompt').press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/create\/ai$/);
  expect(sent).toEqual([]);
});

test('a user creates a page from a suggested prompt (offline) and colors it', async ({ page }) => {
  await signUp(page, 'Ava Prompt', uniqueEmail('prompt'));
  await page.getByRole('link', { name: 'Create page' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create page' })).toBeVisible();
  await expect(page.getByText('3 page creations left this month')).toBeVisible();
  await page.getByRole('link', { name: 'Create page with AI' }).click();
  await expect(page).toHaveURL(/\/pages\/create\/ai$/);

  const prompt = page.getByLabel('Prompt');
  await page.getByRole('button', { name: 'Suggest a prompt' }).click();
  await expect(prompt).not.toHaveValue('');
  const idea = await prompt.inputValue();
  await expect(page.getByText(`${idea.length}/500`)).toBeVisible();

  await page.getByRole('button', { name: 'Generate' }).click();
  await expectColoringScreen(page);
  await expect(page.getByText('Drawn from our library')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try another' })).toBeVisible();
  await expect(page.getByText(/OpenAI key/)).toHaveCount(0);

  // The offline generator drew it (the e2e server has no OpenAI key), from the prompt.
  const pageId = page.url().split('/').at(-2)!;
  const token = await storedToken(page);
  const read = await page.request.get(`/api/pages/${pageId}/read`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await read.json()) as { data: unknown }).data).toMatchObject({
    source: 'ai',
    generator: 'offline',
    prompt: idea.trim(),
  });

  // The new page is in My pages, and the credit was spent.
  await page.goto('/pages');
  await expect(page.locator(`a[href="/pages/${pageId}/color"]`).first()).toBeVisible();
  await page.goto('/pages/create');
  await expect(page.getByText('2 page creations left this month')).toBeVisible();
});

test('a prompt naming an animal the library has no drawing of says so, and offers another prompt', async ({
  page,
}) => {
  // A laptop's screen: the note must be in view beside the page, not below it.
  await page.setViewportSize({ width: 1280, height: 720 });
  await signUp(page, 'Quinn Quokka', uniqueEmail('missing'));
  await page.goto('/pages/create/ai');
  // The drawing library has no quokka: the page shows what it has in the garden.
  await page.getByLabel('Prompt').fill('A quokka in the garden');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expectColoringScreen(page);
  await expect(page.getByText('Drawn from our library')).toBeVisible();
  const sentence = page.getByText(
    /^We have no drawing of a quokka yet, so this page shows .+ in the garden\.$/,
  );
  await expect(sentence).toBeVisible();
  // Seen without scrolling, on a laptop and on a phone, and never over the page.
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const part of [sentence, page.getByRole('link', { name: 'Try another prompt' })]) {
      await expect(part, `${size.width}×${size.height}`).toBeInViewport({ ratio: 1 });
      const [box, canvas] = await Promise.all([part.boundingBox(), illustration(page).boundingBox()]);
      const overlaps =
        !!box &&
        !!canvas &&
        box.x < canvas.x + canvas.width &&
        canvas.x < box.x + box.width &&
        box.y < canvas.y + canvas.height &&
        canvas.y < box.y + box.height;
      expect(overlaps, `${size.width}×${size.height}`).toBe(false);
    }
  }

  await page.getByRole('link', { name: 'Try another prompt' }).click();
  await expect(page).toHaveURL(/\/pages\/create\/ai\?prompt=/);
  await expect(page.getByLabel('Prompt')).toHaveValue('A quokka in the garden');
  await expect(page.getByLabel('Prompt')).toBeFocused();
});

test('a user uploads a photo converted to line art and colors it', async ({ page }) => {
  await signUp(page, 'Uma Upload', uniqueEmail('lineart'));
  await page.goto('/pages/create/upload');
  await page.getByLabel('Picture').setInputFiles(redFlower);
  await expect(page.getByText('red-flower.jpg')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();

  const lineArt = page.getByRole('switch', { name: 'Convert to line art' });
  await expect(lineArt).not.toBeChecked();
  await lineArt.click();
  await expect(lineArt).toBeChecked();
  await page.getByRole('button', { name: 'Create page' }).click();
  await expectColoringScreen(page);
  await expect(page.getByText('Made from your photo')).toBeVisible();
  await expect(page.getByText(/library/)).toHaveCount(0);

  // Black lines on white: no colour and no grey is left of the red flower.
  const stats = await colorStats(page);
  expect(stats.other / stats.total).toBeLessThan(0.002);
  expect(stats.dark).toBeGreaterThan(stats.total * 0.005);
});
