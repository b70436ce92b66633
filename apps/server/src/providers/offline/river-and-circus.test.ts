import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
import { riverWaterline } from './procedural/settings-river.ts';
import { settingFromPrompt } from './procedural/settings.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import { describeScene } from './scene-words.ts';

/**
 * Two places children type that the offline pages drew wrong (issue 10): a river was the open
 * sea ("river" was a word of the sea), and the circus was reported missing and drawn as a meadow.
 */
const RIVER_PROMPTS = [
  'an otter in the river',
  'a boat on the river',
  'a bear fishing in the river',
  'a duck on the river',
] as const;
const CIRCUS_PROMPTS = [
  'a clown at the circus',
  'an elephant at the circus',
  'a lion in the circus',
] as const;
/** Prompts whose main subject floats on the river's water rather than standing on its bank. */
const FLOATING = ['an otter in the river', 'a boat on the river', 'a duck on the river'] as const;

describe('the river and the circus', () => {
  it('reads each place from the prompt, before the sea and the meadow', () => {
    for (const prompt of RIVER_PROMPTS) expect(settingFromPrompt(prompt), prompt).toBe('river');
    for (const prompt of CIRCUS_PROMPTS) expect(settingFromPrompt(prompt), prompt).toBe('circus');
    expect(settingFromPrompt('a frog by the stream')).toBe('river');
    expect(settingFromPrompt('a deer at the creek')).toBe('river');
    expect(settingFromPrompt('a fox on the riverbank')).toBe('river');
    expect(settingFromPrompt('a monkey under the big top')).toBe('circus');
    expect(settingFromPrompt('a bear at the carnival')).toBe('circus');
    // The sea keeps its own words.
    expect(settingFromPrompt('a boat sailing on the waves')).toBe('sea');
    expect(settingFromPrompt('a ship at sea')).toBe('sea');
  });

  it('draws each prompt in its place, says so, and reports nothing missing', async () => {
    for (const [prompts, setting, phrase] of [
      [RIVER_PROMPTS, 'river', 'by the river'],
      [CIRCUS_PROMPTS, 'circus', 'at the circus'],
    ] as const)
      for (const prompt of prompts) {
        const scene = await composeOfflineScene(prompt, { detail: 'medium', seed: 0 });
        expect(scene.setting, prompt).toBe(setting);
        expect(scene.features, prompt).toContain(setting);
        expect(describeScene(scene), prompt).toMatch(new RegExp(` ${phrase}$`));
        const page = await renderOfflinePage(prompt, { detail: 'medium', seed: 0 });
        expect(page.missing, prompt).toBeUndefined();
      }
    for (const prompt of ['a lion in the circus tent', 'a duck in the stream', 'a dog by the river'])
      expect((await renderOfflinePage(prompt, { seed: 0 })).missing, prompt).toBeUndefined();
  }, 120_000);

  it('floats ducks, boats and otters on the water and stands the bear on the bank', async () => {
    for (const seed of [0, 1, 2]) {
      for (const prompt of FLOATING) {
        const scene = await composeOfflineScene(prompt, { detail: 'medium', seed });
        const main = scene.placements.find((p) => p.role === 'main');
        const label = `${prompt} #${seed}`;
        expect(main?.waterline, label).toBeCloseTo(riverWaterline(scene.groundY), 0);
        // Its lower part is under the water, hidden.
        expect(main?.bottom, label).toBeGreaterThan(main?.waterline ?? Infinity);
      }
      const bear = await composeOfflineScene('a bear fishing in the river', { detail: 'medium', seed });
      const main = bear.placements.find((p) => p.role === 'main');
      expect(main?.waterline).toBeUndefined();
      // On the bank, in front of the ground line and behind the near water's edge (150 px).
      expect(main?.bottom).toBeGreaterThan(bear.groundY);
      expect(main?.bottom).toBeLessThan(bear.groundY + 150);
    }
  });

  it('stands the circus subjects in the ring', async () => {
    for (const prompt of CIRCUS_PROMPTS) {
      const scene = await composeOfflineScene(prompt, { detail: 'medium', seed: 0 });
      const main = scene.placements.find((p) => p.role === 'main');
      // The ring's sawdust lies 56–214 px below the tent's foot.
      expect(main?.bottom, prompt).toBeGreaterThan(scene.groundY + 56);
      expect(main?.bottom, prompt).toBeLessThan(scene.groundY + 214);
    }
  });

  it('keeps every level in range and black and white, seeds 0–2', async () => {
    for (const prompt of [...RIVER_PROMPTS, ...CIRCUS_PROMPTS])
      for (const detail of DETAIL_LEVELS)
        for (const seed of [0, 1, 2]) {
          const page = await renderOfflinePage(prompt, { detail, seed });
          await expectPageInRange(page.image, detail, `${prompt} (${detail}, #${seed})`);
        }
  }, 300_000);
});
