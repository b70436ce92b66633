import { CLOSED, LINE } from './line-mask.ts';

/**
 * Largest leftover group (pixels) that may be a pocket. Pockets seen on real line art are 1–2
 * px; 16 (a 4×4 patch, under 2 CSS px at fit zoom on a phone) leaves a margin for wider wedge
 * tips and is far below anything a user can aim a fill at. Real small areas are kept by the
 * dark-line test below, not by this size.
 */
export const POCKET_MAX_AREA = 16;

/**
 * Luminance below which a line pixel is a line's dark core (≥ half covered by the stroke), as
 * the fill benchmark counts it: a pocket never crosses one to reach its region.
 */
export const DARK_LINE_LUMINANCE = 128;

/** Furthest a pocket may be from its region, in 4-connected steps through pale line pixels. */
const POCKET_MAX_STEPS = 4;

/**
 * The region a tiny leftover group of CLOSED pixels belongs to, or 0 if it is a real enclosed
 * area. Such a group (a pocket) appears at the tip of a narrowing wedge where the white of the
 * wedge runs on diagonally between two converging lines: its side neighbours are anti-aliased
 * greys, so the line mask cuts it off from the wedge, though no stroke separates them.
 *
 * From the group (`labels` = `mark` on its pixels), a breadth-first search steps through pale
 * line pixels (luminance ≥ DARK_LINE_LUMINANCE) and other unlabelled CLOSED pixels (a chain of
 * pockets along the wedge), at most POCKET_MAX_STEPS steps. The first layer that reaches
 * labelled background decides: the label met most often there (the region sharing the most
 * border through the greys) wins. A group enclosed by a dark core all round (an eye, the
 * inside of a letter) meets nothing and stays its own region.
 */
export function pocketOwner(
  group: Int32Array,
  size: number,
  mask: Uint8Array,
  width: number,
  labels: Int32Array,
  mark: number,
  luminance: (i: number) => number,
): number {
  const n = mask.length;
  const seen = new Set<number>();
  let frontier = Array.from(group.subarray(0, size));
  for (let step = 1; step <= POCKET_MAX_STEPS && frontier.length > 0; step++) {
    const next: number[] = [];
    const hits = new Map<number, number>();
    for (const i of frontier) {
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= n || seen.has(j)) continue;
        const label = labels[j]!;
        if (label === mark) continue;
        seen.add(j);
        if (label > 0) {
          hits.set(label, (hits.get(label) ?? 0) + 1);
        } else if (
          (mask[j] === CLOSED && label === 0) ||
          (mask[j] === LINE && luminance(j) >= DARK_LINE_LUMINANCE)
        ) {
          next.push(j);
        }
      }
    }
    if (hits.size > 0) {
      let best = 0;
      let bestCount = 0;
      for (const [label, count] of hits) {
        if (count > bestCount || (count === bestCount && label < best)) {
          best = label;
          bestCount = count;
        }
      }
      return best;
    }
    frontier = next;
  }
  return 0;
}
