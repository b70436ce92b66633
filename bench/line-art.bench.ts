/**
 * Line-art benchmark: `npm run bench -- line-art`. Times `renderLineArt` on this thread at each
 * detail level (target: Medium on a 1024×1024 photo in at most 400 ms median on one core),
 * `convertToLineArt` through the worker pool (Medium) and `finalizePage`, on three committed
 * test photographs as sent (800 px long side) and cropped to 1024×1024 JPEGs. Runs one task at
 * a time after warm-up; prints a table and writes bench/results/line-art.json.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
// Loaded by path at run time: bench/tsconfig.json is its own TypeScript project and does not
// list the server's files, so a static import would fail `tsc -b` (TS6307).
const lineArt = join(here, '../apps/server/src/providers/line-art');
type Detail = 'simple' | 'medium' | 'detailed';
const { convertToLineArt } = (await import(join(lineArt, 'convert.ts'))) as {
  convertToLineArt: (input: Buffer, detail: Detail) => Promise<Buffer>;
};
const { renderLineArt } = (await import(join(lineArt, 'trace.ts'))) as {
  renderLineArt: (input: Buffer, detail: Detail) => Promise<Buffer>;
};
const { finalizePage } = (await import(join(lineArt, 'finalize.ts'))) as {
  finalizePage: (input: Buffer) => Promise<{ illustration: Buffer; thumbnail: Buffer }>;
};
const photos = join(here, '../e2e/fixtures/photos');
const WARMUP = 2;
const RUNS = 9;

interface Row {
  operation: string;
  fixture: string;
  input: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
}

function percentile(sorted: number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const inputs: { fixture: string; buffer: Buffer; input: string }[] = [];
for (const name of ['sheep.jpg', 'astronaut.jpg', 'ladybird.jpg']) {
  const original = readFileSync(join(photos, name));
  const meta = await sharp(original).metadata();
  inputs.push({ fixture: name, buffer: original, input: `${meta.width}×${meta.height} JPEG` });
  const square = await sharp(original).resize(1024, 1024, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
  inputs.push({ fixture: `${name} (1024² crop)`, buffer: square, input: '1024×1024 JPEG' });
}

const rows: Row[] = [];
for (const { fixture, buffer, input } of inputs) {
  for (const [operation, run] of [
    ['renderLineArt simple', () => renderLineArt(buffer, 'simple')],
    ['renderLineArt medium', () => renderLineArt(buffer, 'medium')],
    ['renderLineArt detailed', () => renderLineArt(buffer, 'detailed')],
    ['convertToLineArt medium (pool)', () => convertToLineArt(buffer, 'medium')],
    ['finalizePage', () => finalizePage(buffer)],
  ] as const) {
    const times = await time(run);
    rows.push({
      operation,
      fixture,
      input,
      runs: RUNS,
      medianMs: Math.round(percentile(times, 0.5) * 10) / 10,
      p95Ms: Math.round(percentile(times, 0.95) * 10) / 10,
      minMs: Math.round((times[0] ?? Number.NaN) * 10) / 10,
    });
  }
}

console.table(rows);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/line-art.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, warmup: WARMUP, rows }, null, 2)}\n`,
);
