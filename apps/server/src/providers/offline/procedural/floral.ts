import { DETAIL_REGION_RANGES, type DetailLevel } from '@huebook/shared/constants';

import { between, pick, type Random } from '../prng.ts';

import { innerPetal, petal, petalHalfWidth, scallopD, type PetalShape } from './petals.ts';
import { circle, line, PAGE, path, polar, rect } from './svg-kit.ts';

/**
 * Floral pages: a quilt of rounded tiles, each holding a flower with leaves reaching for the
 * tile's corners, like printed floral tile pages. The grout between the tiles is one region;
 * each tile's background is one more, so the count is known by construction:
 * tiles × (1 + flower + leaves) + grout + page margin.
 */

const MARGIN = 36;
const GROUT = 14;
const GAP = 12;

type FlowerKind = 'daisy' | 'starry' | 'rose';

interface Plan {
  grid: number;
  flower: FlowerKind;
  petals: number;
  doubled: boolean;
  leaves: 0 | 4;
  veined: boolean;
}

/** Regions one flower makes. */
function flowerRegions(plan: Plan): number {
  if (plan.flower === 'rose') return 4;
  return plan.petals * (plan.doubled ? 2 : 1) + 2;
}

function planRegions(plan: Plan): number {
  const perTile = 1 + flowerRegions(plan) + plan.leaves * (plan.veined ? 2 : 1);
  return plan.grid * plan.grid * perTile + 2;
}

/** Side of a tile and radius of its flower, px. */
function tileSize(grid: number): { side: number; radius: number } {
  const side = (PAGE - 2 * MARGIN + GROUT) / grid - GROUT;
  return { side, radius: side * 0.38 };
}

/** Whether a plan's petals come out wide enough to colour, doubled ones included. */
function isColourable(plan: Plan): boolean {
  if (plan.flower === 'rose') return true;
  const { radius } = tileSize(plan.grid);
  const shape = plan.flower === 'daisy' ? 'round' : 'almond';
  const heart = radius * 0.3;
  const halfWidth = petalHalfWidth(shape, plan.petals, heart * 0.5, radius, GAP, heart);
  if (halfWidth < 14) return false;
  return !plan.doubled || innerPetal(0, 0, 0, heart, radius, halfWidth, shape, 12) !== null;
}

/**
 * A floral page's elements with a region count inside the level's `DETAIL_REGION_RANGES`
 * (kept 15 % inside either end), varied by `random`.
 */
export function floralElements(random: Random, detail: DetailLevel): string[] {
  const [min, max] = DETAIL_REGION_RANGES[detail];
  const plans: Plan[] = [];
  for (let grid = 2; grid <= 5; grid++)
    for (const flower of ['daisy', 'starry', 'rose'] as const)
      for (const petals of flower === 'rose' ? [6] : [5, 6, 8])
        for (const doubled of flower === 'rose' || grid > 4 ? [false] : [false, true])
          for (const leaves of [0, 4] as const)
            for (const veined of leaves === 0 || grid > 4 ? [false] : [false, true])
              plans.push({ grid, flower, petals, doubled, leaves, veined });
  const fitting = plans.filter((p) => {
    const regions = planRegions(p);
    return regions >= min * 1.15 && regions <= max * 0.85 && isColourable(p);
  });
  const plan = pick(random, fitting.length > 0 ? fitting : plans);

  const { side, radius } = tileSize(plan.grid);
  const elements: string[] = [];
  const tilt = between(random, 0, Math.PI / plan.petals);
  const leafShape = pick(random, ['almond', 'teardrop'] as const);
  for (let row = 0; row < plan.grid; row++) {
    for (let col = 0; col < plan.grid; col++) {
      const x = MARGIN + col * (side + GROUT);
      const y = MARGIN + row * (side + GROUT);
      elements.push(rect(x, y, side, side, side * 0.12));
      const cx = x + side / 2;
      const cy = y + side / 2;
      if (plan.leaves > 0) elements.push(...leaves(cx, cy, radius, side, leafShape, plan.veined));
      // Neighbouring tiles turn their flowers the other way, as a printed quilt would.
      const turn = (row + col) % 2 === 0 ? tilt : -tilt;
      elements.push(...flower(cx, cy, radius, plan, turn));
    }
  }
  return elements;
}

/** Four leaves from behind the flower towards the tile's corners, stopping short of them. */
function leaves(
  cx: number,
  cy: number,
  radius: number,
  side: number,
  shape: PetalShape,
  veined: boolean,
): string[] {
  const out: string[] = [];
  // The rounded corner's arc is about 0.035·side in from the square corner along the diagonal.
  const reach = (side / 2) * Math.SQRT2 - side * 0.12 * (Math.SQRT2 - 1) - GAP - 6;
  const r0 = radius * 0.6;
  const halfWidth = Math.min(petalHalfWidth(shape, 4, r0, reach, GAP, radius), (reach - radius) * 0.42);
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    out.push(petal(cx, cy, a, r0, reach, halfWidth, shape));
    if (veined) out.push(line(polar(cx, cy, r0, a), polar(cx, cy, reach, a)));
  }
  return out;
}

/** A flower of radius `radius` centred in its tile. */
function flower(cx: number, cy: number, radius: number, plan: Plan, turn: number): string[] {
  const out: string[] = [];
  if (plan.flower === 'rose') {
    // Three nested scalloped rims round a round heart: a rose seen from above.
    out.push(path(scallopD(cx, cy, radius * 0.82, radius, 6, turn)));
    out.push(path(scallopD(cx, cy, radius * 0.52, radius * 0.66, 5, turn + 0.4)));
    out.push(circle(cx, cy, radius * 0.3));
    return out;
  }
  const shape: PetalShape = plan.flower === 'daisy' ? 'round' : 'almond';
  const heart = radius * 0.3;
  const r0 = heart * 0.5;
  const halfWidth = petalHalfWidth(shape, plan.petals, r0, radius, GAP, heart);
  for (let i = 0; i < plan.petals; i++) {
    const a = turn - Math.PI / 2 + (i * 2 * Math.PI) / plan.petals;
    out.push(petal(cx, cy, a, r0, radius, halfWidth, shape));
    const inner = plan.doubled ? innerPetal(cx, cy, a, heart, radius, halfWidth, shape, 12) : null;
    if (inner) out.push(inner);
  }
  out.push(circle(cx, cy, heart), circle(cx, cy, heart * 0.5));
  return out;
}
