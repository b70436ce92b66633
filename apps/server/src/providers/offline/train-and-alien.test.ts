import { describe, expect, it } from 'vitest';

import { findDrawings, libraryEntries } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { isAirborne } from './subject-traits.ts';

/**
 * Huebook's own steam train (a smiling engine with a coal tender) and friendly alien (a green
 * child waving), drawn for the page (scripts/own-drawings/train-and-alien.ts) instead of the
 * clip art's blocky train and skull-headed alien, which stay for "Try another".
 */
const CASES = [
  { prompt: 'a train', id: 'steam-train' },
  { prompt: 'a train on the hills', id: 'steam-train' },
  { prompt: 'a train in the city', id: 'steam-train' },
  { prompt: 'an alien', id: 'friendly-alien' },
  { prompt: 'an alien on the moon', id: 'friendly-alien' },
  { prompt: 'an alien and a rocket', id: 'friendly-alien' },
] as const;

describe('train and alien: a smiling steam train, a friendly alien child', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps the clip-art train and alien for "Try another", after ours', () => {
    expect(findDrawings('train').map((e) => e.id)).toEqual(expect.arrayContaining(['steam-train', 'train']));
    expect(findDrawings('locomotive')[0]?.id).toBe('steam-train');
    expect(findDrawings('alien').map((e) => e.id)).toEqual(
      expect.arrayContaining(['friendly-alien', 'alien']),
    );
    expect(findDrawings('martian')[0]?.id).toBe('friendly-alien');
  });

  it('stands the alien on the ground rather than floating it like a rocket', () => {
    const alien = libraryEntries().find((e) => e.id === 'friendly-alien');
    if (!alien) throw new Error('no friendly-alien in the library');
    expect(isAirborne(alien)).toBe(false);
  });
});
