export type P = [number, number];
export const r1 = (n: number) => (Math.round(n * 10) / 10).toString();
export const pt = (p: P) => `${r1(p[0])},${r1(p[1])}`;
export const deg = (d: number) => (d * Math.PI) / 180;

export function polyD(pts: P[]): string {
  return `M${pts.map(pt).join('L')}Z`;
}
export function circleD(cx: number, cy: number, r: number): string {
  return `M${pt([cx - r, cy])}A${r1(r)},${r1(r)} 0 1 0 ${pt([cx + r, cy])}A${r1(r)},${r1(r)} 0 1 0 ${pt([cx - r, cy])}Z`;
}
export function ellipseD(cx: number, cy: number, rx: number, ry: number, rot = 0): string {
  const c = Math.cos(deg(rot));
  const s = Math.sin(deg(rot));
  const a: P = [cx - rx * c, cy - rx * s];
  const b: P = [cx + rx * c, cy + rx * s];
  return `M${pt(a)}A${r1(rx)},${r1(ry)} ${r1(rot)} 1 0 ${pt(b)}A${r1(rx)},${r1(ry)} ${r1(rot)} 1 0 ${pt(a)}Z`;
}
/** Closed Catmull-Rom spline through pts as cubic Béziers. */
export function smoothD(pts: P[], k = 1): string {
  const n = pts.length;
  let d = `M${pt(pts[0])}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n],
      p1 = pts[i],
      p2 = pts[(i + 1) % n],
      p3 = pts[(i + 2) % n];
    const c1: P = [p1[0] + ((p2[0] - p0[0]) / 6) * k, p1[1] + ((p2[1] - p0[1]) / 6) * k];
    const c2: P = [p2[0] - ((p3[0] - p1[0]) / 6) * k, p2[1] - ((p3[1] - p1[1]) / 6) * k];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d + 'Z';
}
/** Polygon with each corner rounded by a quadratic curve of radius r (number or per vertex). */
export function roundPolyD(pts: P[], r: number | number[]): string {
  const n = pts.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const prev = pts[(i - 1 + n) % n],
      cur = pts[i],
      next = pts[(i + 1) % n];
    const rr = Array.isArray(r) ? r[i] : r;
    const l1 = Math.hypot(cur[0] - prev[0], cur[1] - prev[1]);
    const l2 = Math.hypot(next[0] - cur[0], next[1] - cur[1]);
    const a = Math.min(rr, l1 / 2),
      b = Math.min(rr, l2 / 2);
    const p: P = [cur[0] + ((prev[0] - cur[0]) * a) / l1, cur[1] + ((prev[1] - cur[1]) * a) / l1];
    const q: P = [cur[0] + ((next[0] - cur[0]) * b) / l2, cur[1] + ((next[1] - cur[1]) * b) / l2];
    d += `${i === 0 ? 'M' : 'L'}${pt(p)}Q${pt(cur)} ${pt(q)}`;
  }
  return d + 'Z';
}
export function roundRectD(x: number, y: number, w: number, h: number, r: number): string {
  return roundPolyD(
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    r * 1.6,
  );
}
/** Closed ribbon around a centre line: half-width hw(t), t 0..1; round cap at the end. */
export function ribbonPts(center: P[], hw: (t: number) => number, capStart = false): P[] {
  const n = center.length;
  const left: P[] = [],
    right: P[] = [];
  const normals: P[] = [];
  for (let i = 0; i < n; i++) {
    const a = center[Math.max(0, i - 1)],
      b = center[Math.min(n - 1, i + 1)];
    const dx = b[0] - a[0],
      dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    normals.push([-dy / l, dx / l]);
  }
  for (let i = 0; i < n; i++) {
    const w = hw(i / (n - 1));
    const [nx, ny] = normals[i];
    left.push([center[i][0] + nx * w, center[i][1] + ny * w]);
    right.push([center[i][0] - nx * w, center[i][1] - ny * w]);
  }
  const cap = (c: P, nrm: P, w: number, fromLeft: boolean): P[] => {
    const out: P[] = [];
    const a0 = Math.atan2(nrm[1], nrm[0]);
    for (let k = 1; k < 12; k++) {
      const a = fromLeft ? a0 - (Math.PI * k) / 12 : a0 + Math.PI - (Math.PI * k) / 12;
      out.push([c[0] + Math.cos(a) * w, c[1] + Math.sin(a) * w]);
    }
    return out;
  };
  const end = cap(center[n - 1], normals[n - 1], hw(1), true);
  const start = capStart ? cap(center[0], normals[0], hw(0), false) : [];
  return [...left, ...end, ...right.reverse(), ...start];
}
/** Centre line from start along heading (radians, 0 = +x), curvature k(t) per unit length. */
export function curveLine(
  start: P,
  heading: number,
  length: number,
  k: (t: number) => number,
  steps = 80,
): P[] {
  const out: P[] = [start];
  let [x, y] = start;
  let h = heading;
  const ds = length / steps;
  for (let i = 1; i <= steps; i++) {
    h += k(i / steps) * ds;
    x += Math.cos(h) * ds;
    y += Math.sin(h) * ds;
    out.push([x, y]);
  }
  return out;
}

export class Svg {
  parts: string[] = [];
  constructor(
    public w: number,
    public h: number,
    public sw: number,
    public title: string,
  ) {}
  path(d: string, fill: string, sw = this.sw): void {
    this.parts.push(
      `<path d="${d}" fill="${fill}" stroke="#000" stroke-width="${r1(sw)}" stroke-linejoin="round"/>`,
    );
  }
  /** Shapes outlined as one: a wide black stroke pass under a fill pass. */
  union(ds: string[], fill: string): void {
    this.parts.push(
      `<g fill="#000" stroke="#000" stroke-width="${r1(this.sw * 2)}" stroke-linejoin="round">${ds.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    );
    this.parts.push(`<g fill="${fill}">${ds.map((d) => `<path d="${d}"/>`).join('')}</g>`);
  }
  /** Black oval eye with a white highlight. */
  eye(cx: number, cy: number, rx: number, ry: number): void {
    this.parts.push(`<path d="${ellipseD(cx, cy, rx, ry)}" fill="#1a1a1a"/>`);
    this.parts.push(`<path d="${circleD(cx - rx * 0.3, cy - ry * 0.35, rx * 0.42)}" fill="#fff"/>`);
  }
  toString(): string {
    return [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">`,
      `<title>${this.title}</title>`,
      `<desc>Huebook's own coloring-book drawing. CC0 1.0 Universal (public domain dedication): https://creativecommons.org/publicdomain/zero/1.0/</desc>`,
      ...this.parts,
      `</svg>`,
      '',
    ].join('\n');
  }
}
