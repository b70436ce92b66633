import { z } from 'zod';

/**
 * The landing site's content: the JSON text of the `website` setting (spec §3 "Website
 * settings", seeded from apps/server/src/db/website-defaults.ts). Parsing is forgiving: a
 * missing or malformed group reads as hidden, a bad field as empty, so one bad edit in the
 * admin area never takes the landing page down.
 */
const text = z.string().catch('');
const visibility = z.boolean().catch(false);
const list = <T extends z.ZodType>(item: T) => z.array(item).catch([]);
/** A group that is absent or not an object parses as `{}` (so every field takes its fallback). */
const group = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((value) => (value !== null && typeof value === 'object' ? value : {}), z.object(shape));

/** Download links by platform; '' when the app is not offered there. */
export const PLATFORM_KEYS = ['web', 'android', 'ios', 'windows', 'mac', 'debian'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

const platforms = group(
  Object.fromEntries(PLATFORM_KEYS.map((key) => [key, text])) as Record<PlatformKey, typeof text>,
);

export const websiteSchema = z.object({
  home: group({
    visibility,
    headingLine1: text,
    headingLine2: text,
    subheading: text,
    image: text,
    platforms,
  }),
  howItWorks: group({
    visibility,
    subheading: text,
    video: text,
    instructions: list(z.object({ id: z.number().catch(0), content: text })),
  }),
  features: group({
    visibility,
    subheading: text,
    image: text,
    features: list(z.object({ id: z.number().catch(0), icon: text, title: text, description: text })),
  }),
  testimonials: group({
    visibility,
    subheading: text,
    image: text,
    testimonials: list(
      z.object({ id: z.number().catch(0), photo: text, feedback: text, name: text, location: text }),
    ),
  }),
  metrics: group({
    visibility,
    metrics: list(z.object({ id: z.number().catch(0), key: text, value: text })),
  }),
  pricing: group({ visibility, subheading: text }),
  faqs: group({
    visibility,
    subheading: text,
    image: text,
    faqs: list(z.object({ question: text, answer: text })),
    support: group({ heading: text, description: text, link: text }),
  }),
  callToAction: group({ visibility, heading: text, description: text }),
  contact: group({ visibility, subheading: text, image: text, location: text, phone: text, email: text }),
  footer: group({ visibility, socials: list(z.object({ id: z.number().catch(0), icon: text, url: text })) }),
  terms: group({ visibility, content: text }),
  privacy: group({ visibility, content: text }),
});
export type Website = z.infer<typeof websiteSchema>;

/** Reads the `website` setting's JSON text; empty, invalid or missing text gives an all-hidden site. */
export function parseWebsite(json: string | undefined): Website {
  let value: unknown = {};
  try {
    value = json ? (JSON.parse(json) as unknown) : {};
  } catch {
    value = {};
  }
  return websiteSchema.parse(value !== null && typeof value === 'object' ? value : {});
}
