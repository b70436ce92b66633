import { drawingBody } from './drawings.ts';
import { between, pick, type Random } from './prng.ts';
import type { ScenePlan } from './scene-plan.ts';

/** Side of the drawn page, pixels (the SVG renders 1:1). */
const SIZE = 1024;
const FRAME_INSET = 28;
const FRAME_STROKE = 12;
const GROUND_STROKE = 10;
/** Stroke widths in page pixels: the main subject's lines are the boldest. */
const STROKE = { main: 12, companion: 10, small: 9 } as const;
/** Tabler drawings live in a 24-unit box. */
const ICON_BOX = 24;

interface Placement {
  icon: string;
  /** Top-left corner and side of the drawing's 24-unit box, page pixels. */
  x: number;
  y: number;
  size: number;
  stroke: number;
  mirrored: boolean;
}

/**
 * Lays a scene out as one SVG document, 1024×1024: a rounded frame, a wavy ground line (when
 * the place has ground), the subject large in the middle, companions on the ground and in front,
 * sky drawings above. Each drawing first paints a white silhouette of itself, so the ground
 * line and anything behind it stop at its outline instead of crossing it. Positions, sizes and
 * mirroring come from `random`.
 */
export function sceneSvg(plan: ScenePlan, random: Random): string {
  const inner = SIZE - 2 * FRAME_INSET;
  const groundY = plan.place.hasGround ? Math.round(between(random, 730, 790)) : SIZE;
  // Where side companions stand: on the ground, or near the frame's bottom in space.
  const baseY = plan.place.hasGround ? groundY + 30 : SIZE - FRAME_INSET - 30;
  const parts: string[] = [];
  if (plan.place.hasGround) parts.push(groundPath(groundY, random));

  const placements: Placement[] = [];
  const mainSize = Math.round(between(random, 470, 540));
  const mainY = plan.place.hasGround ? groundY + 40 - mainSize : (SIZE - mainSize) / 2 + 40;
  placements.push({
    icon: plan.subject,
    x: Math.round(SIZE / 2 - mainSize / 2 + between(random, -30, 30)),
    y: Math.round(mainY),
    size: mainSize,
    stroke: STROKE.main,
    mirrored: random() < 0.5,
  });

  // Ground slots left and right of the subject, then one small slot in front (or low in space).
  const [left, right, front] = plan.companions;
  const sideSize = () => Math.round(between(random, 190, 230));
  if (left !== undefined) {
    const size = sideSize();
    placements.push(side(left, FRAME_INSET + between(random, 10, 40), baseY - size, size, random));
  }
  if (right !== undefined) {
    const size = sideSize();
    placements.push(
      side(right, SIZE - FRAME_INSET - size - between(random, 10, 40), baseY - size, size, random),
    );
  }
  if (front !== undefined) {
    const size = Math.round(between(random, 130, 160));
    const x = plan.place.hasGround
      ? pick(random, [FRAME_INSET + 40, SIZE - FRAME_INSET - 40 - size])
      : (SIZE - size) / 2;
    const y = plan.place.hasGround
      ? groundY + (SIZE - FRAME_INSET - groundY - size) / 2 + 8
      : SIZE - FRAME_INSET - size - 30;
    placements.push({ icon: front, x, y, size, stroke: STROKE.small, mirrored: random() < 0.5 });
  }
  // Sky drawings in the top corners.
  const corners = random() < 0.5 ? [0, 1] : [1, 0];
  plan.sky.forEach((icon, i) => {
    const size = Math.round(between(random, 150, 185));
    const x =
      corners[i] === 0
        ? FRAME_INSET + between(random, 20, 60)
        : SIZE - FRAME_INSET - size - between(random, 20, 60);
    placements.push({
      icon,
      x,
      y: FRAME_INSET + between(random, 15, 60),
      size,
      stroke: STROKE.small,
      mirrored: false,
    });
  });

  // Back to front: sky, side companions, subject, the front drawing last.
  const order = [
    ...placements.slice(1).filter((p) => p.size >= 150 && p.y < groundY),
    placements[0] as Placement,
  ];
  order.push(...placements.filter((p) => !order.includes(p)));
  for (const placement of order) parts.push(drawing(placement));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>`,
    ...parts,
    `<rect x="${FRAME_INSET}" y="${FRAME_INSET}" width="${inner}" height="${inner}" rx="36" fill="none" stroke="#000" stroke-width="${FRAME_STROKE}"/>`,
    '</svg>',
  ].join('\n');
}

function side(icon: string, x: number, y: number, size: number, random: Random): Placement {
  return { icon, x, y, size, stroke: STROKE.companion, mirrored: random() < 0.5 };
}

/** A gently rolling line across the frame: closes the ground into its own region. */
function groundPath(groundY: number, random: Random): string {
  const segments = 4;
  const step = (SIZE - 2 * FRAME_INSET) / segments;
  let d = `M${FRAME_INSET - 10} ${groundY}`;
  for (let i = 1; i <= segments; i++) {
    const x = FRAME_INSET + i * step + (i === segments ? 10 : 0);
    const y = groundY + Math.round(between(random, -22, 22));
    d += ` S${Math.round(x - step / 2)} ${y + Math.round(between(random, -26, 26))} ${Math.round(x)} ${y}`;
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${GROUND_STROKE}" stroke-linecap="round"/>`;
}

function drawing(p: Placement): string {
  const scale = p.size / ICON_BOX;
  const transform = p.mirrored
    ? `translate(${(p.x + p.size).toFixed(1)} ${p.y.toFixed(1)}) scale(${(-scale).toFixed(4)} ${scale.toFixed(4)})`
    : `translate(${p.x.toFixed(1)} ${p.y.toFixed(1)}) scale(${scale.toFixed(4)})`;
  const width = (p.stroke / scale).toFixed(4);
  const body = drawingBody(p.icon);
  const style = `stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  return [
    `<g transform="${transform}">`,
    `<g fill="#fff" stroke="#fff" ${style}>${body}</g>`,
    `<g fill="none" stroke="#000" ${style}>${body}</g>`,
    '</g>',
  ].join('');
}
