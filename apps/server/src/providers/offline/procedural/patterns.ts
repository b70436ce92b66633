import type { DetailLevel } from '@huebook/shared/constants';

import type { Random } from '../prng.ts';

import { floralElements } from './floral.ts';
import { geometricElements } from './geometric.ts';
import { mandalaElements } from './mandala.ts';
import { snowflakeElements } from './snowflake.ts';
import { pageSvg } from './svg-kit.ts';

/** The full-page procedural designs the offline generator draws without a subject. */
export type PatternKind = 'mandala' | 'geometric' | 'floral' | 'snowflake';

const MANDALA = /\bmandalas?\b|\bdoilies\b|\bdoily\b|\bmedallions?\b/;
const GEOMETRIC =
  /\bgeometric|\btessellat|\bkaleidoscopes?\b|\bzentangles?\b|\bislamic\b|\barabesques?\b|\bmosaics?\b|\brosettes?\b|\bhexagons?\b|\bpolygons?\b|\bop art\b|\bstained glass\b/;
const SNOWFLAKE = /\bsnow ?flakes?\b|\bsnow crystals?\b|\bice crystals?\b/;
const FLORAL = /\bfloral\b|\bbotanical\b|\bwreaths?\b/;
/** Words asking for a repeating design rather than a picture of something. */
const PATTERN = /\bpatterns?\b|\btiles?\b|\btiling\b|\bwallpaper\b|\bseamless\b|\bornaments?\b|\bquilts?\b/;
const FLOWER = /\bflowers?\b|\bflowery\b|\bpetals?\b|\bblossoms?\b|\bdais(?:y|ies)\b|\broses?\b|\bleaves\b/;

/**
 * The pattern a prompt asks for ("a mandala", "flower mandala" → mandala; "geometric pattern",
 * "kaleidoscope", "zentangle" → geometric; "floral pattern", "pattern of flowers" → floral;
 * "a snowflake", "snow crystals" → snowflake), or
 * null when it asks for none ("a cat on the moon"). A bare "pattern" is geometric.
 */
export function patternFromPrompt(prompt: string): PatternKind | null {
  const text = prompt.toLowerCase();
  if (MANDALA.test(text)) return 'mandala';
  if (SNOWFLAKE.test(text)) return 'snowflake';
  if (GEOMETRIC.test(text)) return 'geometric';
  if (FLORAL.test(text)) return 'floral';
  if (PATTERN.test(text)) return FLOWER.test(text) ? 'floral' : 'geometric';
  return null;
}

/**
 * A whole 1024×1024 page as an SVG document: black strokes 4 px wide on white, every outline
 * closed, with a colourable-region count inside the level's `DETAIL_REGION_RANGES` once
 * rendered. The same `random` stream gives the same text; another seed, another design.
 */
export function patternSvg(kind: PatternKind, random: Random, detail: DetailLevel): string {
  const elements =
    kind === 'mandala'
      ? mandalaElements(random, detail)
      : kind === 'geometric'
        ? geometricElements(random, detail)
        : kind === 'snowflake'
          ? snowflakeElements(random, detail)
          : floralElements(random, detail);
  return pageSvg(elements);
}
