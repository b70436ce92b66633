import type { Website } from '@huebook/shared/schemas/website';

export type { Website };

/**
 * The landing site's content: the JSON text of the `website` setting (spec §3 "Website
 * settings", seeded from apps/server/src/db/website-defaults.ts). The server checks every save
 * with the shared zod schema, so the landing only reads the shape, without zod (which would
 * add ~24 KB gzip to the first screen). Reading is forgiving: a missing or malformed group
 * reads as hidden, a bad field as empty, so one bad edit never takes the landing page down.
 */

/** A field's kind: text ('' when not text), a flag (false), an item id (0), a group, a list. */
type Field = 'text' | 'flag' | 'id' | Shape | readonly [Shape];
interface Shape {
  readonly [key: string]: Field;
}
/** The value `Field` reads as. */
type Read<F> = F extends 'text'
  ? string
  : F extends 'flag'
    ? boolean
    : F extends 'id'
      ? number
      : F extends readonly [infer Item]
        ? Read<Item>[]
        : { -readonly [K in keyof F]: Read<F[K]> };

/** Download links by platform; '' when the app is not offered there. */
export const PLATFORM_KEYS = ['web', 'android', 'ios', 'windows', 'mac', 'debian'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

const WEBSITE = {
  home: {
    visibility: 'flag',
    headingLine1: 'text',
    headingLine2: 'text',
    subheading: 'text',
    image: 'text',
    platforms: { web: 'text', android: 'text', ios: 'text', windows: 'text', mac: 'text', debian: 'text' },
  },
  howItWorks: {
    visibility: 'flag',
    subheading: 'text',
    video: 'text',
    instructions: [{ id: 'id', content: 'text' }],
  },
  features: {
    visibility: 'flag',
    subheading: 'text',
    image: 'text',
    features: [{ id: 'id', icon: 'text', title: 'text', description: 'text' }],
  },
  testimonials: {
    visibility: 'flag',
    subheading: 'text',
    image: 'text',
    testimonials: [{ id: 'id', photo: 'text', feedback: 'text', name: 'text', location: 'text' }],
  },
  metrics: { visibility: 'flag', metrics: [{ id: 'id', key: 'text', value: 'text' }] },
  pricing: { visibility: 'flag', subheading: 'text' },
  faqs: {
    visibility: 'flag',
    subheading: 'text',
    image: 'text',
    faqs: [{ question: 'text', answer: 'text' }],
    support: { heading: 'text', description: 'text', link: 'text' },
  },
  callToAction: { visibility: 'flag', heading: 'text', description: 'text' },
  contact: {
    visibility: 'flag',
    subheading: 'text',
    image: 'text',
    location: 'text',
    phone: 'text',
    email: 'text',
  },
  footer: { visibility: 'flag', socials: [{ id: 'id', icon: 'text', url: 'text' }] },
  terms: { visibility: 'flag', content: 'text' },
  privacy: { visibility: 'flag', content: 'text' },
} as const satisfies Shape;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `value` read as `field`; unknown keys are dropped. */
function read(field: Field, value: unknown): unknown {
  if (field === 'text') return typeof value === 'string' ? value : '';
  if (field === 'flag') return typeof value === 'boolean' ? value : false;
  if (field === 'id') return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  if (isShapeList(field)) {
    // A list with an item that is not an object reads as empty, as a whole.
    if (!Array.isArray(value) || !value.every(isRecord)) return [];
    return value.map((item) => read(field[0], item));
  }
  const source = isRecord(value) ? value : {};
  return Object.fromEntries(Object.entries(field).map(([key, inner]) => [key, read(inner, source[key])]));
}

function isShapeList(field: Shape | readonly [Shape]): field is readonly [Shape] {
  return Array.isArray(field);
}

/** Reads the `website` setting's JSON text; empty, invalid or missing text gives an all-hidden site. */
export function parseWebsite(json: string | undefined): Website {
  let value: unknown = {};
  try {
    value = json ? (JSON.parse(json) as unknown) : {};
  } catch {
    value = {};
  }
  // The compiler checks that the shape above reads as the shared `Website` type.
  const website: Read<typeof WEBSITE> = read(WEBSITE, value) as Read<typeof WEBSITE>;
  return website;
}
