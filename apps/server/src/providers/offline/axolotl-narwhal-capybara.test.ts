import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/**
 * An axolotl, a narwhal and a capybara drawn for the page
 * (scripts/own-drawings/axolotl-narwhal-capybara.ts): "an axolotl", "a narwhal", "a capybara"
 * reported the animal missing and drew a tree in a meadow.
 */
const CASES = {
  axolotl: ['an axolotl', 'axolotls', 'a pink axolotl', 'an axolotl with gills', 'an axolotl in a pond'],
  narwhal: ['a narwhal', 'narwhals', 'a narwhal with a tusk', 'a narwhal in the sea'],
  capybara: ['a capybara', 'capybaras', 'a capybara with an orange', 'a capybara in the water'],
} as const;

describe('an axolotl, a narwhal and a capybara', () => {
  for (const [id, prompts] of Object.entries(CASES))
    it(`draws the ${id} first, reports nothing missing, and keeps every level in range and black and white`, async () => {
      for (const prompt of prompts) await expectDrawnFirstInRange(prompt, id);
    });

  it('draws each once: the tusk, the gills and the orange are the drawings’ own', async () => {
    for (const [prompt, id] of [
      ['a narwhal with a tusk', 'narwhal'],
      ['an axolotl with frilly gills', 'axolotl'],
      ['a capybara with an orange', 'capybara'],
    ] as const)
      expect((await renderOfflinePage(prompt, { seed: 0 })).drawings, prompt).toEqual([id]);
  });

  it('sets the axolotl and the capybara by a pond and the narwhal under the sea', async () => {
    for (const [prompt, setting] of [
      ['an axolotl', 'pond'],
      ['a capybara', 'pond'],
      ['a narwhal', 'underwater'],
      ['a narwhal in the sea', 'underwater'],
    ] as const)
      for (const seed of [0, 1, 2])
        expect((await composeOfflineScene(prompt, { seed })).setting, `${prompt} #${seed}`).toBe(setting);
  });

  it('keeps each one’s face at Simple', async () => {
    for (const [prompt, id] of [
      ['an axolotl', 'axolotl'],
      ['a narwhal', 'narwhal'],
      ['a capybara', 'capybara'],
    ] as const)
      for (const seed of [0, 1, 2]) {
        const faces = (await facePartsOnSimplePage(prompt, seed)).filter((f) => f.subject.entry.id === id);
        expect(faces.length, `${prompt} #${seed}`).toBe(1);
        for (const { parts } of faces) expect(parts, `${prompt} #${seed}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('finds them by their words', () => {
    expect(findDrawings('axolotls')[0]?.id).toBe('axolotl');
    expect(findDrawings('narwhals')[0]?.id).toBe('narwhal');
    expect(findDrawings('capybaras')[0]?.id).toBe('capybara');
  });
});
