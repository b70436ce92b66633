import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import { PAGE } from './svg-kit.ts';

/** What a setting hands the scene composer (see `drawSetting`). */
export interface Backdrop {
  /** SVG elements (no <svg> wrapper), 1024×1024 user units. */
  svg: string;
  /** y (px) of the ground line subjects stand on; 1024 when the setting has no ground. */
  groundY: number;
  /** Area the composer should keep free for the subject (x, y, width, height), px. */
  subjectBox: { x: number; y: number; width: number; height: number };
  /** Named things drawn, for the composer and tests: 'sun', 'moon', 'stars', 'castle'…. */
  features: string[];
  /** Centre of a big planet, px: space too large to color is cut along an orbit round it. */
  orbitCentre?: { x: number; y: number };
}

/** How a setting is drawn besides its level of detail. */
export interface SettingOptions {
  /** Night: a moon and stars instead of the sun ("an owl in the forest at night"). */
  isNight?: boolean;
  /** The page's subject is a moon ("a crescent moon"): the sky draws no moon of its own. */
  isMoonSubject?: boolean;
  /**
   * Small details to add (stars, bubbles, clouds) to an open setting whose page is short of
   * regions: distant hills would read as streaks in space or under the sea.
   */
  extraDetails?: number;
  /**
   * Boxes (px) the sky's sun, moon, earth, clouds and stars keep clear of: a kite flown up in
   * the sky, which must not cover them.
   */
  keepClear?: readonly Box[];
  /**
   * Whether a page point (px) lies behind the drawings pasted over the setting: a flower whose
   * head is hidden is left out, so its stem does not stick out under a subject's feet.
   */
  isHidden?: (x: number, y: number) => boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many extra details each level draws, as a factor on a setting's base counts. */
export const DETAIL_SCALE: Record<DetailLevel, number> = { simple: 0, medium: 1, detailed: 2 };

/** The subject's box for a setting whose ground line is `groundY` (1024: floating subject). */
export function subjectBoxFor(groundY: number): Box {
  if (groundY >= PAGE) return { x: 212, y: 212, width: 600, height: 600 };
  const top = Math.max(150, groundY - 560);
  return { x: 222, y: top, width: 580, height: groundY - top + 40 };
}

/**
 * Places round details (centre and radius, px) where they clear the subject's box, each other
 * and the page's edges, by seeded rejection sampling. `area` bounds the centres.
 */
export class Placer {
  private readonly taken: Array<{ x: number; y: number; r: number }> = [];

  constructor(
    private readonly random: Random,
    private readonly keepFree: Box,
    private readonly keepClear: readonly Box[] = [],
  ) {}

  /** Whether a circle clears every box of `keepClear` (a flown kite) by `gap` px. */
  isClear(x: number, y: number, r: number, gap = 14): boolean {
    return this.keepClear.every((b) => !circleHitsBox(x, y, r + gap, b));
  }

  /** Marks a circle as used without drawing anything there. */
  reserve(x: number, y: number, r: number): void {
    this.taken.push({ x, y, r });
  }

  /** A free centre for a detail of radius `r` inside `area`, or null after 60 tries. */
  place(area: Box, r: number, gap = 14): { x: number; y: number } | null {
    const box = this.keepFree;
    for (let attempt = 0; attempt < 60; attempt++) {
      const x = between(this.random, area.x + r, area.x + area.width - r);
      const y = between(this.random, area.y + r, area.y + area.height - r);
      if (circleHitsBox(x, y, r, box) || !this.isClear(x, y, r, gap)) continue;
      if (this.taken.some((t) => Math.hypot(t.x - x, t.y - y) < t.r + r + gap)) continue;
      this.taken.push({ x, y, r });
      return { x, y };
    }
    return null;
  }
}

/** Whether a circle's bounding square overlaps a box. */
function circleHitsBox(x: number, y: number, r: number, box: Box): boolean {
  return x + r > box.x && x - r < box.x + box.width && y + r > box.y && y - r < box.y + box.height;
}
