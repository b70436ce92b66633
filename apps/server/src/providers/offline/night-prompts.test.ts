import { describe, expect, it } from 'vitest';

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
