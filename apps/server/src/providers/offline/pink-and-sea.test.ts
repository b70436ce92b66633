import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * Huebook's own flamingo and dolphin (scripts/own-drawings/pink-and-sea.ts), drawn because the
 * clip-art flamingo (stick legs, a tiny body) and dolphin read poorly as coloring pages: they are
 * drawn first, and the clip art stays behind them for "Try another".
 */
const CASES = [
  { prompt: 'a flamingo', id: 'standing-flamingo' },
  { prompt: 'a flamingo at the beach', id: 'standing-flamingo' },
  { prompt: 'a dolphin', id: 'leaping-dolphin' },
  { prompt: 'a dolphin jumping in the sea', id: 'leaping-dolphin' },
] as const;

describe('pink and sea: a flamingo, a dolphin', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('draws the whale and the new dolphin for "a whale and a dolphin in the sea"', async () => {
    const page = await renderOfflinePage('a whale and a dolphin in the sea', { detail: 'medium', seed: 0 });
    expect(page.drawings).toEqual(['whale', 'leaping-dolphin']);
    expect(page.missing).toBeUndefined();
  });

  it('finds them first by their other names, the clip art after them', () => {
    expect(findDrawings('flamingos')[0]?.id).toBe('standing-flamingo');
    expect(findDrawings('flamingoes')[0]?.id).toBe('standing-flamingo');
    expect(findDrawings('dolphins')[0]?.id).toBe('leaping-dolphin');
    expect(findDrawings('porpoise')[0]?.id).toBe('leaping-dolphin');
    expect(findDrawings('flamingo').map((e) => e.id)).toEqual(['standing-flamingo', 'flamingo']);
    expect(findDrawings('dolphin').map((e) => e.id)).toEqual(['leaping-dolphin', 'dolphin']);
  });
});
