import { describe, expect, it } from 'vitest';

import { mulberry32 } from './prng.ts';
import { suggestPrompt } from './prompt-ideas.ts';
import { planScene } from './scene-plan.ts';
import { PLACES, SUBJECTS } from './word-lists.ts';

describe('suggestPrompt', () => {
  it('varies, and gives the same idea for the same seed', () => {
    const ideas = Array.from({ length: 30 }, (_, seed) => suggestPrompt(seed));
    expect(new Set(ideas).size).toBeGreaterThanOrEqual(25);
    expect(suggestPrompt(7)).toBe(ideas[7]);
    for (const idea of ideas) expect(idea).toMatch(/^[A-Z][a-z -]+$/);
    expect(suggestPrompt().length).toBeGreaterThan(0);
  });

  it('suggests only what the offline generator can draw', () => {
    const subjectIcons = new Set(SUBJECTS.map((s) => s.icon));
    for (let seed = 0; seed < 40; seed++) {
      const idea = suggestPrompt(seed);
      const plan = planScene(idea, mulberry32(seed));
      expect(subjectIcons.has(plan.subject), idea).toBe(true);
      expect(idea.toLowerCase()).toContain(plan.subjectWord);
      expect(idea).toContain(plan.place.phrase);
    }
  });
});

describe('planScene', () => {
  it('reads subject, action prop and place from the prompt', () => {
    const plan = planScene('A sleepy dog reading a book at the beach', mulberry32(1));
    expect(plan.subject).toBe('dog');
    expect(plan.companions).toContain('book');
    expect(plan.place).toBe(PLACES.find((p) => p.phrase === 'at the beach'));
  });

  it('looks words outside its own lists up in the drawing catalogue', () => {
    expect(planScene('a banana on a plate', mulberry32(1)).subject).toBe('banana');
    expect(planScene('three penguins', mulberry32(1)).subject).not.toBe('');
  });

  it('puts a subject in its home when the prompt names no place', () => {
    expect(planScene('two fishes', mulberry32(1)).place.phrase).toBe('under the sea');
  });
});
