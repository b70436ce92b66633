import { describe, expect, it } from 'vitest';

import { suggestPrompt } from './prompt-ideas.ts';
import { readPrompt } from './read-prompt.ts';
import { SETTING_PHRASES } from './scene-choice.ts';

describe('suggestPrompt', () => {
  it('varies, and gives the same idea for the same seed', () => {
    const ideas = Array.from({ length: 30 }, (_, seed) => suggestPrompt(seed));
    expect(new Set(ideas).size).toBeGreaterThanOrEqual(25);
    expect(suggestPrompt(7)).toBe(ideas[7]);
    for (const idea of ideas) expect(idea).toMatch(/^[A-Z][a-z -]+$/);
    expect(suggestPrompt().length).toBeGreaterThan(0);
  });

  it('suggests only subjects, props and places the offline generator draws', () => {
    for (let seed = 0; seed < 60; seed++) {
      const idea = suggestPrompt(seed);
      const reading = readPrompt(idea);
      expect(reading.main, idea).toBeGreaterThanOrEqual(0);
      for (const mention of reading.mentions) expect(mention.entries.length, idea).toBeGreaterThan(0);
      expect(reading.setting, idea).not.toBeNull();
      expect(idea.endsWith(SETTING_PHRASES[reading.setting ?? 'meadow']), idea).toBe(true);
      expect(reading.pattern, idea).toBeNull();
    }
  });
});
