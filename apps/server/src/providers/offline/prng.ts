/**
 * Deterministic randomness for the offline generator: the same prompt always gives the same
 * page. FNV-1a (32-bit) hashes the prompt into a seed; mulberry32 (Tommy Ettinger, public
 * domain) turns the seed into a stream of floats in [0, 1).
 */

/** FNV-1a 32-bit hash of a string's UTF-16 code units. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A seeded generator of floats in [0, 1). */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniformly chosen element of a non-empty list. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** A float uniformly in [min, max). */
export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}
