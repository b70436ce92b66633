import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * Prompts the library had no drawing for: "a superhero flying over the city" drew a fire truck
 * and "a football player" only a huge soccer ball. Each is now Huebook's own superhero or
 * football player (`scripts/own-drawings/sport-and-heroes.ts`).
 */
const CASES = [
  { prompt: 'a superhero flying over the city', id: 'superhero' },
  { prompt: 'a superhero', id: 'superhero' },
  { prompt: 'a football player', id: 'football-player' },
  { prompt: 'a soccer player in the park', id: 'football-player' },
  // A girl playing is the girl with a ball, not the girl beside another player.
  { prompt: 'a girl playing football', id: 'soccer-ball' },
] as const;

describe('superhero and football player pages', () => {
  it('draws the superhero or the football player, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings, label).toContain(id);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('is the football player, ball at its feet, for "a football player", not a ball alone', async () => {
    for (const prompt of ['a football player', 'a soccer player'])
      for (const seed of [0, 1, 2]) {
        const page = await renderOfflinePage(prompt, { seed });
        expect(page.drawings, `${prompt} #${seed}`).toEqual(['football-player']);
      }
  });

  it('keeps the faces of the superhero and the football player at Simple', async () => {
    for (const prompt of ['a superhero flying over the city', 'a football player'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(1);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
  });
});
