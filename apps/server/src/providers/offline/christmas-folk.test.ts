import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * Huebook's own Santa Claus (with his sack of toys), child Christmas elf (holding a present) and
 * gingerbread man (scripts/own-drawings/christmas-folk.ts): before them these prompts drew a tree
 * in a meadow, or only the sled or the present, and reported Santa, the elf or the gingerbread
 * man missing.
 */
const CASES = [
  { prompt: 'santa claus', id: 'santa' },
  { prompt: 'santa with his sleigh', id: 'santa' },
  { prompt: 'an elf', id: 'elf' },
  { prompt: 'a christmas elf with a present', id: 'elf' },
  { prompt: 'a gingerbread man', id: 'gingerbread-man' },
] as const;

describe('christmas folk: Santa Claus, a Christmas elf, a gingerbread man', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('finds them by their other names', () => {
    expect(findDrawings('father christmas')[0]?.id).toBe('santa');
    expect(findDrawings('saint nick')[0]?.id).toBe('santa');
    expect(findDrawings('elves')[0]?.id).toBe('elf');
    expect(findDrawings('gingerbread')[0]?.id).toBe('gingerbread-man');
    expect(findDrawings('gingerbread men')[0]?.id).toBe('gingerbread-man');
  });

  it('keeps the sled for a sleigh of its own', () => {
    expect(findDrawings('sleigh')[0]?.id).toBe('sled');
  });
});
