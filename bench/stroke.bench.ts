/**
 * Stroke benchmark: `npm run bench -- stroke`. On each line-art fixture (1024×1024), one brush
 * stroke of 240 pointer samples (a zigzag 4 px a sample, brush 20 at zoom 1, one sample a
 * pointermove like coalesced events) drawn by the engine's `Stroke` on the software
 * `PixelContext`, from a start inside the page's largest region and crossing its lines:
 * - unclipped, and kept inside the lines ("Stay inside lines": `clippedContext`, which after
 *   each segment puts back what crossed the region's border, `keepInsideRegion`);
 * - median of 15 runs each, alternated; target: clipped ≤ 1.5× unclipped;
 * - the same with a pen (pressure swinging 0…1: the width follows it, curves drawn in pieces);
 * - the clip's own time (the `keepInsideRegion` calls alone, summed over the stroke), so the
 *   figure still reads on a rasterizer faster than this one (a browser canvas): the clip alone
 *   replayed over the stroke's segments on the drawn layer (same reads, passes and writes);
 * - in Chromium (headless, software rendering: bench/browser/stroke-page.ts bundled with
 *   esbuild), the same strokes through a `ColoringSession` on an on-screen canvas as the coloring
 *   screen draws them (history recorded, the live tail read back each sample), unclipped and
 *   clipped alternated, 21 runs each: the figure the target is about; and how many of the
 *   clipped stroke's pixels lie outside its region or on a line (must be 0).
 * Prints a table and writes bench/results/stroke.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';

import { computeRegionMap } from '../apps/web/src/features/coloring/engine/fill/region-map.ts';
import { PixelContext } from '../apps/web/src/features/coloring/engine/raster/pixel-context.ts';
import { imageSurface } from '../apps/web/src/features/coloring/engine/surface.ts';
import {
  clippedContext,
  keepInsideRegion,
  regionClipAt,
} from '../apps/web/src/features/coloring/engine/tools/clip.ts';
import type { StrokePoint } from '../apps/web/src/features/coloring/engine/tools/stroke.ts';
import { createPixelImage, type PixelImage } from '../apps/web/src/features/coloring/engine/types.ts';

import { LINE_ART_FIXTURES, loadFixture, summarize } from './fixtures/load-fixture.ts';
import { drawStroke as draw, largestRegionCentre, SAMPLES, STYLE, zigzag } from './fixtures/stroke-path.ts';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = 21;

/** How many layer pixels a stroke painted (alpha > 0). */
function painted(layer: PixelImage): number {
  let count = 0;
  for (let i = 3; i < layer.data.length; i += 4) if (layer.data[i]! > 0) count++;
  return count;
}

const rows = [];
for (const [name, kind] of LINE_ART_FIXTURES.flatMap(
  (f) =>
    [
      [f, 'mouse'],
      [f, 'pen'],
    ] as const,
)) {
  const map = computeRegionMap(await loadFixture(name));
  const start = largestRegionCentre(map);
  // A pen's pressure swings between 0 and 1: its curves are drawn in short pieces.
  const points: StrokePoint[] = zigzag(start, kind === 'pen');
  const clip = regionClipAt(map, start)!;
  const plain: number[] = [];
  const clipped: number[] = [];
  const clipOnly: number[] = [];
  let paintedPlain = 0;
  let paintedClipped = 0;
  const runPlain = () => {
    const layer = createPixelImage(1024, 1024);
    const t = performance.now();
    draw(new PixelContext(layer), start, points);
    return { ms: performance.now() - t, layer };
  };
  const before = createPixelImage(1024, 1024);
  const runClipped = () => {
    const layer = createPixelImage(1024, 1024);
    const t = performance.now();
    const context = clippedContext(new PixelContext(layer), imageSurface(layer), before, clip);
    draw(context, start, points, context.flush);
    return { ms: performance.now() - t, layer };
  };
  for (let run = 0; run < RUNS + 2; run++) {
    // Alternate which goes first, so neither always meets a busier machine.
    const first = run % 2 === 0 ? runPlain() : runClipped();
    const second = run % 2 === 0 ? runClipped() : runPlain();
    const [a, b] = run % 2 === 0 ? [first, second] : [second, first];
    const plainMs = a.ms;
    const clippedMs = b.ms;
    const surface = imageSurface(b.layer);
    // The clip alone, one `keepInsideRegion` a sample over its segment's box.
    const t = performance.now();
    let previous = start;
    for (const point of points) {
      const pad = STYLE.size / 2 + 1;
      const x = Math.floor(Math.min(previous.x, point.x) - pad);
      const y = Math.floor(Math.min(previous.y, point.y) - pad);
      const rect = {
        x,
        y,
        width: Math.ceil(Math.max(previous.x, point.x) + pad) - x,
        height: Math.ceil(Math.max(previous.y, point.y) + pad) - y,
      };
      keepInsideRegion(surface, rect, before, clip);
      previous = point;
    }
    const clipMs = performance.now() - t;
    if (run < 2) continue; // warm-up
    plain.push(plainMs);
    clipped.push(clippedMs);
    clipOnly.push(clipMs);
    paintedPlain = painted(a.layer);
    paintedClipped = painted(b.layer);
  }
  const p = summarize(plain);
  const c = summarize(clipped);
  rows.push({
    fixture: name,
    input: kind,
    unclipped: p,
    clipped: c,
    clipOnly: summarize(clipOnly),
    ratio: Math.round((c.medianMs / p.medianMs) * 100) / 100,
    paintedUnclipped: paintedPlain,
    paintedClipped,
  });
}

console.table(
  rows.map((r) => ({
    fixture: r.fixture,
    input: r.input,
    'unclipped ms': r.unclipped.medianMs,
    'clipped ms': r.clipped.medianMs,
    'clip alone ms': r.clipOnly.medianMs,
    'clipped / unclipped': r.ratio,
    'px painted (unclipped)': r.paintedUnclipped,
    'px painted (clipped)': r.paintedClipped,
  })),
);
/** The same strokes in Chromium, through a session on a canvas (a fresh page per fixture and input). */
async function strokesInChromium() {
  const bundle = await build({
    entryPoints: [join(here, 'browser/stroke-page.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  const script = bundle.outputFiles[0]!.text;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    headless: true,
  });
  try {
    const out = [];
    for (const name of LINE_ART_FIXTURES) {
      const png = `data:image/png;base64,${readFileSync(join(here, 'fixtures', name)).toString('base64')}`;
      for (const pen of [false, true]) {
        const tab = await browser.newPage();
        await tab.setViewport({ width: 1280, height: 1100 });
        await tab.setContent('<!doctype html><body style="margin:0"></body>');
        await tab.addScriptTag({ content: script });
        const runs = await tab.evaluate((p, isPen, n) => window.strokeBench(p, isPen, n), png, pen, RUNS);
        await tab.close();
        const unclipped = summarize(runs.unclipped);
        const clipped = summarize(runs.clipped);
        out.push({
          fixture: name,
          input: pen ? 'pen' : 'mouse',
          unclipped,
          clipped,
          ratio: Math.round((clipped.medianMs / unclipped.medianMs) * 100) / 100,
          paintedClipped: runs.paintedClipped,
          paintedOutside: runs.paintedOutside,
        });
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}
const chromium = await strokesInChromium();
console.table(
  chromium.map((r) => ({
    fixture: r.fixture,
    input: r.input,
    'Chromium unclipped ms': r.unclipped.medianMs,
    'Chromium clipped ms': r.clipped.medianMs,
    'clipped / unclipped': r.ratio,
    'px painted (clipped)': r.paintedClipped,
    'px outside region or on a line': r.paintedOutside,
  })),
);
const isNodeMet = rows.every((r) => r.ratio <= 1.5);
const isChromiumMet = chromium.every((r) => r.ratio <= 1.5 && r.paintedOutside === 0);
const met = isNodeMet && isChromiumMet;
console.log(
  'target: a clipped stroke ≤ 1.5× an unclipped one; met in Node:',
  isNodeMet,
  '; in Chromium:',
  isChromiumMet,
);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/stroke.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadavg: loadavg(), samples: SAMPLES, brushSize: STYLE.size, met, rows, chromium }, null, 2)}\n`,
);
