import { describe, expect, it } from 'vitest';

import { loadDrawing } from './library/load-drawing.ts';
import { readPrompt } from './read-prompt.ts';
import { composeOfflineScene } from './render-page.ts';

describe('a wolf howling at the moon', () => {
  it('is a night page with one moon, the night sky’s, and no sun', async () => {
    for (const prompt of ['a wolf howling at the moon', 'a dog howls at the moon'])
      expect(readPrompt(prompt).isNight, prompt).toBe(true);
    for (const prompt of ['a wolf howling at the moon', 'an owl under the moon']) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(scene.features, prompt).not.toContain('sun');
      // One moon: the night sky's, not a drawn moon beside it.
      expect(scene.features, prompt).toContain('moon');
      expect(
        scene.placements.filter((p) => p.entry.keywords[0] === 'moon'),
        prompt,
      ).toHaveLength(0);
    }
    expect(readPrompt('a wolf').isNight).toBe(false);
  });
});

describe('the moon as the subject', () => {
  it('draws a crescent, not the full disc the clip art’s label map was', async () => {
    const map = await loadDrawing('crescent-moon', 720);
    let inside = 0;
    for (const label of map.labels) if (label > 0) inside++;
    // A disc fills π/4 ≈ 0.79 of its box; the crescent well under that.
    expect(inside / (map.width * map.height)).toBeLessThan(0.55);
  });

  it('is the sky’s only moon: "a crescent moon" at night draws no second moon in the sky', async () => {
    for (const prompt of ['a crescent moon', 'the moon and the stars', 'good night moon']) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(
        scene.placements.map((p) => p.entry.id),
        prompt,
      ).toContain('crescent-moon');
      expect(scene.features, prompt).not.toContain('moon');
      expect(scene.features, prompt).not.toContain('sun');
      expect(scene.features, prompt).toContain('stars');
    }
  });
});

describe('sleeping under the stars', () => {
  it('is a night page under the night sky’s stars, not one big star by the sun', async () => {
    for (const prompt of ['an owl under the stars', 'a fox sleeping under the stars']) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(scene.features, prompt).not.toContain('sun');
      expect(scene.features, prompt).toContain('stars');
      expect(
        scene.placements.filter((p) => p.entry.keywords[0] === 'star'),
        prompt,
      ).toHaveLength(0);
    }
    // A star beside the subject, or the star as the subject, is still a drawn star.
    for (const prompt of ['a girl and a star', 'a star']) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(
        scene.placements.some((p) => p.entry.keywords[0] === 'star'),
        prompt,
      ).toBe(true);
    }
  });
});
