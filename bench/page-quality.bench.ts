/**
 * Page-quality benchmark: `npm run bench -- page-quality` (issue 10). Makes a page from every
 * committed photograph (`e2e/fixtures/photos/`) at each detail level, and an offline page from
 * each of 30 prompts, and prints per page: colorable
 * regions (and whether they fall in the level's range), line share, specks, open line ends, the
 * share of white inside closed colorable regions (`page-quality.ts` defines each) and the
 * median of 3 timed runs after a warm-up, milliseconds.
 *
 * A photo's page is the one its upload gets: the file's own bytes, unchanged, through
 * `convertToLineArt` (the upload's call, on the worker pool). The timed runs call what that
 * worker runs, `renderLineArt`, on this thread with the same bytes, and the benchmark stops if
 * its page differs by a byte from the upload's.
 *
 * Targets: Medium conversion ≤ 400 ms median at 1024²; an offline page ≤ 300 ms; every page pure
 * black on white with closed white share ≥ 0.95. Writes bench/results/page-quality.json and two
 * contact sheets to look at: page-quality-photos.png (each photo beside its three pages) and
 * page-quality-prompts.png (the 30 offline pages, titled).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const server = join(here, '../apps/server/src/providers');
// Loaded by path: bench/tsconfig.json does not list the server's files (TS6307).
type Detail = 'simple' | 'medium' | 'detailed';
const { renderLineArt } = (await import(join(server, 'line-art/trace.ts'))) as {
  renderLineArt: (input: Buffer, detail: Detail) => Promise<Buffer>;
};
const { convertToLineArt } = (await import(join(server, 'line-art/convert.ts'))) as {
  convertToLineArt: (input: Buffer, detail: Detail) => Promise<Buffer>;
};
const { closeLineArtPool } = (await import(join(server, 'line-art/pool.ts'))) as {
  closeLineArtPool: () => Promise<void>;
};
const { renderOfflinePage } = (await import(join(server, 'offline/render-page.ts'))) as {
  renderOfflinePage: (
    prompt: string,
    options?: { seed?: number; detail?: Detail },
  ) => Promise<{ image: Buffer; title: string; drawings: string[]; kind: string }>;
};
const { measurePagePng } = (await import(join(server, 'line-art/page-quality.ts'))) as {
  measurePagePng: (png: Buffer) => Promise<{
    regions: number;
    lineShare: number;
    specks: number;
    openEnds: number;
    closedWhiteShare: number;
    isPureBlackAndWhite: boolean;
  }>;
};
const { DETAIL_REGION_RANGES } = (await import(join(here, '../packages/shared/src/constants.ts'))) as {
  DETAIL_REGION_RANGES: Record<Detail, readonly [number, number]>;
};

const LEVELS: Detail[] = ['simple', 'medium', 'detailed'];
const RUNS = 3;
const TILE = 320;

/** Prompts a new user might type: subjects, settings, scenes, patterns. */
const PROMPTS = [
  'A cat playing guitar on the moon',
  'A friendly dragon reading a book under an apple tree',
  'A sheep in a field',
  'A jellyfish under the sea',
  'Three ducks on a pond',
  'A robot in the kitchen',
  'An astronaut on the moon',
  'A mandala',
  'A flower mandala',
  'A geometric pattern',
  'A floral pattern',
  'A dog playing with a ball in the garden',
  'A horse on the farm',
  'An elephant in the jungle',
  'A rocket in space',
  'A princess in a castle',
  'A dinosaur in the forest',
  'A unicorn in the clouds',
  'An owl in the forest at night',
  'A turtle on the beach',
  'A bear eating a cake',
  'A whale and a dolphin in the sea',
  'A car in the city',
  'A snowman in the snow',
  'A butterfly and a bee in the garden',
  'A lion in the desert',
  'A monkey with a banana',
  'A pig and a cow on the farm',
  'A train on the hills',
  'A simple house with a tree',
];

interface Row {
  source: 'photo' | 'prompt';
  input: string;
  detail: Detail | 'auto';
  regions: number;
  inRange: boolean | null;
  lineShare: number;
  specks: number;
  openEnds: number;
  closedWhite: number;
  pureBW: boolean;
  medianMs: number;
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; medianMs: number }> {
  let result = await run(); // warm-up (caches, JIT)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    result = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { result, medianMs: Math.round((times[Math.floor(RUNS / 2)] ?? 0) * 10) / 10 };
}

async function row(
  source: Row['source'],
  input: string,
  detail: Row['detail'],
  png: Buffer,
  medianMs: number,
): Promise<Row> {
  const q = await measurePagePng(png);
  const range = detail === 'auto' ? null : DETAIL_REGION_RANGES[detail];
  return {
    source,
    input,
    detail,
    regions: q.regions,
    inRange: range ? q.regions >= range[0] && q.regions <= range[1] : null,
    lineShare: Math.round(q.lineShare * 1000) / 1000,
    specks: q.specks,
    openEnds: q.openEnds,
    closedWhite: Math.round(q.closedWhiteShare * 1000) / 1000,
    pureBW: q.isPureBlackAndWhite,
    medianMs,
  };
}

/** A tile of the contact sheet: the picture fitted on white, with a caption under it. */
async function tile(picture: Buffer, caption: string): Promise<Buffer> {
  const image = await sharp(picture)
    .resize(TILE, TILE, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const text = caption.replace(/&/g, '&amp;').replace(/</g, '&lt;').slice(0, 48);
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="28"><rect width="100%" height="100%" fill="#f4f4f5"/><text x="6" y="19" font-family="sans-serif" font-size="14" fill="#111">${text}</text></svg>`,
  );
  return sharp({ create: { width: TILE, height: TILE + 28, channels: 3, background: '#ffffff' } })
    .composite([
      { input: image, top: 0, left: 0 },
      { input: label, top: TILE, left: 0 },
    ])
    .png()
    .toBuffer();
}

async function sheet(tiles: Buffer[], columns: number, file: string): Promise<void> {
  const rows = Math.ceil(tiles.length / columns);
  const gap = 8;
  const width = columns * (TILE + gap) + gap;
  const height = rows * (TILE + 28 + gap) + gap;
  await sharp({ create: { width, height, channels: 3, background: '#d4d4d8' } })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: gap + (i % columns) * (TILE + gap),
        top: gap + Math.floor(i / columns) * (TILE + 28 + gap),
      })),
    )
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
}

const rows: Row[] = [];
const photoTiles: Buffer[] = [];
const photoDir = join(here, '../e2e/fixtures/photos');
for (const name of readdirSync(photoDir)
  .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
  .sort()) {
  const photo = readFileSync(join(photoDir, name));
  photoTiles.push(await tile(photo, name));
  for (const detail of LEVELS) {
    const page = await convertToLineArt(photo, detail);
    const { result, medianMs } = await timed(() => renderLineArt(photo, detail));
    if (!result.equals(page)) throw new Error(`${name} ${detail}: the timed page is not the upload's`);
    const measured = await row('photo', name, detail, page, medianMs);
    rows.push(measured);
    photoTiles.push(await tile(page, `${detail}: ${measured.regions} regions`));
  }
}
await closeLineArtPool();

const promptTiles: Buffer[] = [];
for (const prompt of PROMPTS) {
  const { result, medianMs } = await timed(() => renderOfflinePage(prompt));
  rows.push(await row('prompt', prompt, 'auto', result.image, medianMs));
  promptTiles.push(await tile(result.image, prompt));
}

console.table(rows);
const photoRows = rows.filter((r) => r.source === 'photo');
const mediumMs = photoRows
  .filter((r) => r.detail === 'medium')
  .map((r) => r.medianMs)
  .sort((a, b) => a - b);
const promptMs = rows
  .filter((r) => r.source === 'prompt')
  .map((r) => r.medianMs)
  .sort((a, b) => a - b);
const summary = {
  mediumConversionMedianMs: mediumMs[Math.floor(mediumMs.length / 2)] ?? null,
  offlinePageMedianMs: promptMs[Math.floor(promptMs.length / 2)] ?? null,
  offlinePageMaxMs: promptMs.at(-1) ?? null,
  photoPagesInRange: `${photoRows.filter((r) => r.inRange).length}/${photoRows.length}`,
  pagesWithClosedWhiteAtLeast95: `${rows.filter((r) => r.closedWhite >= 0.95).length}/${rows.length}`,
  pagesPureBlackAndWhite: `${rows.filter((r) => r.pureBW).length}/${rows.length}`,
  pagesWithSpecks: rows.filter((r) => r.specks > 0).length,
};
console.log(summary);

const results = join(here, 'results');
mkdirSync(results, { recursive: true });
await sheet(photoTiles, 4, join(results, 'page-quality-photos.png'));
await sheet(promptTiles, 6, join(results, 'page-quality-prompts.png'));
writeFileSync(
  join(results, 'page-quality.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, runs: RUNS, summary, rows }, null, 2)}\n`,
);
console.log('Contact sheets: bench/results/page-quality-photos.png, bench/results/page-quality-prompts.png');
