import { describe, expect, it } from 'vitest';

import { readPrompt } from './read-prompt.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import { PAGE, type Placement } from './scene-plan.ts';

function box(p: Placement): { left: number; right: number; top: number } {
  const half = (p.height * p.entry.width) / p.entry.height / 2;
  return { left: p.x - half, right: p.x + half, top: p.bottom - p.height };
}

describe('picnic prompts', () => {
  it('draws a family picnic as a woman, the girl and the boy behind a picnic blanket and basket, no apple with a worm', async () => {
    for (const seed of [0, 1, 2]) {
      const prompt = 'A family picnic in the park';
      const page = await renderOfflinePage(prompt, { seed });
      expect([...page.drawings].sort(), `#${seed}`).toEqual(['boy', 'girl', 'picnic-blanket', 'woman']);
      expect(page.missing, `#${seed}`).toBeUndefined();
      const scene = await composeOfflineScene(prompt, { seed });
      // A park's open grass: no garden fence crossing the family.
      expect(scene.setting, `#${seed}`).toBe('meadow');
      const people = scene.placements.filter((p) => p.role === 'main' || p.role === 'beside');
      const blanket = scene.placements.find((p) => p.entry.id === 'picnic-blanket') as Placement;
      expect(people, `#${seed}`).toHaveLength(3);
      // The grown-up is the main subject, the tallest.
      const woman = people.find((p) => p.role === 'main') as Placement;
      expect(woman.entry.id, `#${seed}`).toBe('woman');
      for (const child of people.filter((p) => p !== woman))
        expect(child.height, `#${seed}`).toBeLessThan(woman.height);
      // On the grass in front of them, under their row, drawn after them.
      const order = (p: Placement) => scene.placements.indexOf(p);
      for (const person of people) {
        expect(order(blanket), `#${seed}`).toBeGreaterThan(order(person));
        expect(blanket.bottom, `#${seed}`).toBeGreaterThan(person.bottom);
        expect(person.bottom, `#${seed}`).toBeGreaterThan(box(blanket).top);
      }
      const middle = people.reduce((sum, p) => sum + p.x, 0) / people.length;
      expect(Math.abs(blanket.x - middle), `#${seed}`).toBeLessThan(0.1 * PAGE);
      expect(box(blanket).right - box(blanket).left, `#${seed}`).toBeGreaterThan(0.45 * PAGE);
    }
  });

  it('lays a picnic on the grass before an animal having one or with one, and keeps "a family of ducks" three ducks', async () => {
    const scene = await composeOfflineScene('A bear having a picnic', { seed: 0 });
    const bear = scene.placements.find((p) => p.role === 'main') as Placement;
    const blanket = scene.placements.find((p) => p.entry.id === 'picnic-blanket') as Placement;
    expect(bear.entry.keywords).toContain('bear');
    expect(blanket.bottom).toBeGreaterThan(bear.bottom);
    expect(blanket.height).toBeGreaterThan(0.25 * PAGE);
    // "A picnic with a dog" is the dog's picnic: the dog is the main subject.
    const dog = await composeOfflineScene('A picnic with a dog', { seed: 0 });
    expect(dog.placements.find((p) => p.role === 'main')?.entry.keywords).toContain('dog');
    expect(dog.placements.find((p) => p.entry.id === 'picnic-blanket')?.role).toBe('ground');
    expect(readPrompt('a family of ducks').mentions.map((m) => [m.word, m.count])).toEqual([['duck', 3]]);
  });
});
