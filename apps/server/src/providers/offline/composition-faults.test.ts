import { DETAIL_LEVELS, DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { labelBounds } from './label-ops.ts';
import { findDrawings } from './library/library.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import { PAGE, type Placement } from './scene-plan.ts';

/** A drawing's ink box on a composed page: the union of its regions' bounds, px. */
type Box = { left: number; right: number; top: number; bottom: number };

/** Each placement's box as pasted (the union of the bounds of its group's regions), in order. */
async function drawnBoxes(prompt: string, seed: number): Promise<{ placements: Placement[]; boxes: Box[] }> {
  const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
  const { groups, regions } = scene.labels;
  const labels = scene.labels;
  const bounds = labelBounds(labels.map, regions);
  const boxes = scene.placements.map((_, k) => {
    const box = { left: PAGE, right: -1, top: PAGE, bottom: -1 };
    for (let l = 1; l <= regions; l++) {
      if (groups[l] !== k + 1 || (bounds.right[l] as number) < 0) continue;
      box.left = Math.min(box.left, bounds.left[l] as number);
      box.right = Math.max(box.right, bounds.right[l] as number);
      box.top = Math.min(box.top, bounds.top[l] as number);
      box.bottom = Math.max(box.bottom, bounds.bottom[l] as number);
    }
    return box;
  });
  return { placements: scene.placements, boxes };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
}

describe('composition of prompts users type', () => {
  it('floats a music note beside the dancer, not over its body', async () => {
    for (const prompt of ['a robot dancing', 'a girl singing'])
      for (const seed of [0, 1, 2]) {
        const { placements, boxes } = await drawnBoxes(prompt, seed);
        const note = placements.findIndex((p) => p.entry.keywords.includes('music note'));
        const subject = placements.findIndex((p) => p.role === 'main');
        expect(note, `${prompt} #${seed}`).toBeGreaterThanOrEqual(0);
        const [a, b] = [boxes[note] as Box, boxes[subject] as Box];
        expect(overlaps(a, b), `${prompt} #${seed}`).toBe(false);
        // Beside the dancer's head, not up in a corner of the page: within a sixth of the page
        // of its side, its middle level with the dancer's upper half.
        expect(Math.max(a.left - b.right, b.left - a.right), `${prompt} #${seed}`).toBeLessThan(PAGE / 6);
        const middle = (a.top + a.bottom) / 2;
        expect(middle, `${prompt} #${seed}`).toBeGreaterThan(b.top - 0.1 * PAGE);
        expect(middle, `${prompt} #${seed}`).toBeLessThan((b.top + b.bottom) / 2);
      }
  });

  it('draws a giraffe taller than an elephant and a mother taller than her children', async () => {
    for (const prompt of ['a giraffe and an elephant', 'an elephant and a giraffe'])
      for (const seed of [0, 1]) {
        const { placements } = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const height = (id: string) => placements.find((p) => p.entry.id === id)?.height ?? 0;
        expect(height('giraffe'), `${prompt} #${seed}`).toBeGreaterThan(1.3 * height('elephant'));
        // Every subject stays large enough to color: a third of the page at least.
        expect(height('elephant'), `${prompt} #${seed}`).toBeGreaterThan(0.3 * PAGE);
      }
    for (const seed of [0, 1]) {
      const { placements, drawings } = await composeOfflineScene('a mother and her children', {
        seed,
        detail: 'medium',
      });
      // Children are a girl and a boy, not one drawing twice.
      expect(drawings).toEqual(expect.arrayContaining(['woman', 'girl', 'boy']));
      const mother = placements.find((p) => p.entry.id === 'woman') as Placement;
      for (const child of placements.filter((p) => p.entry.id === 'girl' || p.entry.id === 'boy'))
        expect(mother.height, `#${seed}`).toBeGreaterThan(1.3 * child.height);
    }
  });

  it('sets a rocket flying past planets in space, with different planets and no sun or rainbow', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('a rocket flying past planets', { seed, detail: 'medium' });
      expect(scene.setting).toBe('space');
      for (const feature of ['sun', 'clouds', 'rainbow']) expect(scene.features).not.toContain(feature);
      expect(scene.drawings).not.toContain('rainbow');
      const planets = scene.placements.filter((p) => p.entry.keywords.includes('planet'));
      expect(planets.length, `#${seed}`).toBeGreaterThanOrEqual(2);
      expect(new Set(planets.map((p) => p.entry.id)).size, `#${seed}`).toBe(planets.length);
    }
  });

  it('never draws one planet drawing twice, whether the planets are the subject or a number', async () => {
    for (const prompt of ['planets in space', 'three planets', 'two planets', 'a rocket and three planets'])
      for (const seed of [0, 1, 2]) {
        const { placements } = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const planets = placements.filter((p) => p.entry.keywords.includes('planet')).map((p) => p.entry.id);
        expect(planets.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(2);
        expect(new Set(planets).size, `${prompt} #${seed}`).toBe(planets.length);
      }
  });

  it('keeps the space setting’s own small planets and moons clear of the planets drawn', async () => {
    for (const prompt of ['a rocket flying past planets', 'an astronaut flying past planets'])
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const { boxes, placements } = await drawnBoxes(prompt, seed);
        const planets = boxes.filter((_, k) => placements[k]?.entry.keywords.includes('planet'));
        const { groups, regions, areas } = scene.labels;
        const bounds = labelBounds(scene.labels.map, regions);
        for (let l = 1; l <= regions; l++) {
          // The setting's small things (a ringed planet, a cratered moon), not its big planets
          // half off the page or the open space.
          const area = areas[l] as number;
          if (groups[l] !== 0 || area < 300 || area > 20000) continue;
          const box = {
            left: bounds.left[l] as number,
            right: bounds.right[l] as number,
            top: bounds.top[l] as number,
            bottom: bounds.bottom[l] as number,
          };
          for (const planet of planets) expect(overlaps(box, planet), `${prompt} #${seed}`).toBe(false);
        }
      }
  });

  it('keeps the face of every copy of a subject, and of a far smaller companion, at Simple', async () => {
    for (const prompt of ['two cats', 'two bunnies', 'three bunnies', 'a dinosaur and a boy'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(2);
        for (const { parts } of faces) expect(parts, `${prompt} #${seed}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('draws a unicorn in a rainbow forest large and central, the rainbow behind it', async () => {
    for (const seed of [0, 1, 2]) {
      const { placements } = await composeOfflineScene('a unicorn in a rainbow forest', {
        seed,
        detail: 'medium',
      });
      const unicorn = placements.findIndex((p) => p.entry.id === 'unicorn');
      const rainbow = placements.findIndex((p) => p.entry.id === 'rainbow');
      const shown = placements[unicorn] as Placement;
      expect(shown.height, `#${seed}`).toBeGreaterThan(0.42 * PAGE);
      expect(Math.abs(shown.x - PAGE / 2), `#${seed}`).toBeLessThan(0.12 * PAGE);
      expect(rainbow, `#${seed}`).toBeLessThan(unicorn);
    }
  });

  it('draws a rainbow named beside a subject large behind it, as "under a rainbow" does', async () => {
    for (const prompt of ['a unicorn with a rainbow', 'a rainbow and a unicorn', 'a girl and a rainbow'])
      for (const seed of [0, 1]) {
        const { placements } = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const rainbow = placements.findIndex((p) => p.entry.id === 'rainbow');
        const subject = placements.findIndex((p) => p.entry.id !== 'rainbow');
        const shown = placements[subject] as Placement;
        const arch = placements[rainbow] as Placement;
        // Beside it, the unicorn stood a fifth of the page high next to a rainbow twice its size.
        expect(shown.height, `${prompt} #${seed}`).toBeGreaterThan(0.42 * PAGE);
        expect(Math.abs(shown.x - PAGE / 2), `${prompt} #${seed}`).toBeLessThan(0.12 * PAGE);
        expect(arch.role, `${prompt} #${seed}`).toBe('over');
        expect(rainbow, `${prompt} #${seed}`).toBeLessThan(subject);
      }
    const alone = await composeOfflineScene('a rainbow', { seed: 0, detail: 'medium' });
    expect(alone.placements.map((p) => [p.entry.id, p.role])).toEqual([['rainbow', 'main']]);
  });

  it('draws a whole daisy, never the clip-art flowers cut down their middle', async () => {
    // Open Clip Art's smiling daisy and flower-4 showed half a flower under "a bee on a daisy".
    expect(findDrawings('daisy').map((e) => e.id)).toEqual(['flower-3']);
    expect(findDrawings('flowers').map((e) => e.id)).not.toContain('flower-4');
    for (const seed of [0, 1, 2]) {
      const page = await renderOfflinePage('a bee on a daisy', { seed, detail: 'simple' });
      expect(page.drawings.slice(1), `#${seed}`).toEqual(['flower-3']);
      expect(page.missing, `#${seed}`).toBeUndefined();
    }
  });

  it('draws a butterfly or a bee on a big flower on a stem, and a ladybug on a big leaf', async () => {
    // "And" or "with" a flower too: the flower floated up by the clouds, the bee's size, beside it.
    for (const prompt of [
      'a butterfly on a flower',
      'a bee on a flower',
      'a bee on a daisy',
      'a bee and a flower',
      'a butterfly with a flower',
    ])
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const flower = scene.placements.find((p) => p.entry.keywords.includes('flower')) as Placement;
        const insect = scene.placements.find((p) => p.role === 'main') as Placement;
        const label = `${prompt} #${seed}`;
        // Both large: the flower's head a third of the page, the insect over a quarter.
        expect(flower.height, label).toBeGreaterThan(0.3 * PAGE);
        expect(insect.height, label).toBeGreaterThan(0.25 * PAGE);
        // The insect rests on the head's top, not over its middle, right above it.
        expect(insect.bottom, label).toBeLessThan(flower.bottom - 0.8 * flower.height);
        expect(Math.abs(insect.x - flower.x), label).toBeLessThan(0.1 * PAGE);
        // A stem of its own, regions behind the drawings, from the head down towards the ground.
        const { groups, regions } = scene.labels;
        const bounds = labelBounds(scene.labels.map, regions);
        let stemBottom = -1;
        for (let l = 1; l <= regions; l++)
          if ((groups[l] as number) > scene.placements.length)
            stemBottom = Math.max(stemBottom, bounds.bottom[l] as number);
        expect(stemBottom, label).toBeGreaterThan(flower.bottom + 100);
      }
    for (const seed of [0, 1, 2]) {
      const { placements } = await composeOfflineScene('a ladybug on a leaf', { seed, detail: 'medium' });
      const leaf = placements.find((p) => p.entry.id === 'leaf') as Placement;
      const ladybug = placements.find((p) => p.role === 'main') as Placement;
      expect(leaf.height, `#${seed}`).toBeGreaterThan(1.5 * ladybug.height);
      expect(ladybug.height, `#${seed}`).toBeGreaterThan(0.25 * PAGE);
    }
  });

  it('stands flowers drawn whole on their stems beside a cat, a girl or a dog, never a head in the air', async () => {
    const wholeFlowers = ['tulips', 'daffodil', 'sunflower'];
    for (const prompt of ['a cat and a flower', 'a girl and a flower', 'a dog and flowers'])
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const flowers = scene.placements.filter((p) => p.entry.keywords.includes('flower'));
        expect(flowers.length, `${prompt} #${seed}`).toBeGreaterThan(0);
        for (const flower of flowers) expect(wholeFlowers, `${prompt} #${seed}`).toContain(flower.entry.id);
      }
  });

  it('does not call the bubbles the sea draws missing: "a fish with bubbles"', async () => {
    for (const prompt of ['a fish with bubbles', 'a fish blowing bubbles']) {
      const page = await renderOfflinePage(prompt, { seed: 0, detail: 'medium' });
      expect(page.drawings[0], prompt).toBe('fish');
      expect(page.missing, prompt).toBeUndefined();
    }
    // On land no bubbles are drawn, and the page says so.
    const land = await renderOfflinePage('a girl blowing bubbles', { seed: 0, detail: 'medium' });
    expect(land.missing?.subjects).toEqual(['bubbles']);
  });

  it('draws the witch of "a halloween witch", with the pumpkin beside her, and one birthday cake', async () => {
    for (const [prompt, subject, prop] of [
      ['a halloween witch on a broom', 'witch', 'jack-o-lantern'],
      ['a halloween cat', 'cat', 'jack-o-lantern'],
    ] as const) {
      const scene = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      // The holiday's drawing was the main subject, large in the middle, the witch beside it.
      expect(scene.drawings[0], prompt).toBe(subject);
      expect(scene.drawings, prompt).toContain(prop);
      expect(scene.features, prompt).not.toContain('sun');
    }
    expect((await composeOfflineScene('a halloween pumpkin', { seed: 0 })).drawings).toEqual([
      'jack-o-lantern',
    ]);
    // "Birthday" and "cake" name the same drawing: one cake, not the birthday cake and a second.
    const party = await composeOfflineScene('a birthday party with cake', { seed: 0, detail: 'medium' });
    const cakes = party.placements.filter((p) => p.entry.keywords.includes('cake'));
    expect(cakes).toHaveLength(1);
  });

  it('stands a boy skateboarding on his skateboard, and gives a girl ice skating no skateboard', async () => {
    for (const prompt of ['a boy skateboarding', 'a dog skateboarding in the park']) {
      const scene = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      const board = scene.placements.find((p) => p.entry.id === 'skateboard');
      // "Skateboarding" drew no skateboard at all: the boy alone in a garden.
      expect(board?.role, prompt).toBe('under');
    }
    // "Skating" on ice drew a skateboard twice her size in the snow.
    const ice = await composeOfflineScene('a girl ice skating', { seed: 0, detail: 'medium' });
    expect(ice.drawings).toEqual(['girl']);
    expect(ice.setting).toBe('snow');
  });

  it('draws "children" as a girl and a boy, "a mother cat" as a cat and "ducklings" as ducks', async () => {
    // Copies of a person were one drawing twice: "children playing" drew two identical girls.
    // "Kids swimming" drew a girl, a boy and a sitting baby: kids are no babies.
    for (const prompt of ['children playing', 'three kids in the park', 'kids swimming']) {
      const scene = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      const ids = scene.placements.map((p) => p.entry.id);
      expect(ids, prompt).toContain('girl');
      expect(ids, prompt).toContain('boy');
      expect(ids, prompt).not.toContain('sitting-baby');
    }
    // "A mother cat" drew a woman beside the cats.
    const cats = await composeOfflineScene('a mother cat and her kittens', { seed: 0, detail: 'medium' });
    expect(
      cats.placements.every((p) => p.entry.keywords.includes('cat')),
      cats.drawings.join(),
    ).toBe(true);
    // "Ducklings" beside a duck drew the rubber duck, a toy.
    for (const prompt of ['a duck and ducklings', 'a mother duck and ducklings']) {
      const scene = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      expect(scene.drawings, prompt).not.toContain('rubber-duck');
    }
    // Still: "a mother and her baby" is the woman and the baby.
    const mother = await composeOfflineScene('a mother and her baby', { seed: 0, detail: 'medium' });
    expect(mother.drawings).toEqual(['woman', 'sitting-baby']);
  });

  it('has a frog or a bee play a guitar sized to it, not stand beside one twice its size', async () => {
    for (const prompt of ['a frog playing guitar', 'a bee playing guitar'])
      for (const seed of [0, 1]) {
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const guitar = scene.placements.find((p) => p.entry.keywords.includes('guitar')) as Placement;
        const player = scene.placements.find((p) => p.role === 'main') as Placement;
        expect(guitar.role, `${prompt} #${seed}`).toBe('held');
        expect(guitar.height, `${prompt} #${seed}`).toBeLessThan(player.height);
      }
  });

  it('keeps the rainbow behind a Detailed unicorn and the flower under a butterfly plain', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('a unicorn in a rainbow forest', { seed, detail: 'detailed' });
      const k = scene.placements.findIndex((p) => p.entry.id === 'rainbow');
      const rainbow = scene.placements[k] as Placement;
      const unicorn = scene.placements.findIndex((p) => p.entry.id === 'unicorn');
      const count = (group: number) => {
        let regions = 0;
        for (let l = 1; l <= scene.labels.regions; l++)
          if (scene.labels.groups[l] === group && (scene.labels.areas[l] as number) > 0) regions++;
        return regions;
      };
      expect(count(k + 1), `#${seed}`).toBeLessThanOrEqual(rainbow.entry.regions);
      // The unicorn is patterned as before.
      expect(count(unicorn + 1), `#${seed}`).toBeGreaterThan(40);
    }
    // So are the petals of the flower a butterfly rests on.
    for (const seed of [0, 1]) {
      const scene = await composeOfflineScene('a butterfly on a flower', { seed, detail: 'detailed' });
      const k = scene.placements.findIndex((p) => p.stemFoot !== undefined);
      let regions = 0;
      for (let l = 1; l <= scene.labels.regions; l++)
        if (scene.labels.groups[l] === k + 1 && (scene.labels.areas[l] as number) > 0) regions++;
      expect(regions, `#${seed}`).toBeLessThanOrEqual((scene.placements[k] as Placement).entry.regions);
    }
  });

  it.each(DETAIL_LEVELS)('keeps these pages black and white in the %s range', async (detail) => {
    const [min, max] = DETAIL_REGION_RANGES[detail];
    for (const prompt of [
      'a robot dancing',
      'a giraffe and an elephant',
      'a mother and her children',
      'a rocket flying past planets',
      'two cats',
      'a unicorn in a rainbow forest',
      'a butterfly on a flower',
      'a bee on a flower',
      'a ladybug on a leaf',
    ]) {
      const page = await renderOfflinePage(prompt, { detail });
      const quality = await measurePagePng(page.image);
      expect(quality.isPureBlackAndWhite, prompt).toBe(true);
      expect(quality.regions, `${prompt} ${detail}`).toBeGreaterThanOrEqual(min);
      expect(quality.regions, `${prompt} ${detail}`).toBeLessThanOrEqual(max);
    }
  });

  it('draws an animal a child is "with" or "holding" as a companion at its own size, not a speck', async () => {
    for (const prompt of ['a girl with a hedgehog', 'a girl holding a kitten']) {
      const { placements } = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      const girl = placements.find((p) => p.entry.id === 'girl') as Placement;
      const pet = placements.find((p) => p.entry.id !== 'girl') as Placement;
      expect(pet, prompt).toBeDefined();
      // Held props are sized as things in a hand: the hedgehog was a tenth of the page.
      expect(pet.height, prompt).toBeGreaterThan(0.28 * PAGE);
      expect(pet.height, prompt).toBeLessThan(girl.height);
    }
  });

  it('reads "a field of flowers" as the place, not two big flowers beside the horse', async () => {
    const scene = await composeOfflineScene('a horse in a field of flowers', { seed: 0, detail: 'medium' });
    expect(scene.drawings).toEqual(['horse']);
    expect(scene.setting).toBe('garden');
  });

  it('sits a cat on the bed’s quilt in a room, not in front of a small bed in the garden', async () => {
    for (const seed of [0, 1]) {
      const scene = await composeOfflineScene('a cat sleeping on a bed', { seed, detail: 'medium' });
      expect(scene.setting).toBe('room');
      const cat = scene.placements.find((p) => p.entry.id !== 'bed') as Placement;
      const bed = scene.placements.find((p) => p.entry.id === 'bed') as Placement;
      const quiltTop = bed.bottom - bed.height * (1 - 0.47);
      // Its feet on the quilt's top, a little sunk in, not floating or standing on the floor.
      expect(Math.abs(cat.bottom - quiltTop), `#${seed}`).toBeLessThan(0.06 * bed.height);
      expect(bed.height, `#${seed}`).toBeGreaterThan(cat.height);
    }
  });

  it('flies a superhero and a helicopter over the city, clear of the street a car stands in', async () => {
    const car = await composeOfflineScene('a car in the city', { seed: 0, detail: 'medium' });
    const street = (car.placements[0] as Placement).bottom;
    for (const prompt of ['a superhero flying over the city', 'a helicopter over the city']) {
      const scene = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      expect(scene.setting, prompt).toBe('city');
      expect((scene.placements[0] as Placement).bottom, prompt).toBeLessThan(street - 60);
    }
    // A submarine swims free under the sea, not resting on its floor.
    const sea = await composeOfflineScene('a submarine', { seed: 0, detail: 'medium' });
    expect(sea.setting).toBe('underwater');
    expect((sea.placements[0] as Placement).bottom).toBeLessThan(0.85 * PAGE);
  });

  it('sets a pirate’s treasure chest down beside him, and puts a knight at the castle in front of one castle', async () => {
    const pirate = await composeOfflineScene('a pirate with a treasure chest', { seed: 0, detail: 'medium' });
    const him = pirate.placements.find((p) => p.entry.id === 'pirate') as Placement;
    const chest = pirate.placements.find((p) => p.entry.id === 'treasure-chest') as Placement;
    // On the ground with him, not held up at his hand as a toy.
    expect(Math.abs(chest.bottom - him.bottom)).toBeLessThan(0.08 * PAGE);
    expect(chest.height).toBeGreaterThan(0.2 * him.height);
    const knight = await composeOfflineScene('a knight at the castle', { seed: 0, detail: 'medium' });
    expect(knight.setting).toBe('castle');
    expect(knight.drawings).toEqual(['knight']);
  });

  it('sets our leaping dolphin at sea over the waves and the ballerina in a room', async () => {
    for (const prompt of ['a dolphin', 'a dolphin jumping in the sea'])
      expect((await composeOfflineScene(prompt, { seed: 0 })).setting, prompt).toBe('sea');
    expect((await composeOfflineScene('a ballerina', { seed: 0 })).setting).toBe('room');
  });

  it('sits a monkey up in our palm tree, under its coconuts, not on the ground beside it', async () => {
    const scene = await composeOfflineScene('a monkey in a palm tree', { seed: 0, detail: 'medium' });
    const palm = scene.placements.find((p) => p.entry.id === 'beach-palm') as Placement;
    const monkey = scene.placements.find((p) => p.entry.id !== 'beach-palm') as Placement;
    expect(palm).toBeDefined();
    expect(monkey.bottom).toBeLessThan(palm.bottom - 0.45 * palm.height);
  });

  it('sits a cat or a cake on our kitchen table’s top, in a room', async () => {
    for (const prompt of ['a cat on a table', 'a cake on the table']) {
      const scene = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      expect(scene.setting, prompt).toBe('room');
      const table = scene.placements.find((p) => p.entry.id === 'kitchen-table') as Placement;
      const rider = scene.placements.find((p) => p.entry.id !== 'kitchen-table') as Placement;
      const top = table.bottom - table.height * (1 - 0.12);
      // On the top, not standing in front of the cloth (its paws were 0.2 of the table lower).
      expect(Math.abs(rider.bottom - top), prompt).toBeLessThan(0.06 * table.height);
    }
  });
});
