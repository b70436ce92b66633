/**
 * Color by number's screen numbers while zooming: `npm run bench -- numbers-draw`. One frame of
 * the overlay (bench/browser/numbers-draw-page.ts: `screenNumbers` + `drawNumbers` on a canvas,
 * rasterized inside the frame) in headless Chromium with software rendering, as a phone draws it
 * (a 358-CSS-px viewport at device pixel ratio 3) and as a laptop does (528 px at ratio 1), over
 * a zoom from fit to 4× and back, on the 400-region Voronoi page and the line-art fixtures.
 * The zoom runs twice: the figures are the second's (the numbers' sprites made), the first's
 * (sprites being made, at most a few a frame) and its first frame (Numbers just turned on) apart.
 * Target: well under a 60 Hz frame (16.7 ms) — the overlay shares the frame with the sheet's
 * transform and React — so a median ≤ 4 ms, on all frames and on the busiest (those
 * showing at least 80% of the most numbers). Also times the overlay's test state (`data-marks`).
 * Prints a table and writes bench/results/numbers-draw.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';

import { computeRegionMap } from '../apps/web/src/features/coloring/engine/fill/region-map.ts';
import { layoutNumbers } from '../apps/web/src/features/coloring/numbers/numbers-layout.ts';

import { LINE_ART_FIXTURES, loadFixture, summarize } from './fixtures/load-fixture.ts';
import { voronoiPage } from './fixtures/voronoi-page.ts';

const here = dirname(fileURLToPath(import.meta.url));
const FRAMES = 120;
const TARGET_MS = 4;
const SCREENS = [
  { screen: 'phone 390×844', size: 358, ratio: 3 },
  { screen: 'laptop 1280×720', size: 528, ratio: 1 },
];

const pages = [{ page: 'voronoi-400', image: voronoiPage(1024, 20) }];
for (const name of LINE_ART_FIXTURES) pages.push({ page: name, image: await loadFixture(name) });
const layouts = pages.map(({ page, image }) => ({
  page,
  marks: layoutNumbers(computeRegionMap(image), { seed: 1 }).marks,
}));

const bundle = await build({
  entryPoints: [join(here, 'browser/numbers-draw-page.ts')],
  bundle: true,
  format: 'iife',
  write: false,
  target: 'es2022',
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  headless: true,
});
const rows = [];
try {
  for (const { page, marks } of layouts)
    for (const { screen, size, ratio } of SCREENS) {
      const tab = await browser.newPage();
      await tab.setViewport({ width: 1280, height: 900, deviceScaleFactor: ratio });
      await tab.setContent('<!doctype html><body style="margin:0"></body>');
      await tab.addScriptTag({ content: bundle.outputFiles[0]!.text });
      const frames = await tab.evaluate((m, s, n) => window.numbersDrawBench(m, s, n), marks, size, FRAMES);
      await tab.close();
      const draw = summarize(frames.drawMs);
      // The busiest frames: those showing at least 80% of the most numbers any frame showed.
      const most = Math.max(...frames.shown);
      const busy = summarize(frames.drawMs.filter((_, f) => frames.shown[f]! >= 0.8 * most));
      rows.push({
        page,
        screen,
        numbered: marks.length,
        shownAtFit: frames.shown[0]!,
        shownMax: most,
        drawMedianMs: draw.medianMs,
        drawP95Ms: draw.p95Ms,
        busyMedianMs: busy.medianMs,
        drawMaxMs: Math.round(Math.max(...frames.drawMs) * 100) / 100,
        firstZoomMedianMs: summarize(frames.coldMs).medianMs,
        firstZoomMaxMs: Math.round(Math.max(...frames.coldMs) * 100) / 100,
        firstFrameMs: Math.round(frames.coldMs[0]! * 100) / 100,
        testStateMedianMs: summarize(frames.testStateMs).medianMs,
      });
    }
} finally {
  await browser.close();
}
console.table(rows);
const met = rows.every((row) => row.drawMedianMs <= TARGET_MS && row.busyMedianMs <= TARGET_MS);
console.log(
  `numbers drawn per zoom frame: median ≤ ${TARGET_MS} ms everywhere: ${met ? 'met' : 'NOT met'}; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/numbers-draw.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadavg: loadavg(), frames: FRAMES, targetMs: TARGET_MS, met, rows }, null, 2)}\n`,
);
