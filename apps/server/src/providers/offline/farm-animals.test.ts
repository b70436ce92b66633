import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/** Prompts whose clip art read badly and the own drawing each page must now start with. */
const PAGES: readonly (readonly [prompt: string, id: string, clipArt: string])[] = [
  ['a cow on the farm', 'standing-cow', 'cow'],
  ['a penguin on the ice', 'standing-penguin', 'penguin'],
  ['a mouse', 'sitting-mouse', 'mouse'],
  ['a wolf in the forest', 'standing-wolf', 'wolf'],
  ['a sheep on the farm', 'standing-sheep', 'sheep'],
  ['a hen on the farm', 'standing-hen', 'hen'],
];

/** Face parts of drawing `id` on its Simple page at seed 0 (`facePartsOnSimplePage`). */
async function faceParts(prompt: string, id: string): Promise<number> {
  const faces = await facePartsOnSimplePage(prompt, 0);
  const face = faces.find(({ subject }) => subject.entry.id === id);
  expect(face, `${prompt}: ${id} placed`).toBeDefined();
  return face?.parts ?? 0;
}

describe('own cow, penguin, mouse, wolf, sheep and hen', () => {
  it('are the first match of their words, the clip art kept after them', () => {
    for (const [word, id, clipArt] of [
      ['cow', 'standing-cow', 'cow'],
      ['cows', 'standing-cow', 'cow'],
      ['calf', 'standing-cow', 'cow'],
      ['penguins', 'standing-penguin', 'penguin'],
      ['mice', 'sitting-mouse', 'mouse'],
      ['wolves', 'standing-wolf', 'wolf'],
      ['lamb', 'standing-sheep', 'sheep'],
      ['chicken', 'standing-hen', 'hen'],
      ['hens', 'standing-hen', 'hen'],
      ['chick', 'standing-hen', 'hen'],
    ] as const) {
      const ids = findDrawings(word).map((e) => e.id);
      expect(ids[0], word).toBe(id);
      expect(ids, word).toContain(clipArt);
    }
  });

  it('start their pages at Simple and Medium: nothing missing, black and white, in range', async () => {
    for (const [prompt, id] of PAGES)
      for (const detail of ['simple', 'medium'] as const) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(id);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('keep their eyes at Simple', async () => {
    for (const [prompt, id] of PAGES) expect(await faceParts(prompt, id), prompt).toBeGreaterThanOrEqual(2);
  });

  it('step to the clip art on "Try another"', async () => {
    for (const [prompt, , clipArt] of PAGES) {
      const page = await renderOfflinePage(prompt, { detail: 'simple', seed: 1 });
      expect(page.drawings[0], prompt).toBe(clipArt);
    }
  });
});
