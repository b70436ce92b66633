import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';

describe('faces on Simple pages of several subjects', () => {
  it('keeps the eyes of every person and animal named, not only the main subject’s', async () => {
    for (const prompt of ['a family picnic in the park', 'a cat and a dog in a boat'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(2);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
  });
});
