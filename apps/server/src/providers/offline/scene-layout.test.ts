import { describe, expect, it } from 'vitest';

import { loadDrawing } from './library/load-drawing.ts';
import { FENCE_HEIGHT } from './procedural/settings-land.ts';
import { composeOfflineScene } from './render-page.ts';
import { PAGE, type Placement } from './scene-plan.ts';

/**
 * Where a placement's drawing lies on the page, pasted as `pasteDrawings` pastes it (its size
 * rounded as `placedDrawing` rounds it, mirrored, cut at a water line): a page-sized mask.
 */
async function footprint(p: Placement): Promise<Uint8Array> {
  const aspect = p.entry.width / p.entry.height;
  const side = Math.max(8, Math.round((p.height * Math.max(1, aspect)) / 8) * 8);
  const drawing = await loadDrawing(p.entry.id, side);
  const mask = new Uint8Array(PAGE * PAGE);
  const left = Math.round(p.x - drawing.width / 2);
  const top = Math.round(p.bottom - drawing.height);
  const last = Math.min(PAGE, p.waterline === undefined ? PAGE : Math.round(p.waterline));
  for (let y = 0; y < drawing.height; y++)
    for (let x = 0; x < drawing.width; x++) {
      const [px, py] = [left + x, top + y];
      if (px < 0 || px >= PAGE || py < 0 || py >= last) continue;
      const column = p.isMirrored ? drawing.width - 1 - x : x;
      if (drawing.labels[y * drawing.width + column] !== 0) mask[py * PAGE + px] = 1;
    }
  return mask;
}

/** First and last rows of a mask holding ink, and its pixel count. */
function extent(mask: Uint8Array): { top: number; bottom: number; area: number } {
  let [top, bottom, area] = [PAGE, -1, 0];
  for (let i = 0; i < mask.length; i++)
    if (mask[i]) {
      const y = Math.floor(i / PAGE);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      area++;
    }
  return { top, bottom, area };
}

/** Least gap between two masks' ink along any page row, px (Infinity when no row holds both). */
function closestApart(a: Uint8Array, b: Uint8Array): number {
  let least = Number.POSITIVE_INFINITY;
  for (let y = 0; y < PAGE; y++) {
    const row = (m: Uint8Array) => {
      let [lo, hi] = [PAGE, -1];
      for (let x = 0; x < PAGE; x++)
        if (m[y * PAGE + x]) {
          lo = Math.min(lo, x);
          hi = Math.max(hi, x);
        }
      return [lo, hi] as const;
    };
    const [al, ar] = row(a);
    const [bl, br] = row(b);
    if (ar < 0 || br < 0) continue;
    least = Math.min(least, Math.max(bl - ar, al - br));
  }
  return least;
}

describe('scene layout', () => {
  it('stands the subjects a prompt names side by side, each whole, large together', async () => {
    for (const prompt of ['A whale and a dolphin in the sea', 'A pig and a cow on the farm'])
      for (const seed of [0, 1, 2, 3, 4]) {
        const scene = await composeOfflineScene(prompt, { seed });
        const named = scene.placements.filter((p) => p.role === 'main' || p.role === 'beside');
        expect(named.length, `${prompt} #${seed}`).toBe(2);
        const [a, b] = await Promise.all(named.map(footprint));
        if (!a || !b) continue;
        let shared = 0;
        for (let i = 0; i < a.length; i++) if (a[i] && b[i]) shared++;
        const smaller = Math.min(extent(a).area, extent(b).area);
        expect(shared / smaller, `${prompt} #${seed}`).toBeLessThanOrEqual(0.01);
        // Together they still fill a good part of the page.
        expect(extent(a).area + extent(b).area, `${prompt} #${seed}`).toBeGreaterThan(0.1 * PAGE * PAGE);
        // Standing ones stand together: their outlines a small gap apart on some row, not a
        // box's empty corner apart.
        if (prompt.includes('farm'))
          expect(closestApart(a, b), `${prompt} #${seed}`).toBeLessThan(0.05 * PAGE);
      }
  });

  it('stands a dog in front of the garden fence, its feet on the grass below the fence’s foot', async () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const scene = await composeOfflineScene('A dog playing with a ball in the garden', { seed });
      expect(scene.setting).toBe('garden');
      const dog = extent(await footprint(scene.placements.find((p) => p.role === 'main') as Placement));
      // The fence's posts reach 10 px below the ground line: the feet stand well in front.
      expect(dog.bottom - scene.groundY, `seed ${seed}`).toBeGreaterThan(80);
      // The fence is lower than the dog's back: most of the dog rises above its top.
      const fenceTop = scene.groundY - FENCE_HEIGHT;
      expect(fenceTop - dog.top, `seed ${seed}`).toBeGreaterThan(0.5 * (dog.bottom - dog.top));
    }
  });

  it('keeps a dragon under an apple tree large and central, a smaller apple tree beside it, the book in front', async () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const scene = await composeOfflineScene('A friendly dragon reading a book under an apple tree', {
        seed,
      });
      const dragon = scene.placements.find((p) => p.role === 'main') as Placement;
      const tree = scene.placements.find((p) => p.role === 'over') as Placement;
      // The library's own apple tree: a clean canopy hung with apples, not ragged clip art.
      expect(tree.entry.id, `seed ${seed}`).toBe('round-apple-tree');
      expect(dragon.height, `seed ${seed}`).toBeGreaterThan(0.45 * PAGE);
      expect(tree.height, `seed ${seed}`).toBeLessThan(1.3 * dragon.height);
      expect(Math.abs(dragon.x - PAGE / 2), `seed ${seed}`).toBeLessThan(0.08 * PAGE);
      // Beside it: the trunk stands clear of the dragon's middle.
      expect(Math.abs(tree.x - dragon.x), `seed ${seed}`).toBeGreaterThan(0.3 * PAGE);
      const order = (role: Placement['role']) => scene.placements.findIndex((p) => p.role === role);
      expect(order('over'), `seed ${seed}`).toBeLessThan(order('main'));
      expect(order('held'), `seed ${seed}`).toBeGreaterThan(order('main'));
    }
  });

  it('seats riders on a horse’s back, the horse large and central, the riders’ legs hidden', async () => {
    const prompts = [
      'A princess riding a horse',
      'A girl riding a unicorn',
      'A boy riding a horse',
      'A girl and a boy riding a horse',
    ];
    for (const prompt of prompts)
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed });
        const ridersAt = scene.placements.filter((p) => p.role === 'main' || p.role === 'beside');
        const horseAt = scene.placements.find((p) => p.role === 'under') as Placement;
        expect(ridersAt, `${prompt} #${seed}`).toHaveLength(prompt.includes(' and ') ? 2 : 1);
        const horse = extent(await footprint(horseAt));
        const tall = horse.bottom - horse.top;
        // The horse is in the page's middle.
        expect(Math.abs(horseAt.x - PAGE / 2), `${prompt} #${seed}`).toBeLessThan(0.1 * PAGE);
        for (const riderAt of ridersAt) {
          const rider = extent(await footprint(riderAt));
          // The horse is the larger shape.
          expect(horse.area, `${prompt} #${seed}`).toBeGreaterThan(1.5 * rider.area);
          // The rider sits on its back: nothing of them below its belly, their head above its back.
          expect(rider.bottom - horse.top, `${prompt} #${seed}`).toBeLessThan(0.62 * tall);
          expect(rider.bottom - horse.top, `${prompt} #${seed}`).toBeGreaterThan(0.4 * tall);
          expect(rider.top, `${prompt} #${seed}`).toBeLessThan(horse.top + 0.25 * tall);
          // Astride, not beside: the rider's middle over the horse's body.
          expect(Math.abs(riderAt.x - horseAt.x), `${prompt} #${seed}`).toBeLessThan(
            (0.35 * horseAt.height * horseAt.entry.width) / horseAt.entry.height,
          );
        }
      }
  });

  it('sits every rider a prompt names in the boat, side by side, behind its hull', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const scene = await composeOfflineScene('A cat and a dog in a boat', { seed });
      const riders = scene.placements.filter((p) => p.role === 'main' || p.role === 'beside');
      const boats = scene.placements.filter((p) => p.role === 'under');
      const boat = boats[0] as Placement;
      expect(riders, `seed ${seed}`).toHaveLength(2);
      const half = (boat.height * boat.entry.width) / boat.entry.height / 2;
      for (const rider of riders) {
        // Inside the boat's length, their feet down in its hull, not floating beside it.
        expect(Math.abs(rider.x - boat.x), `seed ${seed}`).toBeLessThan(half);
        expect(rider.bottom, `seed ${seed}`).toBeLessThan(boat.bottom);
        expect(rider.bottom, `seed ${seed}`).toBeGreaterThan(boat.bottom - 0.5 * boat.height);
      }
      // The boat whole behind them, its hull again in front of them.
      const hull = boats.find((p) => p.topline !== undefined) as Placement;
      const order = (p: Placement) => scene.placements.indexOf(p);
      for (const rider of riders) {
        expect(order(boat), `seed ${seed}`).toBeLessThan(order(rider));
        expect(order(hull), `seed ${seed}`).toBeGreaterThan(order(rider));
        expect(hull.topline as number, `seed ${seed}`).toBeLessThan(rider.bottom);
      }
    }
  });

  it('sits a monkey in a tree, up in its fork, not on the ground beside it', async () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const scene = await composeOfflineScene('A monkey in a tree', { seed });
      const monkeyAt = scene.placements.find((p) => p.role === 'main') as Placement;
      const treeAt = scene.placements.find((p) => p.role === 'over') as Placement;
      const [monkey, tree] = await Promise.all([footprint(monkeyAt), footprint(treeAt)]);
      const { bottom } = extent(monkey);
      // Well above the ground, and the tree right under it: its seat is the tree's trunk.
      expect(scene.groundY - bottom, `seed ${seed}`).toBeGreaterThan(0.15 * PAGE);
      const x = Math.round(monkeyAt.x);
      let below = 0;
      for (let y = bottom + 1; y < bottom + 60 && y < PAGE; y++) below += tree[y * PAGE + x] ?? 0;
      expect(below, `seed ${seed}`).toBeGreaterThan(50);
      // It sits in front of the tree, inside its outline.
      const treeBox = extent(tree);
      expect(extent(monkey).top, `seed ${seed}`).toBeGreaterThan(treeBox.top);
    }
  });

  it('raises a pond and its ducks up the page, so they fill it under a band of sky', async () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const scene = await composeOfflineScene('Three ducks on a pond', { seed });
      expect(scene.setting).toBe('pond');
      // The far bank, and the pond with it, in the page's upper part: the sky is a band.
      expect(scene.groundY, `seed ${seed}`).toBeLessThan(0.58 * PAGE);
      const ducks = scene.placements.filter((p) => p.role === 'main' || p.role === 'beside');
      expect(ducks.length, `seed ${seed}`).toBe(3);
      const shapes = await Promise.all(ducks.map(footprint));
      const top = Math.min(...shapes.map((m) => extent(m).top));
      expect(top, `seed ${seed}`).toBeLessThan(0.54 * PAGE);
      const area = shapes.reduce((sum, m) => sum + extent(m).area, 0);
      expect(area, `seed ${seed}`).toBeGreaterThan(0.08 * PAGE * PAGE);
    }
  });
});
