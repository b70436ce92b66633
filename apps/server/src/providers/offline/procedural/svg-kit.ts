/**
 * Small SVG building blocks for the procedural pages and settings: points, closed paths and
 * the page wrapper. Every shape here is closed and meant to be painted with a white fill and a
 * black stroke, later shapes hiding earlier ones (painter's order), so the outlines stay closed
 * wherever shapes overlap.
 */

/** Side of a page, SVG user units = pixels at 1024². */
export const PAGE = 1024;
/** Line weight of every procedural stroke, pixels at 1024² (the spec asks for about 3–5). */
export const STROKE_WIDTH = 4;
/** Attributes shared by every procedural group: white fills, black round-joined strokes. */
export const INK_STYLE = `fill="#fff" stroke="#000" stroke-width="${STROKE_WIDTH}" stroke-linejoin="round" stroke-linecap="round"`;

export interface Point {
  x: number;
  y: number;
}

/** A number written with at most two decimals, so the same seed gives the same text. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The point at `radius` and `angle` (radians, clockwise from +x as SVG's y points down). */
export function polar(cx: number, cy: number, radius: number, angle: number): Point {
  return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
}

export function circle(cx: number, cy: number, r: number): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, rotateDeg = 0): string {
  const turn = rotateDeg === 0 ? '' : ` transform="rotate(${num(rotateDeg)} ${num(cx)} ${num(cy)})"`;
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}"${turn}/>`;
}

export function rect(x: number, y: number, width: number, height: number, radius = 0): string {
  const r = radius > 0 ? ` rx="${num(radius)}"` : '';
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"${r}/>`;
}

/** A closed polygon through `points`. */
export function polygon(points: readonly Point[]): string {
  return `<polygon points="${points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ')}"/>`;
}

/** A straight segment; only for lines whose both ends lie on other outlines. */
export function line(a: Point, b: Point): string {
  return `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}"/>`;
}

export function path(d: string): string {
  return `<path d="${d}"/>`;
}

/**
 * Path data of a smooth closed curve through `points` (a Catmull–Rom spline turned into cubic
 * Béziers, tension 1/6 as in Catmull & Rom 1974's uniform form).
 */
export function smoothClosedD(points: readonly Point[]): string {
  const n = points.length;
  const at = (i: number): Point => points[((i % n) + n) % n] as Point;
  let d = `M${num(at(0).x)} ${num(at(0).y)}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${num(c1.x)} ${num(c1.y)} ${num(c2.x)} ${num(c2.y)} ${num(p2.x)} ${num(p2.y)}`;
  }
  return `${d}Z`;
}

/** Points of a regular polygon (or of a star when `innerRadius` is given). */
export function regularPoints(
  cx: number,
  cy: number,
  radius: number,
  sides: number,
  rotation = -Math.PI / 2,
  innerRadius?: number,
): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < sides; i++) {
    const angle = rotation + (i * 2 * Math.PI) / sides;
    points.push(polar(cx, cy, radius, angle));
    if (innerRadius !== undefined) points.push(polar(cx, cy, innerRadius, angle + Math.PI / sides));
  }
  return points;
}

/** A closed five-pointed (or `points`-pointed) star, as on a night sky. */
export function star(cx: number, cy: number, radius: number, points = 5, rotation = -Math.PI / 2): string {
  return polygon(regularPoints(cx, cy, radius, points, rotation, radius * 0.45));
}

/** Elements wrapped in a group carrying the white-fill, black-stroke style. */
export function inkGroup(elements: readonly string[]): string {
  return `<g ${INK_STYLE}>${elements.join('')}</g>`;
}

/** A whole 1024×1024 page: a white sheet and the given elements in the ink style. */
export function pageSvg(elements: readonly string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE}" height="${PAGE}" viewBox="0 0 ${PAGE} ${PAGE}">` +
    `<rect width="${PAGE}" height="${PAGE}" fill="#fff"/>${inkGroup(elements)}</svg>`
  );
}
