/**
 * Color by number benchmark: `npm run bench -- numbers`. The numbers' layout as the numbers
 * worker runs it (`layoutNumbers`: the distance transform, each region's spot, the palette and
 * its assignment) on 1024² pages:
 * - a synthetic page of 400 regions (a Voronoi diagram of a jittered 20 × 20 grid, 3-px lines):
 *   the issue's target is ≤ 50 ms for a 400-region page in the worker;
 * - the line-art fixtures (daisy, crawfish, sleeping cat);
 * - `findNumberSpots` alone, and the first (cold, un-JITted) run of each, as a fresh worker meets it.
 * - beside it, `computeRegionMap` on the same page in the same process, whose quiet-machine time
 *   is known (≈40–60 ms, engine README): the ratio reads through a loaded machine.
 * Median of 15 warm runs. Prints a table and writes bench/results/numbers.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  computeRegionMap,
  type RegionMap,
} from '../apps/web/src/features/coloring/engine/fill/region-map.ts';
import { findNumberSpots } from '../apps/web/src/features/coloring/numbers/number-spots.ts';
import { layoutNumbers } from '../apps/web/src/features/coloring/numbers/numbers-layout.ts';

import { LINE_ART_FIXTURES, loadFixture, summarize } from './fixtures/load-fixture.ts';
import { voronoiPage } from './fixtures/voronoi-page.ts';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = 15;
const TARGET_MS = 50;

function time(run: () => void): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}

const voronoi = voronoiPage(1024, 20);
const pages: [string, RegionMap][] = [['voronoi-400', computeRegionMap(voronoi)]];
for (const name of LINE_ART_FIXTURES) pages.push([name, computeRegionMap(await loadFixture(name))]);

const rows = [];
for (const [name, map] of pages) {
  const seed = 12345;
  const coldMs = time(() => layoutNumbers(map, { seed }));
  const layout = layoutNumbers(map, { seed });
  const whole: number[] = [];
  const spots: number[] = [];
  const regionMap: number[] = [];
  const illustration = name === 'voronoi-400' ? voronoi : await loadFixture(name);
  for (let r = 0; r < RUNS; r++) {
    whole.push(time(() => layoutNumbers(map, { seed })));
    spots.push(time(() => findNumberSpots(map)));
    regionMap.push(time(() => computeRegionMap(illustration)));
  }
  const sum = summarize(whole);
  rows.push({
    page: name,
    regions: map.regionCount,
    numbered: layout.marks.length,
    colors: layout.palette.length,
    layoutMedianMs: sum.medianMs,
    layoutP95Ms: sum.p95Ms,
    spotsMedianMs: summarize(spots).medianMs,
    coldMs: Math.round(coldMs * 100) / 100,
    regionMapMedianMs: summarize(regionMap).medianMs,
    layoutPerRegionMap: Math.round((sum.medianMs / summarize(regionMap).medianMs) * 100) / 100,
  });
}
console.table(rows);
const first = rows[0]!;
const met = first.layoutMedianMs <= TARGET_MS;
console.log(
  `400-region page: layout ${first.layoutMedianMs} ms median (target ${TARGET_MS} ms): ${met ? 'met' : 'NOT met'}; ${first.layoutPerRegionMap}× the region map's time; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/numbers.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: cpus().length, loadavg: loadavg(), runs: RUNS, targetMs: TARGET_MS, met, rows }, null, 2)}\n`,
);
