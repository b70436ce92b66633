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
 *   replayed over the stroke's segments on the drawn layer (same reads, passes and writes).
 * Prints a table and writes bench/results/stroke.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  computeRegionMap,
  type RegionMap,
} from '../apps/web/src/features/coloring/engine/fill/region-map.ts';
import { PixelContext } from '../apps/web/src/features/coloring/engine/raster/pixel-context.ts';
import { imageSurface } from '../apps/web/src/features/coloring/engine/surface.ts';
import { startBrushStroke } from '../apps/web/src/features/coloring/engine/tools/brush.ts';
import {
  clippedContext,
  keepInsideRegion,
  regionClipAt,
} from '../apps/web/src/features/coloring/engine/tools/clip.ts';
import type { StrokeContext, StrokePoint } from '../apps/web/src/features/coloring/engine/tools/stroke.ts';
import {
  createPixelImage,
  type PixelImage,
  type Point,
} from '../apps/web/src/features/coloring/engine/types.ts';

import { LINE_ART_FIXTURES, loadFixture, summarize } from './fixtures/load-fixture.ts';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = 21;
const SAMPLES = 240;
const STYLE = { size: 20, zoom: 1, color: '#ef4444' };

/** The centre of the largest region: where the stroke starts. */
function largestRegionCentre(map: RegionMap): Point {
  let best = 1;
  for (let label = 2; label <= map.regionCount; label++)
    if (map.areas[label]! > map.areas[best]!) best = label;
  // A run in the middle row of the region's bounds.
  const midY = (map.bounds[best * 4 + 1]! + map.bounds[best * 4 + 3]!) >> 1;
  for (let r = map.runOffsets[best]! * 3; r < map.runOffsets[best + 1]! * 3; r += 3) {
    if (map.runs[r] === midY) return { x: (map.runs[r + 1]! + map.runs[r + 2]!) / 2, y: midY };
  }
  return { x: map.runs[map.runOffsets[best]! * 3 + 1]!, y: map.runs[map.runOffsets[best]! * 3]! };
}

/** A zigzag from `start`: 4 px a sample, turning every 40 samples, kept on the page. */
function zigzag(start: Point): Point[] {
  const points: Point[] = [];
  let { x, y } = start;
  let dx = 4;
  for (let i = 0; i < SAMPLES; i++) {
    if (i % 40 === 39) dx = -dx;
    x = Math.min(1000, Math.max(24, x + dx));
    y = Math.min(1000, Math.max(24, y + 1.5));
    points.push({ x, y });
  }
  return points;
}

/** One stroke, a sample a pointermove; `flush` after each (what the session does when clipped). */
function draw(context: StrokeContext, start: Point, points: readonly StrokePoint[], flush = () => {}): void {
  const stroke = startBrushStroke(context, STYLE, start);
  flush();
  for (const point of points) {
    stroke.addPoints([point]);
    flush();
  }
  stroke.end();
  flush();
}

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
  const points: StrokePoint[] = zigzag(start).map((p, i) =>
    kind === 'pen' ? { ...p, pressure: 0.5 + 0.5 * Math.sin(i / 8) } : p,
  );
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
const met = rows.every((r) => r.ratio <= 1.5);
console.log('target: a clipped stroke ≤ 1.5× an unclipped one; met:', met);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/stroke.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadavg: loadavg(), samples: SAMPLES, brushSize: STYLE.size, met, rows }, null, 2)}\n`,
);
