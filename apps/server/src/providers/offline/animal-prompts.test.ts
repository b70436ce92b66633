import { describe, expect, it } from 'vitest';

import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

describe('common animals children ask for', () => {
  it('draws a fox in the snow and a panda eating bamboo, not a sled or a house', async () => {
    for (const [prompt, id, setting] of [
      ['A fox in the snow', 'fox', 'snow'],
      ['a panda eating bamboo', 'panda', 'forest'],
      ['Two foxes in the forest', 'fox', 'forest'],
    ] as const)
      for (const seed of [0, 1]) {
        const page = await renderOfflinePage(prompt, { seed });
        expect(page.drawings[0], `${prompt} #${seed}`).toBe(id);
        expect(page.missing, `${prompt} #${seed}`).toBeUndefined();
        const scene = await composeOfflineScene(prompt, { seed });
        expect(scene.setting, `${prompt} #${seed}`).toBe(setting);
      }
  });
});
