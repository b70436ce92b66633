import { describe, expect, it } from 'vitest';

import { libraryEntry } from './library/library.ts';
import { loadDrawing } from './library/load-drawing.ts';
import { isCreature } from './pick-drawings.ts';
import { composeOfflineScene } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/** A placement's box on the page, px. */
function box(p: Placement): { left: number; right: number; top: number; bottom: number } {
  const width = (p.height * p.entry.width) / p.entry.height;
  return { left: p.x - width / 2, right: p.x + width / 2, top: p.bottom - p.height, bottom: p.bottom };
}

describe('composeOfflineScene', () => {
  it('gives a night prompt a moon and stars and no sun, whatever its place', async () => {
    for (const prompt of [
      'An owl in the forest at night',
      'A cat in the garden at night',
      'A car in the city at night',
      'A turtle on the beach at night',
      'A dog in the kitchen at night',
      'A monkey in the jungle at night',
    ]) {
      const scene = await composeOfflineScene(prompt);
      expect(scene.features, prompt).not.toContain('sun');
      expect(scene.features, prompt).toContain('moon');
      if (!prompt.includes('kitchen')) expect(scene.features, prompt).toContain('stars');
    }
    const day = await composeOfflineScene('An owl in the forest', { seed: 1 });
    expect(day.features).not.toContain('moon');
  });

  it('draws no distant hills in space, under the sea or in the sky', async () => {
    for (const prompt of ['A rocket in space', 'A jellyfish under the sea', 'A unicorn in the clouds'])
      for (const detail of ['simple', 'medium'] as const) {
        const scene = await composeOfflineScene(prompt, { detail });
        expect(scene.features, `${prompt} ${detail}`).not.toContain('hills');
      }
  });

  it('puts a held prop in the holder’s hand, much smaller than the holder', async () => {
    for (const [prompt, seed] of [
      ['A monkey with a banana', 0],
      ['A bear eating a cake', 0],
      ['A cat playing guitar on the moon', 2],
    ] as const) {
      const scene = await composeOfflineScene(prompt, { seed });
      const main = scene.placements.find((p) => p.role === 'main') as Placement;
      const held = scene.placements.find((p) => p.role === 'held') as Placement;
      expect(held, prompt).toBeDefined();
      const [m, h] = [box(main), box(held)];
      const area = (b: typeof m) => (b.right - b.left) * (b.bottom - b.top);
      // A guitar played on the slant fills about half its box.
      expect(area(h) / area(m), prompt).toBeLessThan(prompt.includes('guitar') ? 0.4 : 0.3);
      // Its box overlaps the holder's, below the face and above the feet.
      expect(h.left < m.right && h.right > m.left, prompt).toBe(true);
      const centreY = (h.top + h.bottom) / 2;
      expect(centreY, prompt).toBeGreaterThan(m.top + 0.35 * (m.bottom - m.top));
      expect(centreY, prompt).toBeLessThan(m.top + 0.9 * (m.bottom - m.top));
    }
  });

  it('draws a held prop big enough to read: a banana a third of the monkey, a cake in the bear’s lap', async () => {
    for (const seed of [0, 1, 2]) {
      const monkey = await composeOfflineScene('A monkey with a banana', { seed });
      const m = box(monkey.placements.find((p) => p.role === 'main') as Placement);
      const banana = box(monkey.placements.find((p) => p.role === 'held') as Placement);
      const long = (b: typeof m) => Math.max(b.right - b.left, b.bottom - b.top);
      expect(
        long(banana) / Math.sqrt((m.right - m.left) * (m.bottom - m.top)),
        `seed ${seed}`,
      ).toBeGreaterThan(0.3);
      const bear = await composeOfflineScene('A bear eating a cake', { seed });
      const b = box(bear.placements.find((p) => p.role === 'main') as Placement);
      const cake = box(bear.placements.find((p) => p.role === 'held') as Placement);
      // In front of its belly, not out at its feet.
      const centre = { x: (cake.left + cake.right) / 2, y: (cake.top + cake.bottom) / 2 };
      expect(Math.abs(centre.x - (b.left + b.right) / 2), `seed ${seed}`).toBeLessThan(
        0.2 * (b.right - b.left),
      );
      expect(centre.y, `seed ${seed}`).toBeLessThan(b.top + 0.8 * (b.bottom - b.top));
      expect(cake.right - cake.left, `seed ${seed}`).toBeGreaterThan(0.3 * (b.right - b.left));
    }
  });

  it('draws a pond as a pond on a meadow, with no sea, waves or boat', async () => {
    for (const prompt of ['Three ducks on a pond', 'A swan on the lake', 'A duck'])
      for (const detail of ['simple', 'medium', 'detailed'] as const) {
        const scene = await composeOfflineScene(prompt, { detail });
        expect(scene.setting, `${prompt} ${detail}`).toBe('pond');
        expect(scene.features, `${prompt} ${detail}`).toContain('pond');
        expect(
          scene.drawings.some((id) => /boat|ship/.test(id)),
          `${prompt} ${detail}`,
        ).toBe(false);
      }
    const sea = await composeOfflineScene('A boat at sea');
    expect(sea.setting).toBe('sea');
  });

  it('stands a tree beside a house at its size, and keeps a dragon under a tree large', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('A simple house with a tree', { seed });
      const house = box(scene.placements.find((p) => p.role === 'main') as Placement);
      const tree = scene.placements.find((p) => p.entry.keywords.includes('tree')) as Placement;
      expect(tree.role, `seed ${seed}`).toBe('beside');
      expect(box(tree).bottom - box(tree).top, `seed ${seed}`).toBeGreaterThan(
        0.7 * (house.bottom - house.top),
      );
      const reading = await composeOfflineScene('A friendly dragon reading a book under an apple tree', {
        seed,
      });
      const dragon = box(reading.placements.find((p) => p.role === 'main') as Placement);
      expect(dragon.bottom - dragon.top, `seed ${seed}`).toBeGreaterThan(0.42 * 1024);
    }
  });

  it('draws a plain car for a car, the detailed sports car only for a race car', async () => {
    const shown = new Set<string>();
    for (const seed of [0, 1, 2, 3, 4, 5])
      shown.add((await composeOfflineScene('A car in the city', { seed })).drawings[0] as string);
    expect(shown).toContain('small-car');
    expect(shown).not.toContain('sports-car');
    expect((await composeOfflineScene('A race car')).drawings[0]).toBe('sports-car');
  });

  it('draws a guitar being played on the slant across the player’s body', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('A cat playing guitar on the moon', { seed });
      const cat = box(scene.placements.find((p) => p.role === 'main') as Placement);
      const held = scene.placements.find((p) => p.role === 'held') as Placement;
      expect(held.entry.keywords, `seed ${seed}`).toContain('played guitar');
      const guitar = box(held);
      // As wide as it is tall and over half the cat's width: it reads at a glance.
      expect(guitar.right - guitar.left, `seed ${seed}`).toBeGreaterThan(0.5 * (cat.right - cat.left));
    }
  });

  it('flies a kite big in the sky above the child, on a string from her hand', async () => {
    // "Flying a kite" as "with a kite": it drew the kite small in a corner of the sky, no string.
    for (const [prompt, seed] of [
      ...[0, 1, 2, 3].map((seed) => ['A girl with a kite', seed] as const),
      ['A girl flying a kite', 0],
      ['A girl flies a kite', 1],
    ] as const) {
      const scene = await composeOfflineScene(prompt, { seed });
      const m = box(scene.placements.find((p) => p.role === 'main') as Placement);
      const kite = box(scene.placements.find((p) => p.role === 'held') as Placement);
      // It reads at a glance: at least half the girl's height, and up above her hands.
      expect(kite.bottom - kite.top, `${prompt} #${seed}`).toBeGreaterThan(0.5 * (m.bottom - m.top));
      expect(kite.bottom, `${prompt} #${seed}`).toBeLessThan(m.top + 0.5 * (m.bottom - m.top));
      expect(scene.strings, `${prompt} #${seed}`).toHaveLength(1);
      const string = scene.strings[0] as (typeof scene.strings)[number];
      // From the girl's outline to the kite's.
      expect(string.from.x, `${prompt} #${seed}`).toBeGreaterThanOrEqual(m.left - 1);
      expect(string.from.x, `${prompt} #${seed}`).toBeLessThanOrEqual(m.right + 1);
      expect(string.to.y, `${prompt} #${seed}`).toBeLessThanOrEqual(kite.bottom + 1);
      expect(string.to.y, `${prompt} #${seed}`).toBeGreaterThanOrEqual(kite.top);
    }
  });

  it('flies a boy’s kite from his hand, and an animal’s from its paw or held-out hand, never its face', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const boy = await composeOfflineScene('A boy with a kite', { seed });
      expect(boy.drawings[0], `seed ${seed}`).toBe('boy');
      const b = box(boy.placements.find((p) => p.role === 'main') as Placement);
      const string = boy.strings[0];
      expect(string, `seed ${seed}`).toBeDefined();
      // His waving hand: out at his side, between his shoulders and his hips.
      const at = (y: number) => (y - b.top) / (b.bottom - b.top);
      expect(at(string?.from.y ?? 0), `seed ${seed}`).toBeGreaterThan(0.3);
      expect(at(string?.from.y ?? 0), `seed ${seed}`).toBeLessThan(0.6);
      // A sitting cat holds the string under a paw on the ground, not at its cheek.
      const cat = await composeOfflineScene('A cat with a kite', { seed });
      const c = box(cat.placements.find((p) => p.role === 'main') as Placement);
      const paw = cat.strings[0]?.from;
      expect(paw, `seed ${seed}`).toBeDefined();
      expect(((paw?.y ?? 0) - c.top) / (c.bottom - c.top), `seed ${seed}`).toBeGreaterThan(0.85);
      // A monkey holds it in the hand it holds out.
      const monkey = await composeOfflineScene('A monkey with a kite', { seed });
      const m = box(monkey.placements.find((p) => p.role === 'main') as Placement);
      const hand = monkey.strings[0]?.from;
      const handAt = ((hand?.y ?? 0) - m.top) / (m.bottom - m.top);
      expect(handAt, `seed ${seed}`).toBeGreaterThan(0.42);
      expect(handAt, `seed ${seed}`).toBeLessThan(0.8);
    }
  });

  it('keeps the sun, the moon and the clouds clear of a flown kite', async () => {
    for (const prompt of ['A girl with a kite', 'A cat with a kite', 'A boy with a kite at night'])
      for (const detail of ['simple', 'medium'] as const)
        for (const seed of [0, 1, 2, 3, 4, 5]) {
          const scene = await composeOfflineScene(prompt, { seed, detail });
          const kite = box(scene.placements.find((p) => p.role === 'held') as Placement);
          const { labels, width } = scene.labels.map;
          // Setting regions with pixels on the kite's box: only the sky and wide bands of
          // hills may be there, no sun, moon or cloud (each narrower than 400 px).
          const spans = new Map<number, [number, number]>();
          for (let i = 0; i < labels.length; i++) {
            const l = labels[i] as number;
            if (scene.labels.groups[l] !== 0) continue;
            const x = i % width;
            const span = spans.get(l) ?? [x, x];
            spans.set(l, [Math.min(span[0], x), Math.max(span[1], x)]);
          }
          const covered = new Set<number>();
          for (let y = Math.max(0, Math.floor(kite.top)); y < Math.ceil(kite.bottom); y++)
            for (
              let x = Math.max(0, Math.floor(kite.left));
              x < Math.min(width, Math.ceil(kite.right));
              x++
            ) {
              const l = labels[y * width + x] as number;
              const span = spans.get(l);
              if (span && span[1] - span[0] < 400) covered.add(l);
            }
          expect(covered.size, `${prompt} ${detail} seed ${seed}`).toBe(0);
        }
  });

  it('floats ducks and swans on a pond, their lower body under the water line', async () => {
    for (const prompt of ['Three ducks on a pond', 'A swan on a pond', 'A duck on a pond'])
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed, detail: 'simple' });
        expect(scene.setting).toBe('pond');
        const { labels, width, height } = scene.labels.map;
        scene.placements.forEach((p, k) => {
          if (p.role !== 'main' && p.role !== 'beside') return;
          const b = box(p);
          // The bird's own pixels stop well above its feet: the rest is under the water.
          let lowest = -1;
          for (let y = Math.max(0, Math.floor(b.top)); y < Math.min(height, Math.ceil(b.bottom)); y++)
            for (let x = Math.max(0, Math.floor(b.left)); x < Math.min(width, Math.ceil(b.right)); x++)
              if (scene.labels.groups[labels[y * width + x] as number] === k + 1) lowest = y;
          expect(lowest, `${prompt} seed ${seed}`).toBeGreaterThan(0);
          expect(lowest, `${prompt} seed ${seed}`).toBeLessThan(b.bottom - 0.2 * (b.bottom - b.top));
          // Just below that line lies the pond's water (the setting), not the grass above it.
          const below = labels[Math.min(height - 1, lowest + 8) * width + Math.round(p.x)] as number;
          expect(scene.labels.groups[below], `${prompt} seed ${seed}`).toBe(0);
        });
      }
  });

  it('draws "a whale in the sea" with the humpback whale under the waves, not the orca', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('A whale in the sea', { seed });
      expect(scene.drawings[0], `seed ${seed}`).toBe('whale');
      expect(scene.setting, `seed ${seed}`).toBe('underwater');
    }
    expect((await composeOfflineScene('A killer whale')).drawings[0]).toBe('orca');
  });

  it('draws a dragon whose outline reads as a dragon’s: spiky, winged, long-tailed', async () => {
    // Merging never moves a drawing's outline, so the page shows this outline at every level.
    for (const seed of [0, 1]) {
      const prompt = 'A friendly dragon reading a book under an apple tree';
      const scene = await composeOfflineScene(prompt, { seed });
      const main = scene.placements.find((p) => p.role === 'main') as Placement;
      const aspect = main.entry.width / main.entry.height;
      const drawing = await loadDrawing(main.entry.id, Math.round(main.height * Math.max(1, aspect)));
      // Outline length against area (1 for a disc): a round cat's is about 2.6, a monkey's 3.9;
      // wings, horns, a spiked back and a spade-tipped tail make a dragon's twice that.
      let area = 0;
      let edges = 0;
      const { width, height, labels } = drawing;
      const inside = (x: number, y: number) =>
        x >= 0 && y >= 0 && x < width && y < height && labels[y * width + x] !== 0;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          if (!inside(x, y)) continue;
          area++;
          for (const [dx, dy] of [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ] as const)
            if (!inside(x + dx, y + dy)) edges++;
        }
      const perimeter = (edges * Math.PI) / 4;
      expect(perimeter ** 2 / (4 * Math.PI * area), `seed ${seed}`).toBeGreaterThan(5.5);
    }
  });

  it('puts the book a dragon reads open in its lap, not at its snout', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const prompt = 'A friendly dragon reading a book under an apple tree';
      const scene = await composeOfflineScene(prompt, { seed });
      const main = scene.placements.find((p) => p.role === 'main') as Placement;
      const held = scene.placements.find((p) => p.role === 'held') as Placement;
      expect(held.entry.keywords, `seed ${seed}`).toContain('open book');
      // The book's centre lies on the dragon's body, in the lower half of the dragon.
      const m = box(main);
      const h = box(held);
      const centre = { x: Math.round((h.left + h.right) / 2), y: Math.round((h.top + h.bottom) / 2) };
      const aspect = main.entry.width / main.entry.height;
      const silhouette = await loadDrawing(main.entry.id, Math.round(main.height * Math.max(1, aspect)));
      let column = centre.x - Math.round(main.x - silhouette.width / 2);
      if (main.isMirrored) column = silhouette.width - 1 - column;
      const row = centre.y - Math.round(main.bottom - silhouette.height);
      expect(silhouette.labels[row * silhouette.width + column], `seed ${seed}`).not.toBe(0);
      expect(centre.y, `seed ${seed}`).toBeGreaterThan(m.top + 0.5 * (m.bottom - m.top));
    }
  });

  it('puts a ball on the ground at a puppy’s feet, and a tree a monkey is in behind it', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('A puppy playing with a ball', { seed });
      const m = box(scene.placements.find((p) => p.role === 'main') as Placement);
      const ball = box(scene.placements.find((p) => p.role === 'held') as Placement);
      expect(Math.abs(ball.bottom - m.bottom), `seed ${seed}`).toBeLessThan(0.08 * (m.bottom - m.top));
      const monkey = await composeOfflineScene('A monkey in a tree', { seed });
      expect(monkey.placements.find((p) => p.entry.keywords.includes('tree'))?.role, `seed ${seed}`).toBe(
        'over',
      );
    }
  });

  it('never stands in an animal the prompt did not name for a word it cannot draw', async () => {
    for (const prompt of [
      'An okapi in the savanna',
      'A quokka',
      'A dugong under the sea',
      'An aardvark on the farm',
    ])
      for (const seed of [0, 1, 2, 3, 4]) {
        const scene = await composeOfflineScene(prompt, { seed });
        for (const id of scene.drawings)
          expect(isCreature(libraryEntry(id) ?? ({} as never)), `${prompt} #${seed}: ${id}`).toBe(false);
      }
    // The animals it does know are drawn whole, not a face or a head.
    for (const [prompt, keyword] of [
      ['A shark in the sea', 'shark'],
      ['A pig in the mud', 'pig'],
      ['A lion in the savanna', 'lion'],
    ] as const) {
      const scene = await composeOfflineScene(prompt);
      const entry = libraryEntry(scene.drawings[0] ?? '');
      expect(entry?.keywords, prompt).toContain(keyword);
    }
  });

  it('draws the subject a prompt names: a snowman, a princess in front of a castle', async () => {
    for (const seed of [0, 1, 2]) {
      const snowman = await composeOfflineScene('A snowman in the snow', { seed });
      expect(libraryEntry(snowman.drawings[0] ?? '')?.keywords).toContain('snowman');
      const princess = await composeOfflineScene('A princess in a castle', { seed });
      expect(libraryEntry(princess.drawings[0] ?? '')?.keywords).toContain('princess');
      expect(princess.features).toContain('castle');
    }
  });

  it('puts sea animals in the sea under the waves, boats on them', async () => {
    expect((await composeOfflineScene('A whale and a dolphin in the sea')).setting).toBe('underwater');
    expect((await composeOfflineScene('A boat on the sea')).setting).toBe('sea');
  });

  it('keeps two small subjects apart: a butterfly and a bee do not pile up', async () => {
    for (const seed of [0, 1, 2, 3]) {
      const scene = await composeOfflineScene('A butterfly and a bee in the garden', { seed });
      const [a, b] = scene.placements.filter((p) => p.role === 'main' || p.role === 'beside').map(box);
      expect(a && b).toBeTruthy();
      if (!a || !b) continue;
      const overlap =
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
      const smaller = Math.min(
        (a.right - a.left) * (a.bottom - a.top),
        (b.right - b.left) * (b.bottom - b.top),
      );
      expect(overlap / smaller, `seed ${seed}`).toBeLessThan(0.3);
    }
  });

  it('patterns a detailed duck’s body round a plain face, as an adult coloring book would', async () => {
    for (const prompt of ['A duck on a pond', 'An owl in the forest']) {
      const scene = await composeOfflineScene(prompt, { detail: 'detailed' });
      const group = scene.placements.findIndex((p) => p.role === 'main') + 1;
      const main = box(scene.placements[group - 1] as Placement);
      const { labels, width } = scene.labels.map;
      // Regions of the subject, and the largest one centred in the upper part of its box.
      const sumY = new Float64Array(scene.labels.areas.length);
      for (let i = 0; i < labels.length; i++) {
        const l = labels[i] as number;
        sumY[l] = (sumY[l] as number) + Math.floor(i / width);
      }
      let regions = 0;
      let largestUpper = 0;
      for (let l = 1; l < scene.labels.areas.length; l++) {
        const area = scene.labels.areas[l] as number;
        if (scene.labels.groups[l] !== group || area < 2 * 170) continue;
        regions++;
        const y = (sumY[l] as number) / area;
        if (y < main.top + 0.45 * (main.bottom - main.top)) largestUpper = Math.max(largestUpper, area);
      }
      expect(regions, prompt).toBeGreaterThan(90);
      expect(largestUpper, prompt).toBeGreaterThan(8000);
    }
  });
});
