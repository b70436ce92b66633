import { PAGE } from './procedural/svg-kit.ts';
import type { Placement } from './scene-plan.ts';

/** Margin kept free at the page's edges, px. */
const MARGIN = 20;

function aspect(p: Placement): number {
  return p.entry.width / p.entry.height;
}

/**
 * Moves (then shrinks, about the page's centre) every placement so all lie inside the margins;
 * those in `cut` (a tree beside its subject) only so far as they lie on the page.
 */
export function fitOnPage(placements: Placement[], cut: ReadonlySet<Placement>): Placement[] {
  const box = (p: Placement) => {
    const w = p.height * aspect(p);
    const [left, right] = [p.x - w / 2, p.x + w / 2];
    return cut.has(p)
      ? {
          left: Math.max(MARGIN, left),
          right: Math.min(PAGE - MARGIN, right),
          top: p.bottom - p.height,
          bottom: p.bottom,
        }
      : { left, right, top: p.bottom - p.height, bottom: p.bottom };
  };
  const boxes = placements.map(box);
  const left = Math.min(...boxes.map((b) => b.left));
  const right = Math.max(...boxes.map((b) => b.right));
  const top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const limit = PAGE - 2 * MARGIN;
  const scale = Math.min(1, limit / (right - left), limit / (bottom - top));
  const cx = (left + right) / 2;
  const cy = (top + bottom) / 2;
  const half = { w: ((right - left) * scale) / 2, h: ((bottom - top) * scale) / 2 };
  const dx = Math.max(MARGIN + half.w, Math.min(PAGE - MARGIN - half.w, cx)) - cx;
  const dy = Math.max(MARGIN + half.h, Math.min(PAGE - MARGIN - half.h, cy)) - cy;
  return placements.map((p) => ({
    ...p,
    x: cx + dx + (p.x - cx) * scale,
    bottom: cy + dy + (p.bottom - cy) * scale,
    height: p.height * scale,
    ...(p.waterline === undefined ? {} : { waterline: cy + dy + (p.waterline - cy) * scale }),
    ...(p.topline === undefined ? {} : { topline: cy + dy + (p.topline - cy) * scale }),
    ...(p.stemFoot === undefined ? {} : { stemFoot: cy + dy + (p.stemFoot - cy) * scale }),
  }));
}
