import { between, type Random } from '../prng.ts';

import { petal } from './petals.ts';
import {
  circle,
  ellipse,
  line,
  num,
  PAGE,
  path,
  polar,
  polygon,
  rect,
  regularPoints,
  smoothClosedD,
  star,
  type Point,
} from './svg-kit.ts';

/**
 * Closed shapes a setting is drawn with: sky things (sun, cloud, moon, planets), ground things
 * (hills, tufts, flowers, stones, trees) and a few props. Every function returns SVG elements
 * meant for the white-fill, black-stroke style; lines only join points on other outlines.
 */

/** Past the page edge by this much, so an edge-to-edge shape's side strokes are off the page. */
const BLEED = 12;

/** A closed shape from the curve `y(x)` across the page down to (past) its bottom edge. */
export function groundBand(random: Random, baseY: number, amplitude: number, waves: number): string {
  const points: Point[] = [];
  const phase = between(random, 0, Math.PI * 2);
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const x = -BLEED + ((PAGE + 2 * BLEED) * i) / steps;
    const y = baseY + amplitude * Math.sin(phase + (waves * Math.PI * 2 * i) / steps);
    points.push({ x, y });
  }
  return bandBelow(points);
}

/** A closed shape under the polyline `points` (smoothed) down past the page's bottom. */
export function bandBelow(points: readonly Point[]): string {
  const first = points[0] as Point;
  let d = `M${num(first.x)} ${num(first.y)}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1] as Point;
    const q = points[i] as Point;
    d += ` Q${num(p.x)} ${num(p.y)} ${num((p.x + q.x) / 2)} ${num((p.y + q.y) / 2)}`;
  }
  const last = points.at(-1) as Point;
  d += ` L${num(last.x)} ${num(last.y)} L${num(last.x)} ${PAGE + BLEED} L${num(first.x)} ${PAGE + BLEED}Z`;
  return path(d);
}

/** Rolling hills: a far band and a near band across the page. */
export function hills(random: Random, groundY: number): string[] {
  const far: Point[] = [];
  for (let i = 0; i <= 6; i++)
    far.push({ x: -BLEED + ((PAGE + 2 * BLEED) * i) / 6, y: groundY - between(random, 60, 160) });
  return [bandBelow(far), groundBand(random, groundY, 14, 1.2)];
}

/** A puffy cloud about `width` wide: round bumps over a gently curved bottom. */
export function cloud(cx: number, cy: number, width: number, random: Random): string {
  const bumps = 3 + Math.floor(random() * 2);
  const x0 = cx - width / 2;
  const points: Point[] = [{ x: x0, y: cy }];
  for (let i = 1; i < bumps; i++) {
    const t = i / bumps;
    const lift = Math.sin(Math.PI * t) * width * between(random, 0.2, 0.28);
    points.push({ x: x0 + width * t + between(random, -8, 8), y: cy - lift });
  }
  points.push({ x: cx + width / 2, y: cy });
  let d = `M${num(x0)} ${num(cy)}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i - 1] as Point;
    const q = points[i] as Point;
    // Bumps a little less than half circles, so the notches between them stay open enough
    // not to thin into spurs.
    const r = (Math.hypot(q.x - p.x, q.y - p.y) / 2) * between(random, 1.1, 1.25);
    d += ` A${num(r)} ${num(r)} 0 0 1 ${num(q.x)} ${num(q.y)}`;
  }
  d += ` A${num(width * 2)} ${num(width * 2)} 0 0 1 ${num(x0)} ${num(cy)}Z`;
  return path(d);
}

/**
 * A sun: a disc in a crown of round-tipped rays drawn as one closed shape behind it, so the rays
 * are one region from the disc out to their tips: a page merged down to few regions (Simple)
 * keeps them, where rays drawn each on its own were merged into the sky one by one. The
 * crown's valleys stay 0.28 r clear of the disc so the ring between never pinches shut.
 * `rays` 0 draws the disc alone. Reaches 1.8 r from the centre.
 */
export function sun(cx: number, cy: number, r: number, rays = 10): string[] {
  if (rays === 0) return [circle(cx, cy, r)];
  const step = (2 * Math.PI) / rays;
  const valley = r * 1.28;
  const tip = Math.min(r * 0.14, r * Math.sin(step / 2) * 0.8);
  const reach = r * 1.8 - tip;
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a = i * step;
    const v = polar(cx, cy, valley, a - step / 2);
    const c = polar(cx, cy, reach, a);
    const side = { x: -Math.sin(a) * tip, y: Math.cos(a) * tip };
    d += `${i === 0 ? 'M' : 'L'}${num(v.x)} ${num(v.y)}`;
    d += `L${num(c.x - side.x)} ${num(c.y - side.y)}`;
    d += `A${num(tip)} ${num(tip)} 0 0 1 ${num(c.x + side.x)} ${num(c.y + side.y)}`;
  }
  return [path(`${d}Z`), circle(cx, cy, r)];
}

/** A crescent moon opening to the right (or left when `flip`). */
export function crescent(cx: number, cy: number, r: number, flip = false): string {
  const s = flip ? -1 : 1;
  const top = { x: cx + s * r * 0.3, y: cy - r * 0.95 };
  const bottom = { x: cx + s * r * 0.3, y: cy + r * 0.95 };
  const sweep = flip ? 1 : 0;
  return path(
    `M${num(top.x)} ${num(top.y)}A${num(r)} ${num(r)} 0 1 ${sweep} ${num(bottom.x)} ${num(bottom.y)}` +
      `A${num(r * 0.78)} ${num(r * 0.78)} 0 1 ${1 - sweep} ${num(top.x)} ${num(top.y)}Z`,
  );
}

/** A ringed planet: the ring's back behind the ball, its front band across it. */
export function planet(cx: number, cy: number, r: number, tilt: number): string[] {
  const rx = r * 1.7;
  const ry = r * 0.42;
  const turn = ` transform="rotate(${num(tilt)} ${num(cx)} ${num(cy)})"`;
  const band = (outer: number, inner: number): string =>
    `<path${turn} d="M${num(cx - outer)} ${num(cy)}A${num(outer)} ${num(ry * (outer / rx))} 0 0 0 ${num(cx + outer)} ${num(cy)}` +
    `L${num(cx + inner)} ${num(cy)}A${num(inner)} ${num(ry * (inner / rx) * 0.8)} 0 0 1 ${num(cx - inner)} ${num(cy)}Z"/>`;
  return [ellipse(cx, cy, rx, ry, tilt), circle(cx, cy, r), band(rx, r * 1.12)];
}

/** The Earth seen from the Moon: a disc with three continent blobs inside it. */
export function earth(cx: number, cy: number, r: number, random: Random): string[] {
  const out = [circle(cx, cy, r)];
  for (const [dx, dy, s] of [
    [-0.35, -0.3, 0.32],
    [0.3, 0.05, 0.36],
    [-0.25, 0.45, 0.22],
  ] as const) {
    out.push(blob(cx + dx * r, cy + dy * r, s * r, random));
  }
  return out;
}

/** A smooth irregular closed blob of about radius `r`. */
export function blob(cx: number, cy: number, r: number, random: Random, points = 7): string {
  const ring: Point[] = [];
  for (let i = 0; i < points; i++)
    ring.push(polar(cx, cy, r * between(random, 0.75, 1.1), (i * 2 * Math.PI) / points));
  return path(smoothClosedD(ring));
}

/** A crater: a rim ellipse and its inner bowl. */
export function crater(cx: number, cy: number, w: number): string[] {
  return [ellipse(cx, cy, w, w * 0.32), ellipse(cx + w * 0.08, cy + w * 0.04, w * 0.7, w * 0.2)];
}

/** A five-pointed star of outer radius `r`. */
export function skyStar(cx: number, cy: number, r: number, random: Random): string {
  return star(cx, cy, r, 5, -Math.PI / 2 + between(random, -0.3, 0.3));
}

/** A closed grass tuft of three blades standing on `y`. */
export function tuft(x: number, y: number, h: number): string {
  const w = h * 0.9;
  return polygon([
    { x: x - w / 2, y },
    { x: x - w * 0.42, y: y - h * 0.7 },
    { x: x - w * 0.18, y: y - h * 0.3 },
    { x, y: y - h },
    { x: x + w * 0.18, y: y - h * 0.3 },
    { x: x + w * 0.42, y: y - h * 0.7 },
    { x: x + w / 2, y },
  ]);
}

/** A small flower on a stem: the stem a slim closed strip, five round petals and a heart. */
export function flower(x: number, y: number, h: number, petals = 5): string[] {
  const head = { x, y: y - h };
  const r = h * 0.32;
  const out = [rect(x - 5, head.y, 10, h)];
  for (let i = 0; i < petals; i++)
    out.push(
      petal(head.x, head.y, (i * 2 * Math.PI) / petals - Math.PI / 2, r * 0.3, r * 1.25, r * 0.5, 'round'),
    );
  out.push(circle(head.x, head.y, r * 0.45));
  return out;
}

/** A round-topped tree: trunk then a cloud-like crown. */
export function roundTree(x: number, groundY: number, h: number, random: Random): string[] {
  const trunkW = h * 0.13;
  const crownR = h * 0.34;
  return [
    rect(x - trunkW / 2, groundY - h * 0.5, trunkW, h * 0.5 + 6),
    blob(x, groundY - h + crownR, crownR, random, 8),
  ];
}

/** A pine tree of stacked triangles on a trunk. */
export function pineTree(x: number, groundY: number, h: number): string[] {
  const w = h * 0.5;
  const trunk = rect(x - h * 0.05, groundY - h * 0.2, h * 0.1, h * 0.2 + 6);
  const tiers = [0, 1, 2].map((i) => {
    const top = groundY - h + i * h * 0.22;
    const base = groundY - h * 0.2 - (2 - i) * h * 0.12;
    const half = w * (0.55 + i * 0.22);
    return polygon([
      { x, y: top },
      { x: x + half, y: base },
      { x: x - half, y: base },
    ]);
  });
  return [trunk, ...tiers];
}

/** A stone on the ground. */
export function stone(x: number, y: number, w: number): string {
  return path(
    `M${num(x - w / 2)} ${num(y)}C${num(x - w / 2)} ${num(y - w * 0.55)} ${num(x + w / 2)} ${num(y - w * 0.6)} ${num(x + w / 2)} ${num(y)}Z`,
  );
}

/** A bubble: a ring with a small round highlight inside. */
export function bubble(cx: number, cy: number, r: number): string[] {
  const out = [circle(cx, cy, r)];
  if (r >= 22) out.push(circle(cx - r * 0.4, cy - r * 0.4, r * 0.22));
  return out;
}

/**
 * A snowflake: a six-pointed star of slim arms round a hexagon, two regions in all (separate
 * petal arms were thin enough to be merged away one by one, leaving stubs).
 */
export function snowflake(cx: number, cy: number, r: number): string[] {
  return [
    polygon(regularPoints(cx, cy, r, 6, -Math.PI / 2, r * 0.42)),
    polygon(regularPoints(cx, cy, r * 0.3, 6, -Math.PI / 2)),
  ];
}

/** A strip of seaweed rising from `y` to `y - h`, swaying. */
export function seaweed(x: number, y: number, h: number, random: Random): string {
  const left: Point[] = [];
  const right: Point[] = [];
  const phase = between(random, 0, Math.PI);
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    const sway = Math.sin(phase + t * Math.PI * 1.6) * 18;
    const w = 24 * (1 - t * 0.75);
    left.push({ x: x + sway - w, y: y - h * t });
    right.push({ x: x + sway + w, y: y - h * t });
  }
  return path(smoothClosedD([...left, ...right.reverse()]));
}

/** A window with a cross of bars, each bar meeting the frame. */
export function windowFrame(x: number, y: number, w: number, h: number): string[] {
  const inset = 14;
  return [
    rect(x, y, w, h, 6),
    rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset),
    line({ x: x + w / 2, y: y + inset }, { x: x + w / 2, y: y + h - inset }),
    line({ x: x + inset, y: y + h / 2 }, { x: x + w - inset, y: y + h / 2 }),
  ];
}

/** A wave crest line of a sea band, as a closed band from `y` down past the page bottom. */
export function waves(y: number, amplitude: number, count: number): string {
  const step = (PAGE + 2 * BLEED) / count;
  let d = `M${-BLEED} ${num(y)}`;
  for (let i = 0; i < count; i++) {
    const x0 = -BLEED + i * step;
    d += ` Q${num(x0 + step / 4)} ${num(y - amplitude)} ${num(x0 + step / 2)} ${num(y)} T${num(x0 + step)} ${num(y)}`;
  }
  d += ` L${PAGE + BLEED} ${PAGE + BLEED} L${-BLEED} ${PAGE + BLEED}Z`;
  return path(d);
}

/**
 * A clump of `blades` pointed reeds and two cattails in front of them (a stem strip and a
 * rounded brown head), standing on (x, y), px: `h` tall, its widths `size` times the pond's.
 */
export function reeds(x: number, y: number, h: number, blades: number, size = 1): string[] {
  const out: string[] = [];
  const s = (v: number) => v * size;
  for (let i = 0; i < blades; i++) {
    const t = blades === 1 ? 0 : i / (blades - 1) - 0.5;
    const base = x + t * s(70);
    const tip: Point = { x: base + t * s(90), y: y - h * (0.7 + 0.3 * (1 - Math.abs(t) * 2)) };
    out.push(polygon([{ x: base - s(11), y }, tip, { x: base + s(11), y }]));
  }
  for (const [dx, k] of [
    [-24, 0.95],
    [26, 0.8],
  ] as const) {
    const top = y - h * k;
    out.push(rect(x + s(dx) - 6, top + s(40), 12, y - top - s(40)));
    out.push(rect(x + s(dx) - s(15), top, s(30), s(78), s(15)));
  }
  return out;
}
