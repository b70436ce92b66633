import type { DetailLevel } from '@huebook/shared/constants';

import { pick, type Random } from '../prng.ts';

import { scallopD } from './petals.ts';
import { circle, line, PAGE, path, polar, polygon, rect, regularPoints, type Point } from './svg-kit.ts';

/**
 * Geometric pages, each with a region count known by construction:
 * - **tiles**: a square of g × g cells, every cell holding the same nested motif (squares and
 *   diamonds through each other's midpoints, a ringed circle, an eight-point star);
 * - **rosette**: nested star polygons {n/k} in circles, the Islamic-style rosette, each star's
 *   central polygon hidden by the next circle through its corners;
 * - **kaleidoscope**: n diameters across a disc crossed by nested polygons, stars and
 *   scallops, every ring cut into 2n mirror pieces.
 */

/** Regions each level aims for, inside `DETAIL_REGION_RANGES` with room for error. */
const TARGET: Record<DetailLevel, number> = { simple: 25, medium: 85, detailed: 240 };
const CENTRE = PAGE / 2;
const MARGIN = 40;

interface Design {
  elements: string[];
  regions: number;
}

/** A geometric page's elements with about `TARGET[detail]` regions, varied by `random`. */
export function geometricElements(random: Random, detail: DetailLevel): string[] {
  const target = TARGET[detail];
  // A rosette's rings grow too thin to hold a detailed page's count.
  const styles =
    detail === 'detailed'
      ? (['tiles', 'kaleidoscope'] as const)
      : (['tiles', 'rosette', 'kaleidoscope'] as const);
  const style = pick(random, styles);
  const design =
    style === 'tiles'
      ? tiles(random, target)
      : style === 'rosette'
        ? rosette(random, target)
        : kaleidoscope(random, target);
  return design.elements;
}

type TileMotif = 'diamonds' | 'ringed' | 'star';

/** Regions one cell of side `side` holds with `motif` nested `depth` deep. */
function tileRegions(motif: TileMotif, depth: number): number {
  return motif === 'diamonds' ? 1 + 4 * depth : motif === 'ringed' ? 2 + 4 : 3;
}

function tiles(random: Random, target: number): Design {
  const options: Array<{ grid: number; motif: TileMotif; depth: number }> = [];
  for (let grid = 2; grid <= 7; grid++) {
    const side = (PAGE - 2 * MARGIN) / grid;
    for (let depth = 1; depth <= 3; depth++) {
      if (side / Math.SQRT2 ** depth >= 70) options.push({ grid, motif: 'diamonds', depth });
    }
    if (side >= 110) options.push({ grid, motif: 'ringed', depth: 1 }, { grid, motif: 'star', depth: 1 });
  }
  const fitting = options.filter((o) => {
    const regions = o.grid * o.grid * tileRegions(o.motif, o.depth);
    return regions >= target * 0.7 && regions <= target * 1.35;
  });
  const { grid, motif, depth } = pick(random, fitting.length > 0 ? fitting : options);
  const side = (PAGE - 2 * MARGIN) / grid;
  const turn = random() < 0.5 ? 0 : 1;
  const elements: string[] = [];
  for (let row = 0; row < grid; row++) {
    for (let col = 0; col < grid; col++) {
      const x = MARGIN + col * side;
      const y = MARGIN + row * side;
      elements.push(rect(x, y, side, side));
      const cx = x + side / 2;
      const cy = y + side / 2;
      if (motif === 'diamonds') {
        // Each square's midpoints are the corners of the next, turned by 45°.
        for (let d = 1; d <= depth; d++) {
          const radius = side / Math.SQRT2 / Math.SQRT2 ** d;
          elements.push(polygon(regularPoints(cx, cy, radius, 4, d % 2 === 1 ? 0 : Math.PI / 4)));
        }
      } else if (motif === 'ringed') {
        const r = side / 2 - 16;
        elements.push(circle(cx, cy, r), polygon(regularPoints(cx, cy, r, 4, (turn * Math.PI) / 4)));
      } else {
        const r = side / 2 - 14;
        elements.push(polygon(regularPoints(cx, cy, r, 8, -Math.PI / 2 + turn * (Math.PI / 8), r * 0.62)));
        elements.push(circle(cx, cy, r * 0.34));
      }
    }
  }
  return { elements, regions: grid * grid * tileRegions(motif, depth) };
}

/** Star steps k tried for each point count n of a rosette ({n/k}: every k-th of n corners). */
const STAR_STEPS: Record<number, readonly number[]> = { 6: [2], 8: [2, 3], 10: [3], 12: [3, 4] };

function rosette(random: Random, target: number): Design {
  const n = pick(random, target < 40 ? [6, 8] : [8, 10, 12]);
  let radius = PAGE / 2 - MARGIN;
  let rotation = -Math.PI / 2;
  const elements = [circle(CENTRE, CENTRE, radius)];
  let regions = 2; // the page round the rosette and the centre left at the end
  for (;;) {
    // A {n/k} star whose points rest on the circle makes n·k regions inside it once the next
    // circle, through the corners of its central n-gon, hides that n-gon.
    const steps = (STAR_STEPS[n] ?? [2]).filter((k) => {
      const inner = (radius * Math.cos((k * Math.PI) / n)) / Math.cos(Math.PI / n);
      return radius - inner >= 60 && inner >= 60 && regions + n * k <= target * 1.3;
    });
    if (steps.length === 0) break;
    const k = pick(random, steps);
    const inner = (radius * Math.cos((k * Math.PI) / n)) / Math.cos(Math.PI / n);
    elements.push(starPolygon(n, k, radius, rotation), circle(CENTRE, CENTRE, inner));
    regions += n * k - 1;
    radius = inner;
    rotation += Math.PI / n;
    if (regions >= target * 0.9) break;
  }
  // A ring of dots fills a large centre when the budget allows.
  const dot = Math.min(radius * 0.16, radius * 0.62 * Math.sin(Math.PI / n) - 8);
  if (dot >= 12 && regions + n <= target * 1.3) {
    for (let i = 0; i < n; i++) {
      const p = polar(CENTRE, CENTRE, radius * 0.62, rotation + (i * 2 * Math.PI) / n);
      elements.push(circle(p.x, p.y, dot));
    }
    regions += n;
  }
  return { elements, regions };
}

/** A star polygon {n/k}: the path through every k-th of n points on a circle. */
function starPolygon(n: number, k: number, radius: number, rotation: number): string {
  const corners = regularPoints(CENTRE, CENTRE, radius, n, rotation);
  const loops = gcd(n, k);
  const d: string[] = [];
  for (let start = 0; start < loops; start++) {
    const loop: Point[] = [];
    for (let i = start, steps = 0; steps < n / loops; i = (i + k) % n, steps++)
      loop.push(corners[i] as Point);
    d.push(`M${loop.map((p) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`).join('L')}Z`);
  }
  return `<path fill-rule="nonzero" d="${d.join('')}"/>`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function kaleidoscope(random: Random, target: number): Design {
  const spokes = pick(random, target < 40 ? [3, 4] : target < 150 ? [6, 8] : [12, 16]);
  const pieces = 2 * spokes;
  const rings = Math.max(1, Math.min(7, Math.round(target / pieces) - 1));
  const outer = PAGE / 2 - MARGIN;
  // Wedges stay at least ~28 px wide where the spokes meet the hub.
  const hub = Math.max(34, pieces * 4.5);
  const shapes: string[] = [];
  const step = (outer - hub - 20) / rings;
  let radius = outer;
  const rotation = -Math.PI / 2;
  for (let i = 0; i < rings; i++) {
    const kind = i === 0 ? 'circle' : pick(random, ['polygon', 'star', 'scallop', 'star'] as const);
    const depth = Math.min(step * 0.55, 40);
    if (kind === 'circle') shapes.push(circle(CENTRE, CENTRE, radius));
    else if (kind === 'polygon')
      shapes.push(polygon(regularPoints(CENTRE, CENTRE, radius, pieces, rotation + Math.PI / pieces)));
    else if (kind === 'star')
      shapes.push(
        polygon(regularPoints(CENTRE, CENTRE, radius, pieces, rotation + Math.PI / pieces, radius - depth)),
      );
    else shapes.push(path(scallopD(CENTRE, CENTRE, radius - depth, radius, pieces, rotation)));
    // The next shape must sit wholly inside this one's innermost reach.
    radius -= kind === 'circle' ? step : Math.max(step, depth + 16);
    if (radius < hub + 30) break;
  }
  const elements = [...shapes];
  // Spokes are drawn last, corner to corner of the outer circle, through every ring.
  for (let i = 0; i < spokes; i++) {
    const a = rotation + (i * Math.PI) / spokes;
    elements.push(line(polar(CENTRE, CENTRE, outer, a), polar(CENTRE, CENTRE, outer, a + Math.PI)));
  }
  elements.push(circle(CENTRE, CENTRE, hub));
  let regions = 1 + shapes.length * pieces + 1;
  if (hub > 80) {
    elements.push(
      polygon(
        regularPoints(
          CENTRE,
          CENTRE,
          hub - 14,
          spokes > 8 ? spokes / 2 : spokes,
          rotation,
          (hub - 14) * 0.55,
        ),
      ),
    );
    regions++;
  }
  return { elements, regions };
}
