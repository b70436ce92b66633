import type { DetailLevel } from '@huebook/shared/constants';

import type { Random } from '../prng.ts';

import { floralElements } from './floral.ts';
import { geometricElements } from './geometric.ts';
import { mandalaElements } from './mandala.ts';
import { pageSvg } from './svg-kit.ts';

export type PatternKind = 'mandala' | 'geometric' | 'floral';

export function patternFromPrompt(prompt: string): PatternKind | null {
  void prompt;
  return null;
}

export function patternSvg(kind: PatternKind, random: Random, detail: DetailLevel): string {
  if (kind === 'floral') return pageSvg(floralElements(random, detail));
  if (kind === 'geometric') return pageSvg(geometricElements(random, detail));
  return pageSvg(mandalaElements(random, detail));
}
