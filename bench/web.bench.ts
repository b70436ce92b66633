/**
 * Web benchmark: `npm run bench -- web`. Builds the web app (or takes WEB_BENCH_DIST, an existing
 * build), starts the real server on it with a fresh data folder, and runs Lighthouse 12 (its
 * default mobile emulation and throttling, Debian's Chromium) RUNS times on the landing page,
 * each in a new browser; then, signed in as a new user who uploaded one page (the session put
 * in localStorage before Lighthouse runs, which then keeps storage), on the public pages list
 * and that page's coloring screen. Prints the median of each figure beside its target and
 * writes bench/results/web.json.
 *
 * Fill ready: the `huebook:fill-ready` user timing the coloring screen marks when its region map
 * is ready (ms from navigation start), from RUNS more Lighthouse runs of the coloring screen with
 * devtools throttling: simulated throttling only rescales Lighthouse's own metrics and leaves
 * user timings as measured, unthrottled. Beside it, from the same runs, the requests sent before
 * Fill ready and the round trips they took (roundTrips): the structure of the wait, which holds on
 * a loaded machine where the milliseconds do not.
 *
 * Landing JS gzip: the scripts index.html loads (entry and modulepreloads), gzipped at level 9
 * (the target's unit). JS on the wire: the bytes Lighthouse saw for every script the landing
 * loaded (transferSize: brotli bodies and headers).
 * Env: WEB_BENCH_DIST (skip the build), WEB_BENCH_PORT (default 3790), CHROME_PATH
 * (default /usr/bin/chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { AUTH_STORAGE_KEY, AUTH_STORAGE_VERSION } from '@huebook/shared/constants';
import type { Session } from '@huebook/shared/schemas/user';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RUNS = 3;
const PORT = Number(process.env.WEB_BENCH_PORT ?? 3790);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Median figures of one page, and each run's. */
interface PageFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Script bytes on the wire (KB, 1000 bytes). */
  jsTransferKb: number;
  runs: Omit<PageFigures, 'runs' | 'url'>[];
}

const TARGETS = { performance: 0.95, accessibility: 1, bestPractices: 0.95, seo: 0.95, jsGzipKb: 120 };
/** Performance target of the signed-in screens. */
const SIGNED_IN_PERFORMANCE = 0.9;
/** The coloring screen's "Fill ready" target (ms), under Lighthouse's mobile throttling. */
const FILL_READY_MS = 1500;
const FILL_READY_MARK = 'huebook:fill-ready';
const ORIGIN = `http://127.0.0.1:${PORT}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** KB (1000 bytes) of the scripts index.html loads before the first screen, gzipped. */
function landingJsGzipKb(webDist: string): number {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const scripts = new Set(html.match(/\/assets\/[^"]+\.js/g) ?? []);
  const bytes = [...scripts].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length,
    0,
  );
  return Math.round(bytes / 100) / 10;
}

function buildWeb(): string {
  if (process.env.WEB_BENCH_DIST) return process.env.WEB_BENCH_DIST;
  const outDir = mkdtempSync(join(tmpdir(), 'huebook-web-bench-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('vite build failed');
  return outDir;
}

async function startServer(webDist: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      TRENDING_INTERVAL_MS: '0',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/plans/list`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start in 120 s');
}

/** Puts the session where the web app keeps it (lib/auth-store.ts) in the browser on `port`. */
async function signInBrowser(port: number, session: Session): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${ORIGIN}/favicon.svg`);
  const value = JSON.stringify({ state: session, version: AUTH_STORAGE_VERSION });
  await page.evaluate((key, item) => localStorage.setItem(key, item), AUTH_STORAGE_KEY, value);
  await page.close();
  await browser.disconnect();
}

/** One request of a page load: ms from the first request's start to sending it, and to its end. */
interface RequestTiming {
  url: string;
  start: number;
  end: number;
}

/**
 * The round trips of the requests sent before `until` (ms): the document's is 1, and each
 * other request's is one more than the highest of those that had ended when it was sent (what
 * it may have waited for, such as a script that imports it). An upper bound: a request sent late
 * for another reason (the favicon, a read of the side menu) counts too. Chrome reports a request
 * waiting for one of HTTP/1.1's 6 connections per host as sent, so those waits do not show here
 * (they do in the milliseconds). `requests` counts them.
 */
function roundTrips(timings: RequestTiming[], until: number): { roundTrips: number; requests: number } {
  const sent = timings.filter((request) => request.start <= until).sort((a, b) => a.start - b.start);
  const trips: number[] = [];
  for (const [index, request] of sent.entries()) {
    let waited = 0;
    for (let i = 0; i < index; i += 1)
      if (sent[i]!.end <= request.start) waited = Math.max(waited, trips[i]!);
    trips.push(waited + 1);
  }
  return { roundTrips: Math.max(0, ...trips), requests: sent.length };
}

/** One Fill ready run: the mark (ms, NaN when never marked) and the round trips before it. */
interface FillReadyRun {
  fillReadyMs: number;
  roundTrips: number;
  requests: number;
}

/**
 * The `huebook:fill-ready` mark's time (ms) on the coloring screen at `url`, from one Lighthouse
 * run with devtools throttling (the page itself slowed down), and the requests sent before it.
 */
async function fillReadyRun(url: string, session: Session): Promise<FillReadyRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    await signInBrowser(chrome.port, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['user-timings', 'network-requests'],
      throttlingMethod: 'devtools',
      disableStorageReset: true,
    });
    const items =
      (result?.lhr.audits['user-timings']?.details as { items?: { name?: string; startTime?: number }[] })
        ?.items ?? [];
    const mark = items.find((item) => item.name === FILL_READY_MARK);
    const fillReadyMs = mark?.startTime === undefined ? Number.NaN : Math.round(mark.startTime);
    const requests = (
      (result?.lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? []
    ).map((item) => ({
      url: String(item.url),
      start: Number(item.networkRequestTime),
      end: Number(item.networkEndTime),
    }));
    return { fillReadyMs, ...roundTrips(requests, Number.isNaN(fillReadyMs) ? Infinity : fillReadyMs) };
  } finally {
    chrome.kill();
  }
}

async function lighthouseRun(url: string, session?: Session): Promise<PageFigures['runs'][number]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (session) await signInBrowser(chrome.port, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const requests =
      (audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
    const scriptBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      jsTransferKb: Math.round(scriptBytes / 100) / 10,
    };
  } finally {
    chrome.kill();
  }
}

async function measure(url: string, session?: Session): Promise<PageFigures> {
  const runs: PageFigures['runs'] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url, session));
  const pick = (key: keyof PageFigures['runs'][number]) => median(runs.map((run) => run[key]));
  return {
    url,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    jsTransferKb: pick('jsTransferKb'),
    runs,
  };
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${ORIGIN}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Signs up a new user through the API (the code read from the outbox) with one uploaded page. */
async function signedInUser(dataDir: string): Promise<{ session: Session; pageId: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const { token } = await post<{ token: string }>('/users/sign-up', { name: 'Bench Colorist', email });
  const outbox = join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort()
    .at(-1);
  const code =
    mail && /^Subject: Your Huebook code is (\d{5})$/m.exec(readFileSync(join(outbox, mail), 'utf8'))?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const session = await post<Session>('/users/verify', { token, code });

  const form = new FormData();
  form.append('title', 'Daisy');
  const picture = readFileSync(join(here, 'fixtures/daisy.png'));
  form.append('file', new Blob([picture], { type: 'image/png' }), 'daisy.png');
  const upload = await fetch(`${ORIGIN}/api/pages/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`page upload: ${upload.status} ${await upload.text()}`);
  const page = ((await upload.json()) as { data: { id: string } }).data;
  return { session, pageId: page.id };
}

async function main(): Promise<void> {
  const webDist = buildWeb();
  const jsGzipKb = landingJsGzipKb(webDist);
  const dataDir = mkdtempSync(join(tmpdir(), 'huebook-web-bench-data-'));
  const server = await startServer(webDist, dataDir);
  let landing: PageFigures;
  let publicPages: PageFigures;
  let coloring: PageFigures;
  const fillReadyRuns: FillReadyRun[] = [];
  try {
    landing = await measure(`${ORIGIN}/`);
    const { session, pageId } = await signedInUser(dataDir);
    publicPages = await measure(`${ORIGIN}/pages/public`, session);
    coloring = await measure(`${ORIGIN}/pages/${pageId}/color`, session);
    for (let i = 0; i < RUNS; i += 1) fillReadyRuns.push(await fillReadyRun(coloring.url, session));
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.WEB_BENCH_DIST) rmSync(webDist, { recursive: true, force: true });
  }

  const rows = [
    [
      'performance',
      landing.performance,
      `≥ ${TARGETS.performance}`,
      landing.performance >= TARGETS.performance,
    ],
    [
      'accessibility',
      landing.accessibility,
      `≥ ${TARGETS.accessibility}`,
      landing.accessibility >= TARGETS.accessibility,
    ],
    [
      'best practices',
      landing.bestPractices,
      `≥ ${TARGETS.bestPractices}`,
      landing.bestPractices >= TARGETS.bestPractices,
    ],
    ['SEO', landing.seo, `≥ ${TARGETS.seo}`, landing.seo >= TARGETS.seo],
    ['landing JS gzip (KB)', jsGzipKb, `≤ ${TARGETS.jsGzipKb}`, jsGzipKb <= TARGETS.jsGzipKb],
    ['JS on the wire (KB)', landing.jsTransferKb, '', true],
    ['LCP (ms)', landing.lcpMs, '', true],
    ['FCP (ms)', landing.fcpMs, '', true],
    ['TBT (ms)', landing.tbtMs, '', true],
  ] as const;
  console.log(`Landing, Lighthouse 12 mobile, median of ${RUNS} runs`);
  console.table(
    rows.map(([figure, value, target, met]) => ({
      figure,
      value,
      target,
      met: target ? (met ? 'yes' : 'NO') : '',
    })),
  );

  console.log(`Signed in, Lighthouse 12 mobile, median of ${RUNS} runs`);
  console.table(
    [
      ['public pages list', publicPages],
      ['coloring screen', coloring],
    ].map(([screen, figures]) => {
      const f = figures as PageFigures;
      return {
        screen,
        performance: f.performance,
        target: `≥ ${SIGNED_IN_PERFORMANCE}`,
        met: f.performance >= SIGNED_IN_PERFORMANCE ? 'yes' : 'NO',
        'LCP (ms)': f.lcpMs,
        'TBT (ms)': f.tbtMs,
        'JS (KB)': f.jsTransferKb,
      };
    }),
  );

  // A run that never marked counts as the slowest.
  const fillReadyMs = median(fillReadyRuns.map(({ fillReadyMs: ms }) => (Number.isNaN(ms) ? Infinity : ms)));
  const fillRoundTrips = median(fillReadyRuns.map((run) => run.roundTrips));
  const fillRequests = median(fillReadyRuns.map((run) => run.requests));
  console.log(`Coloring screen, Lighthouse 12 mobile with devtools throttling, median of ${RUNS} runs`);
  console.table([
    {
      figure: 'Fill ready (ms)',
      value: Number.isFinite(fillReadyMs) ? fillReadyMs : 'not marked',
      target: `≤ ${FILL_READY_MS}`,
      met: fillReadyMs <= FILL_READY_MS ? 'yes' : 'NO',
    },
    { figure: 'requests before it', value: fillRequests, target: '', met: '' },
    { figure: 'round trips before it', value: fillRoundTrips, target: '', met: '' },
  ]);

  const results = join(here, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, 'web.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: '12',
        formFactor: 'mobile',
        runs: RUNS,
        targets: { landing: TARGETS, signedInPerformance: SIGNED_IN_PERFORMANCE, fillReadyMs: FILL_READY_MS },
        landing: { ...landing, jsGzipKb },
        publicPages,
        coloring: {
          ...coloring,
          fillReadyMs: Number.isFinite(fillReadyMs) ? fillReadyMs : null,
          fillReadyRoundTrips: fillRoundTrips,
          fillReadyRequests: fillRequests,
          fillReadyRuns: fillReadyRuns.map((run) => ({
            ...run,
            fillReadyMs: Number.isNaN(run.fillReadyMs) ? null : run.fillReadyMs,
          })),
        },
      },
      null,
      2,
    )}\n`,
  );
}

await main();
