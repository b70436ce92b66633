import { describe, expect, it } from 'vitest';

import { drawOutlines } from './bold-outlines.ts';
import type { LabImage } from './lab.ts';

/**
 * A 40×20 picture of three bands, 0–13 dark grey (L* 30), 14–26 a slightly lighter grey (L* 36),
 * 27–39 white (L* 95), and its label map at page scale (2×): one label per band.
 */
function bands() {
  const lab: LabImage = {
    l: Float32Array.from({ length: 40 * 20 }, (_, i) => {
      const x = i % 40;
      return x < 14 ? 30 : x < 27 ? 36 : 95;
    }),
    a: new Float32Array(40 * 20),
    b: new Float32Array(40 * 20),
    width: 40,
    height: 20,
  };
  const labels = Int32Array.from({ length: 80 * 40 }, (_, i) => {
    const x = (i % 80) / 2;
    return x < 14 ? 0 : x < 27 ? 1 : 2;
  });
  return { lab, map: { labels, width: 80, height: 40, count: 3 } };
}

/** Ink pixels along the middle row of a mask 80 wide. */
const inkAcross = (ink: Uint8Array, x0: number, x1: number) => {
  let n = 0;
  for (let x = x0; x < x1; x++) n += ink[20 * 80 + x] as number;
  return n;
};

describe('drawOutlines', () => {
  it('draws a boundary between two different colours bold and one within a surface thin', () => {
    const { lab, map } = bands();
    const { ink } = drawOutlines(map, lab, 2, 3, 5, 15);
    // Greys 6 L* apart (3.6 weighted): one surface, 3 px. Grey against white: 5 px.
    expect(inkAcross(ink, 20, 34)).toBe(3);
    expect(inkAcross(ink, 45, 60)).toBe(5);
  });

  it('draws one weight when the bold width is not wider', () => {
    const { lab, map } = bands();
    const { ink } = drawOutlines(map, lab, 2, 3, 3, 15);
    expect(inkAcross(ink, 45, 60)).toBe(3);
  });
});
