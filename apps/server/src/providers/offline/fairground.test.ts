import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { labelPaper } from './label-ops.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { readPrompt } from './read-prompt.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * A Ferris wheel and a carousel drawn for the page (scripts/own-drawings/fairground.ts): "a
 * ferris wheel", "a carousel", "a merry-go-round" drew a tree in a meadow and reported the ride
 * missing, "a ferris wheel at the fair" the fair too.
 */
const CASES = [
  { prompt: 'a ferris wheel', id: 'ferris-wheel' },
  { prompt: 'a ferris wheel at the fair', id: 'ferris-wheel' },
  { prompt: 'a big wheel at the funfair', id: 'ferris-wheel' },
  { prompt: 'a carousel', id: 'carousel' },
  { prompt: 'a merry-go-round', id: 'carousel' },
  { prompt: 'a merry go round at the fair', id: 'carousel' },
] as const;

/** The Ferris wheel's drawn extent (drawing units: left, top, right, bottom) and its parts. */
const WHEEL = {
  box: [8, 18, 632, 754] as const,
  hub: [320, 330] as [number, number],
  /** A point of each gondola's cabin, below its window. */
  gondolas: Array.from({ length: 8 }, (_, j): [number, number] => {
    const a = -Math.PI / 2 + (j * Math.PI) / 4;
    const r = 176 + 22 + 56 * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
    return [320 + r * Math.cos(a), 330 + r * Math.sin(a) + 44];
  }),
};

describe('a Ferris wheel and a carousel', () => {
  for (const { prompt, id } of CASES)
    it(`draws "${prompt}" with ours, reports nothing missing, and keeps every level in range`, async () => {
      await expectDrawnFirstInRange(prompt, id);
    });

  it('draws one wheel "at the fair", and the fair beside a girl', async () => {
    for (const seed of [0, 1, 2]) {
      const wheel = await renderOfflinePage('a ferris wheel at the fair', { seed });
      expect(wheel.drawings, `wheel #${seed}`).toEqual(['ferris-wheel']);
      const girl = await renderOfflinePage('a girl at the fair', { seed });
      expect(girl.drawings, `girl #${seed}`).toEqual(['girl', 'ferris-wheel']);
      expect(girl.missing, `girl #${seed}`).toBeUndefined();
    }
  });

  it('reads "fair hair" and "a fair princess" as looks, not the fair', () => {
    for (const prompt of ['a princess with fair hair', 'a fair princess', 'a fair-haired boy']) {
      const reading = readPrompt(prompt);
      expect(
        reading.mentions.map((m) => m.entries[0]?.id),
        prompt,
      ).not.toContain('ferris-wheel');
      expect(reading.missing, prompt).toEqual([]);
    }
  });

  it('finds the rides by their names', () => {
    for (const word of ['ferris wheel', 'ferris wheels', 'big wheel', 'funfair', 'amusement park'])
      expect(findDrawings(word)[0]?.id, word).toBe('ferris-wheel');
    for (const word of ['carousel', 'carousels', 'merry go round', 'roundabout'])
      expect(findDrawings(word)[0]?.id, word).toBe('carousel');
  });

  it('keeps each of the eight gondolas a region of its own at Simple', async () => {
    for (const seed of [0, 1, 2]) {
      const label = `a ferris wheel #${seed}`;
      const page = await renderOfflinePage('a ferris wheel', { seed, detail: 'simple' });
      const scene = await composeOfflineScene('a ferris wheel', { seed, detail: 'simple' });
      const wheel = scene.placements.find((p) => p.entry.id === 'ferris-wheel') as Placement;
      const { data, info } = await sharp(page.image)
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const map = labelPaper({ data: new Uint8Array(data), width: info.width, height: info.height }, 127);
      const [left, top, right, bottom] = WHEEL.box;
      const width = (wheel.height * wheel.entry.width) / wheel.entry.height;
      const labelAt = ([u, v]: [number, number]) => {
        const fx = (u - left) / (right - left);
        const x = Math.round(wheel.x - width / 2 + (wheel.isMirrored ? 1 - fx : fx) * width);
        const y = Math.round(wheel.bottom - wheel.height + ((v - top) / (bottom - top)) * wheel.height);
        return map.labels[y * map.width + x] as number;
      };
      const seen = new Set([labelAt(WHEEL.hub)]);
      WHEEL.gondolas.forEach((point, j) => {
        const l = labelAt(point);
        expect(seen.has(l), `${label}: gondola ${j} merged`).toBe(false);
        seen.add(l);
        // A cabin, not a cabin merged with the rim or the wheel's cells.
        expect(map.areas[l], `${label}: gondola ${j}`).toBeLessThan(0.05 * width * wheel.height);
      });
    }
  });

  it('draws no carousel for a road’s roundabout, and says the roundabout is missing', async () => {
    for (const prompt of [
      'a car on a roundabout',
      'a traffic roundabout',
      'a bus going round a roundabout',
    ]) {
      const page = await renderOfflinePage(prompt, { seed: 0, detail: 'simple' });
      expect(page.drawings, prompt).not.toContain('carousel');
      expect(page.missing?.subjects, prompt).toEqual(['a roundabout']);
      expect((await composeOfflineScene(prompt, { seed: 0, detail: 'simple' })).setting, prompt).toBe('road');
    }
    // The fair's roundabout, and one alone (a playground's), is still the carousel.
    for (const prompt of [
      'a roundabout',
      'a roundabout at the fair',
      'a merry-go-round',
      'a carousel at the fair',
    ]) {
      const reading = readPrompt(prompt);
      expect(reading.mentions[reading.main]?.entries[0]?.id, prompt).toBe('carousel');
      expect(reading.missing, prompt).toEqual([]);
    }
  });
});
