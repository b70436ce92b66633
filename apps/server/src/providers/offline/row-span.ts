/**
 * Where the boxes of a row of subjects go across the page: side by side with a gap, or, for a
 * staggered row of floating subjects, each starting part-way under the last (`step` of its
 * width) while companions on one level (above or below the main one) keep a gap between them.
 */

/** A row's boxes: left edges from the row's left (px), its width and, staggered, its height. */
export interface RowSpan {
  widths: number[];
  lefts: number[];
  across: number;
  down: number;
}

/**
 * Spans a row of boxes (`sizes`: width and height, px, left to right) around the main one at
 * `mainAt`; `level(i)` is -1 above the main one, 0 for it, 1 below. `step` is where a staggered
 * row's next box starts, share of the last one's width; `gap` px is kept between boxes that
 * could touch.
 */
export function spanRow(
  sizes: readonly { width: number; height: number }[],
  mainAt: number,
  level: (i: number) => number,
  options: { isStaggered: boolean; step: number; gap: number },
): RowSpan {
  const { isStaggered, step, gap } = options;
  const widths = sizes.map((s) => s.width);
  const lefts: number[] = [];
  const levelRight = new Map<number, number>();
  widths.forEach((w, i) => {
    const last =
      i === 0
        ? 0
        : (lefts[i - 1] as number) +
          (widths[i - 1] as number) * (isStaggered ? step : 1) +
          (isStaggered ? 0 : gap);
    const right = levelRight.get(level(i));
    lefts.push(isStaggered && right !== undefined ? Math.max(last, right + gap) : last);
    levelRight.set(level(i), (lefts[i] as number) + w);
  });
  const across = Math.max(...widths.map((w, i) => (lefts[i] as number) + w));
  const tallest = (side: number) =>
    Math.max(0, ...sizes.filter((_, i) => level(i) === side).map((s) => s.height + gap));
  const down = isStaggered ? (sizes[mainAt]?.height ?? 0) + tallest(-1) + tallest(1) : 0;
  return { widths, lefts, across, down };
}
