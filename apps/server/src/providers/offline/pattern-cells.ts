/**
 * The cells of the zentangle patterns `addRegionPatterns` fills regions with: which cell of a
 * pattern a page pixel lies in, as one integer, for bands, fields, fish scales, harlequin
 * diamonds and honeycomb.
 */

export type PatternKind = 'bands' | 'fields' | 'scales' | 'diamonds' | 'honeycomb';

export interface Pattern {
  kind: PatternKind;
  /** Centre of the region, px, and the pattern's rotation. */
  cx: number;
  cy: number;
  cos: number;
  sin: number;
  /** Cell size, px (band width, scale width, diamond diagonal, hexagon corner radius). */
  size: number;
  /** Bands: wave amplitude and wavelength, px. */
  wave: number;
  wavelength: number;
}

/** Cells in pairs (i, j) packed into one integer. */
const pack = (i: number, j: number) => (i + 2048) * 4096 + (j + 2048);

/** The cell of `pattern` at page pixel (x, y). */
export function cellAt(p: Pattern, x: number, y: number): number {
  const dx = x - p.cx;
  const dy = y - p.cy;
  const u = dx * p.cos + dy * p.sin;
  const v = dy * p.cos - dx * p.sin;
  switch (p.kind) {
    case 'bands':
      return pack(Math.floor((u + p.wave * Math.sin((2 * Math.PI * v) / p.wavelength)) / p.size), 0);
    case 'fields': {
      // Wavy rows cut into fields about `FIELD_LENGTH` rows long by slanted hedges, each row's
      // hedges shifted, like the patchwork of a valley seen from a hill.
      const t = u + p.wave * Math.sin((2 * Math.PI * v) / p.wavelength);
      const row = Math.floor(t / p.size);
      const length = FIELD_LENGTH * p.size;
      const hedge = v + 0.6 * (t - row * p.size) + ((row * 0.618) % 1) * length;
      return pack(row, Math.floor(hedge / length));
    }
    case 'diamonds':
      return pack(Math.floor((u + v) / p.size), Math.floor((u - v) / p.size));
    case 'scales':
      return scaleAt(u, v, p.size);
    case 'honeycomb':
      return hexagonAt(u / p.size, v / p.size);
  }
}

/** The pointy-top hexagon of corner radius 1 holding (u, v), by rounding cube coordinates. */
function hexagonAt(u: number, v: number): number {
  const q = (Math.sqrt(3) / 3) * u - v / 3;
  const r = (2 / 3) * v;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return pack(rq, rr);
}

/**
 * Fish scales `w` wide in rows `w / 2` apart, odd rows offset by half a scale: discs of radius
 * 0.75 w, a lower row's disc lying over the row above it, so every point is in one scale.
 */
function scaleAt(u: number, v: number, w: number): number {
  const h = w / 2;
  const radius2 = (0.75 * w) ** 2;
  const top = Math.floor(v / h);
  for (let row = top + 2; row >= top - 1; row--) {
    const offset = (row & 1) * (w / 2);
    const column = Math.floor((u - offset) / w);
    for (let c = column; c <= column + 1; c++) {
      const du = u - (c * w + offset);
      const dv = v - row * h;
      if (du * du + dv * dv <= radius2) return pack(row, c);
    }
  }
  return pack(top, Math.floor(u / w));
}

/** Length of a field, rows. */
export const FIELD_LENGTH = 3.2;

/** Pixels per cell of each pattern at size 1: the size follows from the cells wanted. */
export const CELL_AREA: Record<Exclude<PatternKind, 'bands'>, number> = {
  fields: FIELD_LENGTH,
  diamonds: 0.5,
  scales: 0.5,
  honeycomb: (3 * Math.sqrt(3)) / 2,
};
