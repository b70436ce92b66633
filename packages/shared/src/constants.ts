/**
 * Business constants of Huebook, from the product spec §9 and DESIGN.md.
 * Shared by the server (validation, seeds) and the web app (UI).
 */

/** Toast auto-clear delay, milliseconds (spec §4, §9). */
export const NOTIFICATION_TIMEOUT_MS = 6000;
/** Search input debounce, milliseconds (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Confetti overlay duration after a save, milliseconds (spec §9). */
export const CONFETTI_MS = 3000;

/** Illustration and drawing canvas side, pixels (spec §9). */
export const CANVAS_SIZE = 1024;
/**
 * The replay log of a colored page (issue 15): a file beside its drawing layer that starts
 * with these 4 bytes, at most 1 MiB (the server refuses more with 413).
 */
export const REPLAY_LOG_MAGIC = 'HBR1';
export const MAX_REPLAY_LOG_BYTES = 1024 * 1024;

/** Thumbnail side for grids, pixels (DESIGN.md "Images"). */
export const THUMBNAIL_SIZE = 512;
/** Opacity of the drawing layer over the illustration on screen (spec §9). */
export const DRAWING_OPACITY = 0.5;

/** Brush sizes offered, pixels at zoom 1, in display order (spec §9). */
export const BRUSH_SIZES = [30, 25, 20, 15, 10, 5] as const;
export const DEFAULT_BRUSH_SIZE = 20;
export const DEFAULT_COLOR = '#000000';

/**
 * The 19 preset colours of spec §9, in order. Hex values are Tailwind CSS's 500 shades
 * (black, white and the greys' 500/700 picked to read as "slate" and "stone").
 */
export const PALETTE = [
  { name: 'black', hex: '#000000' },
  { name: 'slate', hex: '#64748b' },
  { name: 'stone', hex: '#78716c' },
  { name: 'white', hex: '#ffffff' },
  { name: 'red', hex: '#ef4444' },
  { name: 'orange', hex: '#f97316' },
  { name: 'yellow', hex: '#eab308' },
  { name: 'lime', hex: '#84cc16' },
  { name: 'green', hex: '#22c55e' },
  { name: 'teal', hex: '#14b8a6' },
  { name: 'cyan', hex: '#06b6d4' },
  { name: 'sky', hex: '#0ea5e9' },
  { name: 'blue', hex: '#3b82f6' },
  { name: 'indigo', hex: '#6366f1' },
  { name: 'violet', hex: '#8b5cf6' },
  { name: 'purple', hex: '#a855f7' },
  { name: 'fuchsia', hex: '#d946ef' },
  { name: 'pink', hex: '#ec4899' },
  { name: 'rose', hex: '#f43f5e' },
] as const;

/** Sort options, value → label, in the order the dropdown lists them (spec §9). */
export const SORTS = [
  { value: 'trending', label: 'Trending' },
  { value: 'popularity', label: 'Popularity' },
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'mostFavorited', label: 'Most favorited' },
  { value: 'mostColored', label: 'Most colored' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];
export const DEFAULT_SORT: Sort = 'latest';

/** List scopes for pages (spec §2 "Page lists"). */
export const SCOPES = ['public', 'favorited', 'owned', 'colored'] as const;
export type Scope = (typeof SCOPES)[number];

/** Items per list page: grids of 2 and 3 columns both fill evenly (DESIGN.md). */
export const PAGE_SIZE = 24;

/** Upload limits for pictures: bytes and decoded pixels (decompression-bomb guard). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Detail levels of a generated or converted page (the upload screen's "Detail" radio group),
 * and the number of colorable regions each aims for on a 1024×1024 page (issue 10).
 */
export const DETAIL_LEVELS = ['simple', 'medium', 'detailed'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];
export const DEFAULT_DETAIL_LEVEL: DetailLevel = 'medium';
export const DETAIL_LEVEL_LABELS: Record<DetailLevel, string> = {
  simple: 'Simple',
  medium: 'Medium',
  detailed: 'Detailed',
};
/** Inclusive [min, max] colorable regions per level (`countColorableRegions` in page-quality.ts). */
export const DETAIL_REGION_RANGES: Record<DetailLevel, readonly [number, number]> = {
  simple: [15, 40],
  medium: [40, 150],
  detailed: [150, 400],
};

/** One-time codes: digits, lifetime and tries (DESIGN.md "Auth", "One-time codes"). */
export const OTP_LENGTH = 5;
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Tries of one code. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Wrong codes allowed per account (across its codes) and per client address within
 * OTP_LOCKOUT_WINDOW_MS; past either, verification is refused until the window has moved on.
 */
export const OTP_ACCOUNT_MAX_FAILURES = 10;
export const OTP_IP_MAX_FAILURES = 30;
export const OTP_LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/** Plan names, and the seeded defaults (DESIGN.md "Plans"). Prices in cents. */
export const PLAN_NAMES = ['free', 'starter', 'advanced'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const DEFAULT_PLANS = [
  {
    name: 'free',
    title: 'Free',
    description: 'Color public pages and save your work.',
    priceCents: 0,
    paid: false,
    discount: 0,
    publicPageLimit: 10,
    pageCreationLimit: 3,
  },
  {
    name: 'starter',
    title: 'Starter',
    description: 'More pages every month, favorites, print and download.',
    priceCents: 499,
    paid: true,
    discount: 0,
    publicPageLimit: 100,
    pageCreationLimit: 30,
  },
  {
    name: 'advanced',
    title: 'Advanced',
    description: 'For families and classrooms: the most pages every month.',
    priceCents: 999,
    paid: true,
    discount: 20,
    publicPageLimit: 500,
    pageCreationLimit: 150,
  },
] as const;

/** Filename display trim (spec §5, §9): kept whole up to 17 characters, else 7 + '...' + 7. */
export const FILENAME_TRIM_THRESHOLD = 17;
export const FILENAME_TRIM_KEEP = 7;

/** Storage key and version of the persisted auth store (spec §3, §9). */
export const AUTH_STORAGE_KEY = 'auth';
export const AUTH_STORAGE_VERSION = 0;

/** The largest seed an offline page takes (a PostgreSQL integer); "Try another" wraps round it. */
export const MAX_PAGE_SEED = 2_147_483_647;

/** Paper sizes a page PDF is made for: ISO A4 (210×297 mm) or US Letter (8.5×11 in). */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
