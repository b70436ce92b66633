import { expect, test } from '@playwright/test';

import { drawingCanvas, ownerWithPage } from '../support/coloring.ts';

/**
 * Issue 12, "Fill ready": a link straight to the coloring screen asks for everything it needs
 * at once. Its API reads leave with the scripts (an inline script of the served page,
 * apps/server/src/lib/early-reads.ts) instead of after them, each once; its picture is
 * preloaded by the served page and downloaded once; the region map's worker starts without a
 * request of its own (its code is in the screen's chunk).
 */
test('a deep link reads its user and page once each while the scripts download, and its worker needs no request', async ({
  page,
}) => {
  const pageId = await ownerWithPage(page, 'Fran Firstload');
  await page.goto('/pages/public');

  // 300 ms for every request, as on a slow network, and a cold cache (as a first visit): the
  // scripts take a visible while to arrive.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const sent = new Map<string, number[]>();
  const scriptsDone: number[] = [];
  const workers: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    sent.set(path, [...(sent.get(path) ?? []), Date.now()]);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptsDone.push(Date.now());
  });
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto(`/pages/${pageId}/color`);
  await expect(drawingCanvas(page)).toHaveClass(/cursor-/);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('huebook:fill-ready').length))
    .toBe(1);

  const reads = ['/api/users/read', `/api/pages/${pageId}/read`];
  for (const read of reads) {
    expect(sent.get(read), read).toHaveLength(1);
    // Sent before the first script had arrived: beside the scripts, not after the app ran.
    expect(sent.get(read)![0], read).toBeLessThan(Math.min(...scriptsDone));
  }
  // The picture once: the served page preloads it and the screen takes that copy.
  const picture = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
  expect(picture).toMatch(/^\/uploads\//);
  expect(sent.get(picture!)).toHaveLength(1);
  expect(workers.length).toBeGreaterThan(0);
  expect(workers.every((url) => url.startsWith('blob:'))).toBe(true);
  expect([...sent.keys()].filter((path) => path.includes('worker'))).toEqual([]);
  // No script refused by the CSP, no failed read.
  expect(errors).toEqual([]);
});
