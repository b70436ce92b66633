/**
 * Print benchmark: `npm run bench -- print`. Times `buildPagePdf` (one page to a one-sheet PDF,
 * A4) on the three committed line-art fixtures, bare and with a colored layer (targets: ≤ 300 ms
 * median, ≤ 300 KB for line art), the main thread's busy time per PDF (event-loop utilization:
 * the pixel work runs on libvips threads, pdf-lib's assembly on the main thread) and the CPU
 * time of all threads, and measures
 * sharpness at 300 DPI: the mean width, in 300-DPI pixels, of an edge's ramp from 10% to 90%
 * grey, for the PDF (its embedded mask, and the sheet rendered by pdftoppm when installed)
 * against the 1024² PNG printed at the same size (upscaled bilinear, as a browser prints it);
 * then a 24-page colored book (≤ 8 s, ≤ 300 MB peak), here and in the built server
 * (bench/print-server.ts: its memory at start and at its peak). Prints tables and writes
 * bench/results/print.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
// Loaded by path at run time: bench/tsconfig.json does not list the server's files (TS6307).
const print = join(here, '../apps/server/src/modules/print');
type Paper = 'a4' | 'letter';
interface Layout {
  width: number;
  height: number;
  picture: { x: number; y: number; width: number; height: number };
  pixels: { width: number; height: number };
}
const { buildPagePdf } = (await import(join(print, 'page-pdf.ts'))) as {
  buildPagePdf: (input: {
    illustration: Buffer;
    layer: Buffer | null;
    title: string;
    paper: Paper;
  }) => Promise<{ pdf: Buffer; layout: Layout }>;
};
interface Mask {
  width: number;
  height: number;
  isLine(x: number, y: number): boolean;
}
const { buildBookPdf } = (await import(join(print, 'book-pdf.ts'))) as {
  buildBookPdf: (input: {
    title: string;
    paper: Paper;
    pages: { title: string; read: () => Promise<{ illustration: Buffer; layer: Buffer | null }> }[];
  }) => Promise<{ pdf: Buffer; sheets: number }>;
};
const inspect = (await import(join(print, 'pdf-inspect.test-support.ts'))) as {
  inspectPdf: (bytes: Uint8Array) => Promise<{ images: { isMask: boolean }[] }>;
  decodeMask: (image: unknown) => Mask;
};

const WARMUP = 2;
const RUNS = 9;

function percentile(sorted: number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Mean width of the grey ramps across edges, scanning rows and columns: the pixels strictly
 * between 10% and 90% grey on the way from white to black or back (0 for a 1-bit picture).
 */
function edgeWidth(grey: Uint8Array | Buffer, width: number, height: number): number {
  const LIGHT = 229;
  const DARK = 26;
  let ramps = 0;
  let total = 0;
  const scan = (at: (i: number) => number, length: number) => {
    let from: 'light' | 'dark' | null = null;
    let run = 0;
    for (let i = 0; i < length; i++) {
      const v = at(i);
      if (v >= LIGHT || v <= DARK) {
        const side = v >= LIGHT ? 'light' : 'dark';
        if (from && from !== side) {
          ramps += 1;
          total += run;
        }
        from = side;
        run = 0;
      } else run += 1;
    }
  };
  for (let y = 0; y < height; y++) scan((x) => grey[y * width + x]!, width);
  for (let x = 0; x < width; x++) scan((y) => grey[y * width + x]!, height);
  return ramps === 0 ? Number.NaN : total / ramps;
}

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The picture box of the sheet rendered at 300 DPI by poppler, as grey pixels. */
async function renderedPicture(
  pdf: Buffer,
  layout: Layout,
): Promise<{ data: Buffer; width: number; height: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'print-bench-'));
  try {
    writeFileSync(join(dir, 'page.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      '300',
      '-gray',
      '-png',
      '-singlefile',
      join(dir, 'page.pdf'),
      join(dir, 'page'),
    ]);
    const toPx = (points: number) => Math.round((points / 72) * 300);
    const { picture } = layout;
    const region = {
      left: toPx(picture.x) + 2,
      top: toPx(layout.height - picture.y - picture.height) + 2,
      width: layout.pixels.width - 4,
      height: layout.pixels.height - 4,
    };
    const { data, info } = await sharp(join(dir, 'page.png'))
      .extract(region)
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A colored layer: a few flat fills and a brush stroke, transparent elsewhere (PNG, 1024²). */
async function coloredLayer(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <circle cx="520" cy="480" r="260" fill="#f6a5c0"/>
    <rect x="80" y="760" width="860" height="180" fill="#7cc4f4"/>
    <ellipse cx="300" cy="300" rx="140" ry="90" fill="#ffd45c"/>
    <path d="M120 140 C 320 60, 520 220, 900 120" stroke="#5fbf72" stroke-width="34" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const fixtures = ['daisy.png', 'crawfish.png', 'sleeping-cat.png'];
const layer = await coloredLayer();
const canRender = hasPdftoppm();
const rows: Record<string, string | number | null>[] = [];

for (const name of fixtures) {
  // Stored pages are 1024² with one grey channel holding only 0 and 255 (finalize.ts).
  const illustration = await sharp(readFileSync(join(here, 'fixtures', name)))
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .threshold(128)
    .png()
    .toBuffer();
  for (const colored of [false, true]) {
    const input = { illustration, layer: colored ? layer : null, title: name, paper: 'a4' as const };
    for (let i = 0; i < WARMUP; i++) await buildPagePdf(input);
    const times: number[] = [];
    const busy: number[] = [];
    let made: { pdf: Buffer; layout: Layout } | undefined;
    const cpu = process.cpuUsage();
    for (let i = 0; i < RUNS; i++) {
      const elu = performance.eventLoopUtilization();
      const start = performance.now();
      made = await buildPagePdf(input);
      times.push(performance.now() - start);
      busy.push(performance.eventLoopUtilization(elu).active);
    }
    const used = process.cpuUsage(cpu);
    times.sort((a, b) => a - b);
    // The least is the loop's own work; more is the OS taking the CPU from a busy loop.
    busy.sort((a, b) => a - b);
    const { pdf, layout } = made!;

    const { images } = await inspect.inspectPdf(pdf);
    const mask = inspect.decodeMask(images.find((image) => image.isMask));
    const maskGrey = new Uint8Array(mask.width * mask.height);
    for (let y = 0; y < mask.height; y++) {
      for (let x = 0; x < mask.width; x++) maskGrey[y * mask.width + x] = mask.isLine(x, y) ? 0 : 255;
    }
    const printedPng = await sharp(illustration)
      .resize(layout.pixels.width, layout.pixels.height, { kernel: 'linear' })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    const rendered = canRender && !colored ? await renderedPicture(pdf, layout) : null;

    rows.push({
      fixture: name,
      page: colored ? 'colored' : 'line art',
      medianMs: round(percentile(times, 0.5)),
      p95Ms: round(percentile(times, 0.95)),
      mainThreadMinMs: round(busy[0] ?? Number.NaN),
      mainThreadMedianMs: round(percentile(busy, 0.5)),
      cpuMs: round((used.user + used.system) / 1000 / RUNS),
      pdfKB: round(pdf.length / 1024),
      dpi: 300,
      pixels: `${mask.width}×${mask.height}`,
      edgeWidthPdfMaskPx: round(edgeWidth(maskGrey, mask.width, mask.height), 2),
      edgeWidthPdfRenderedPx: rendered
        ? round(edgeWidth(rendered.data, rendered.width, rendered.height), 2)
        : null,
      edgeWidthPng1024PrintedPx: colored
        ? null
        : round(edgeWidth(printedPng, layout.pixels.width, layout.pixels.height), 2),
    });
  }
}

console.table(rows);

/**
 * The 24-page book (the most a book takes): every fixture 8 times, colored, in one PDF. Wall
 * time of one build and the process's peak resident memory while making it (targets: ≤ 8 s,
 * ≤ 300 MB), sampled every 20 ms (libvips allocates outside the JS heap).
 */
const bookPages = await Promise.all(
  Array.from({ length: 24 }, async (_, i) => {
    const illustration = await sharp(readFileSync(join(here, 'fixtures', fixtures[i % fixtures.length]!)))
      .flatten({ background: '#ffffff' })
      .toColourspace('b-w')
      .threshold(128)
      .png()
      .toBuffer();
    return { title: `Page ${i + 1}`, read: async () => ({ illustration, layer }) };
  }),
);
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);
const bookStart = performance.now();
const book = await buildBookPdf({ title: 'Bench book', paper: 'a4', pages: bookPages });
const bookMs = performance.now() - bookStart;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
const bookRow = {
  pages: bookPages.length,
  sheets: book.sheets,
  ms: Math.round(bookMs),
  peakRssMB: Math.round(rssPeak / 2 ** 20),
  rssGrowthMB: Math.round((rssPeak - rssBefore) / 2 ** 20),
  pdfKB: Math.round(book.pdf.length / 1024),
};
console.table([{ ...bookRow, targets: '≤ 8000 ms, ≤ 300 MB' }]);

/**
 * The same book made by the built server (bench/print-server.ts): its resident memory at
 * start and at its peak while a 24-page book is made through POST /api/books, in a process
 * of its own, where the figures above are this benchmark's process.
 */
const serverRun = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'print-server.ts')], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const serverLine = serverRun.stdout.trim().split('\n').at(-1) ?? '';
const server =
  serverRun.status === 0 && serverLine.startsWith('{')
    ? (JSON.parse(serverLine) as Record<string, unknown>)
    : null;
console.table([{ ...(server ?? { error: 'bench/print-server.ts failed' }), target: 'peakMiB ≤ 300' }]);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/print.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      // Other work on the machine stretches wall times: the load average when the run ended.
      loadAverage: round(loadavg()[0] ?? 0, 2),
      warmup: WARMUP,
      runs: RUNS,
      paper: 'a4',
      targets: { medianMs: 300, lineArtPdfKB: 300, bookMs: 8000, bookPeakRssMB: 300 },
      pdftoppm: canRender,
      rows,
      book: bookRow,
      server,
    },
    null,
    2,
  )}\n`,
);
