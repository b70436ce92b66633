import { DETAIL_LEVELS, DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../../line-art/page-quality.ts';
import { mulberry32 } from '../prng.ts';

import { patternFromPrompt, patternSvg, type PatternKind } from './patterns.ts';
import { renderSvgPage } from './render-svg-page.ts';

const KINDS: readonly PatternKind[] = ['mandala', 'geometric', 'floral', 'snowflake'];

describe('patternSvg', () => {
  for (const kind of KINDS) {
    for (const detail of DETAIL_LEVELS) {
      it(`draws a ${detail} ${kind} of closed outlines with the level's region count`, async () => {
        const [min, max] = DETAIL_REGION_RANGES[detail];
        for (const seed of [3, 11]) {
          const page = await measurePagePng(await renderSvgPage(patternSvg(kind, mulberry32(seed), detail)));
          expect(page).toMatchObject({ width: 1024, height: 1024, isPureBlackAndWhite: true, specks: 0 });
          expect(page.regions).toBeGreaterThanOrEqual(min);
          expect(page.regions).toBeLessThanOrEqual(max);
          expect(page.closedWhiteShare).toBeGreaterThanOrEqual(0.95);
          expect(page.openEnds).toBeLessThanOrEqual(2);
        }
      });
    }
  }

  it('gives the same SVG for the same seed and another design for another seed', () => {
    for (const kind of KINDS) {
      const first = patternSvg(kind, mulberry32(42), 'medium');
      expect(patternSvg(kind, mulberry32(42), 'medium')).toBe(first);
      const others = [7, 8, 9].map((seed) => patternSvg(kind, mulberry32(seed), 'medium'));
      expect(others.some((svg) => svg !== first)).toBe(true);
      expect(new Set(others).size).toBeGreaterThan(1);
    }
  });
});

describe('patternFromPrompt', () => {
  it('names the pattern a prompt asks for', () => {
    expect(patternFromPrompt('A mandala')).toBe('mandala');
    expect(['mandala', 'floral']).toContain(patternFromPrompt('mandala with flowers'));
    expect(patternFromPrompt('Flower mandala for adults')).toBe('mandala');
    expect(patternFromPrompt('geometric pattern')).toBe('geometric');
    expect(patternFromPrompt('a kaleidoscope')).toBe('geometric');
    expect(patternFromPrompt('zentangle')).toBe('geometric');
    expect(patternFromPrompt('floral pattern')).toBe('floral');
    expect(patternFromPrompt('a pattern of roses and leaves')).toBe('floral');
    expect(patternFromPrompt('A snowflake')).toBe('snowflake');
    expect(patternFromPrompt('snow flakes')).toBe('snowflake');
    expect(patternFromPrompt('ice crystals for adults')).toBe('snowflake');
    expect(patternFromPrompt('a snowflake mandala')).toBe('mandala');
  });

  it('returns null for a picture of something', () => {
    expect(patternFromPrompt('a cat playing guitar on the moon')).toBeNull();
    expect(patternFromPrompt('a bunch of flowers in a vase')).toBeNull();
  });
});
