/**
 * History memory benchmark: `npm run bench -- history`. Draws 200 brush strokes of size 20
 * (seeded random scribbles, 8–40 smoothed points each, palette colours) on a 1024×1024
 * colour layer with the engine's software rasterizer, recording each in `History` (default
 * 64 MiB cap). Reports the bytes the history holds (target < 64 MiB with all 200 steps kept),
 * what storing each step's whole rectangle before and after would take, the ArrayBuffer
 * memory measured by V8, and undo/redo times; checks that undoing everything gives back the
 * empty layer and redoing everything the final one. Writes bench/results/history.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { PALETTE } from '@huebook/shared/constants';

import { DEFAULT_HISTORY_BYTES, History } from '../apps/web/src/features/coloring/engine/history.ts';
import { PixelContext } from '../apps/web/src/features/coloring/engine/raster/pixel-context.ts';
import { imageSurface } from '../apps/web/src/features/coloring/engine/surface.ts';
import { startBrushStroke } from '../apps/web/src/features/coloring/engine/tools/brush.ts';
import { clonePixelImage, createPixelImage } from '../apps/web/src/features/coloring/engine/types.ts';

import { summarize } from './fixtures/load-fixture.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SIZE = 1024;
const STROKES = 200;
const BRUSH_SIZE = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Mulberry32: a small seeded PRNG, so every run draws the same strokes. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(20250101);
const layer = createPixelImage(SIZE, SIZE);
const surface = imageSurface(layer);
const context = new PixelContext(layer);
const history = new History();
const empty = clonePixelImage(layer);

gc();
const buffersBefore = process.memoryUsage().arrayBuffers;
let rectBytes = 0;
let rectPixels = 0;
function drawRecordedStroke() {
  const before = clonePixelImage(layer);
  let x = 60 + rand() * (SIZE - 120);
  let y = 60 + rand() * (SIZE - 120);
  let heading = rand() * Math.PI * 2;
  const color = PALETTE[Math.floor(rand() * PALETTE.length)]!.hex;
  const stroke = startBrushStroke(context, { size: BRUSH_SIZE, zoom: 1, color }, { x, y });
  const points = 8 + Math.floor(rand() * 33);
  for (let p = 0; p < points; p++) {
    heading += (rand() - 0.5) * 1.2;
    x = Math.min(SIZE - 1, Math.max(0, x + Math.cos(heading) * 12));
    y = Math.min(SIZE - 1, Math.max(0, y + Math.sin(heading) * 12));
    stroke.addPoints([{ x, y }]);
  }
  const rect = stroke.end()!;
  history.record(surface, rect, before, { x: 0, y: 0 });
  const clipped =
    Math.max(0, Math.min(SIZE, rect.x + rect.width) - Math.max(0, rect.x)) *
    Math.max(0, Math.min(SIZE, rect.y + rect.height) - Math.max(0, rect.y));
  rectPixels += clipped;
  rectBytes += clipped * 4 * 2;
}
for (let s = 0; s < STROKES; s++) drawRecordedStroke();
gc();
await new Promise((resolve) => setTimeout(resolve, 50));
gc();
// ArrayBuffer memory grown while drawing: the history's steps, plus any garbage V8 keeps.
const buffersGrowth = process.memoryUsage().arrayBuffers - buffersBefore;
const final = clonePixelImage(layer);

const undoTimes: number[] = [];
while (history.canUndo) {
  const start = performance.now();
  history.undo(surface);
  undoTimes.push(performance.now() - start);
}
const undoExact = Buffer.compare(Buffer.from(layer.data.buffer), Buffer.from(empty.data.buffer)) === 0;
const redoTimes: number[] = [];
while (history.canRedo) {
  const start = performance.now();
  history.redo(surface);
  redoTimes.push(performance.now() - start);
}
const redoExact = Buffer.compare(Buffer.from(layer.data.buffer), Buffer.from(final.data.buffer)) === 0;

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
const result = {
  strokes: STROKES,
  brushSize: BRUSH_SIZE,
  stepsKept: history.length,
  historyMiB: mib(history.bytes),
  capMiB: mib(DEFAULT_HISTORY_BYTES),
  wholeRectBeforeAfterMiB: mib(rectBytes),
  averageRectPixels: Math.round(rectPixels / STROKES),
  measuredArrayBuffersMiB: mib(buffersGrowth),
  undo: summarize(undoTimes),
  redo: summarize(redoTimes),
  undoExact,
  redoExact,
};
console.table([
  {
    strokes: result.strokes,
    'steps kept': result.stepsKept,
    'history MiB': result.historyMiB,
    'V8 buffers MiB': result.measuredArrayBuffersMiB,
    'whole rects MiB': result.wholeRectBeforeAfterMiB,
    'undo median ms': result.undo.medianMs,
    'redo median ms': result.redo.medianMs,
    exact: undoExact && redoExact,
  },
]);
const met = result.historyMiB < 64 && result.stepsKept === STROKES && undoExact && redoExact;
console.log('target: < 64 MiB with all 200 steps kept, exact undo/redo; met:', met);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/history.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadavg: loadavg(), met, ...result }, null, 2)}\n`,
);
