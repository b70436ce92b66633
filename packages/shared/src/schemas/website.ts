import { z } from 'zod';

/**
 * The `website` setting (spec §3 "Website settings"): the landing site's content, one group
 * per section, each with its visibility flag. These schemas are strict: the server checks
 * every save with them (unknown fields are refused) and the admin editors are typed by them.
 * Messages are plain words; `websiteIssueMessage` adds the section and item they belong to.
 */

/** The groups in landing order, with the name the admin area gives each. */
export const WEBSITE_GROUP_LABELS = {
  home: 'Home',
  howItWorks: 'How it works',
  features: 'Features',
  testimonials: 'Testimonials',
  metrics: 'Metrics',
  pricing: 'Pricing',
  faqs: 'FAQs',
  callToAction: 'Call to action',
  contact: 'Contact',
  footer: 'Footer',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
} as const;
export type WebsiteGroupName = keyof typeof WEBSITE_GROUP_LABELS;
export const WEBSITE_GROUP_NAMES = Object.keys(WEBSITE_GROUP_LABELS) as WebsiteGroupName[];

/** Download platforms of the home group, in the order the footer lists them. */
export const WEBSITE_PLATFORMS = ['web', 'android', 'ios', 'windows', 'mac', 'debian'] as const;
export type WebsitePlatform = (typeof WEBSITE_PLATFORMS)[number];

/** Longest list a group may hold, and the longest rich-text page (HTML characters). */
export const MAX_WEBSITE_LIST_ITEMS = 50;
export const MAX_LEGAL_HTML_LENGTH = 100_000;

const objectErrors = {
  error: (issue: { code?: string; keys?: string[] }) => {
    if (issue.code === 'unrecognized_keys') return `Unknown field: ${(issue.keys ?? []).join(', ')}.`;
    if (issue.code === 'invalid_type') return 'Missing, or not a set of fields.';
    return undefined;
  },
};
/** An object that refuses fields it does not name. */
const strict = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, objectErrors);

/** Free text up to `max` characters (trimmed; may be empty). */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
/** Free text that must be filled in. */
const filled = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);

/**
 * Whether a browser resolves `value` to a path on this site: one `/`, then anything but a
 * second `/` or `\` (`//host` and `/\host` are other sites: the URL Standard reads `\` as `/`
 * in http(s) URLs). Spaces and control characters are refused everywhere, as the URL parser
 * drops tabs and newlines (`/<tab>/host` is `//host`).
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\p{Cc}]*$/u.test(value);
}

/** Whether `value` is an absolute web address of `protocols` with a host, spelled plainly. */
export function isWebAddress(value: string, protocols: readonly string[] = ['http:', 'https:']): boolean {
  if (!/^https?:\/\/[^/\\\s\p{Cc}][^\s\p{Cc}]*$/iu.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A link: a path on this site, an absolute http(s) address (an external site, meant as one),
 * mailto: or tel:. Never javascript:, data:, or anything a browser would open as another site
 * while it looks like a path (`//host`, `/\host`, `\\host`).
 */
export function isSafeLink(value: string): boolean {
  return isSitePath(value) || isWebAddress(value) || /^(mailto|tel):[^\s\p{Cc}]+$/iu.test(value);
}

/**
 * A picture: a path on this site (an upload) or an https address, exactly what the SPA's CSP
 * img-src lets load (`'self' https:`, packages/shared/src/csp.ts); an http picture would be
 * blocked there and as mixed content.
 */
export function isSafeImage(value: string): boolean {
  return isSitePath(value) || isWebAddress(value, ['https:']);
}

/** A link, or '' for none. */
const link = (label: string) =>
  text(label, 2000).refine(
    (value) => value === '' || isSafeLink(value),
    `${label} must be a web address (https://…), a path on this site (/…), mailto: or tel:.`,
  );
/** A picture's URL (an upload or a secure web address), or '' for none. */
const image = (label: string) =>
  text(label, 2000).refine(
    (value) => value === '' || isSafeImage(value),
    `${label} must be an uploaded picture or a secure web address (https://…).`,
  );
const visibility = z.boolean({ error: 'Visible must be on or off.' });
const itemId = z
  .number({ error: 'Each item needs a number id.' })
  .int('Each item needs a whole number id.')
  .min(0, 'Item ids cannot be negative.')
  .max(1_000_000_000, 'Item ids must be at most 1000000000.');

/** A list of at most MAX_WEBSITE_LIST_ITEMS items whose `id`s, when they have one, differ. */
const list = <T extends z.ZodType<object>>(item: T, what: string) =>
  z
    .array(item, { error: `${what} must be a list.` })
    .max(MAX_WEBSITE_LIST_ITEMS, `Keep at most ${MAX_WEBSITE_LIST_ITEMS} ${what.toLowerCase()}.`)
    .superRefine((items, context) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        if (!('id' in entry)) return;
        if (seen.has(entry.id)) {
          context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Two items share an id.' });
        }
        seen.add(entry.id);
      });
    });

export const websiteHomeSchema = strict({
  visibility,
  headingLine1: text('Heading line 1', 120),
  headingLine2: text('Heading line 2', 120),
  subheading: text('Subheading', 500),
  image: image('Image'),
  platforms: strict({
    web: link('Web link'),
    android: link('Android link'),
    ios: link('iOS link'),
    windows: link('Windows link'),
    mac: link('Mac link'),
    debian: link('Debian link'),
  }),
});

export const websiteHowItWorksSchema = strict({
  visibility,
  subheading: text('Subheading', 500),
  video: link('Video link'),
  instructions: list(strict({ id: itemId, content: filled('Instruction', 500) }), 'Instructions'),
});

export const websiteFeaturesSchema = strict({
  visibility,
  subheading: text('Subheading', 500),
  image: image('Image'),
  features: list(
    strict({
      id: itemId,
      icon: text('Icon', 40),
      title: filled('Title', 120),
      description: text('Description', 500),
    }),
    'Features',
  ),
});

export const websiteTestimonialsSchema = strict({
  visibility,
  subheading: text('Subheading', 500),
  image: image('Image'),
  testimonials: list(
    strict({
      id: itemId,
      photo: image('Photo'),
      feedback: filled('Feedback', 1000),
      name: filled('Name', 120),
      location: text('Location', 120),
    }),
    'Testimonials',
  ),
});

export const websiteMetricsSchema = strict({
  visibility,
  metrics: list(strict({ id: itemId, key: filled('Label', 60), value: filled('Value', 30) }), 'Metrics'),
});

export const websitePricingSchema = strict({ visibility, subheading: text('Subheading', 500) });

export const websiteFaqsSchema = strict({
  visibility,
  subheading: text('Subheading', 500),
  image: image('Image'),
  faqs: list(strict({ question: filled('Question', 300), answer: filled('Answer', 2000) }), 'FAQs'),
  support: strict({
    heading: text('Support heading', 120),
    description: text('Support description', 500),
    link: link('Support link'),
  }),
});

export const websiteCallToActionSchema = strict({
  visibility,
  heading: text('Heading', 120),
  description: text('Description', 500),
});

export const websiteContactSchema = strict({
  visibility,
  subheading: text('Subheading', 500),
  image: image('Image'),
  location: text('Location', 200),
  phone: text('Phone', 40),
  email: text('Email', 254).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'Enter a valid email address.',
  ),
});

export const websiteFooterSchema = strict({
  visibility,
  socials: list(strict({ id: itemId, icon: filled('Network', 40), url: link('Link') }), 'Social links'),
});

/** Terms of Service or Privacy Policy: HTML from the rich-text editor, sanitized when shown. */
export const websiteLegalSchema = strict({
  visibility,
  content: z
    .string({ error: 'Content must be text.' })
    .max(MAX_LEGAL_HTML_LENGTH, `Content must be at most ${MAX_LEGAL_HTML_LENGTH} characters of HTML.`),
});

/** One schema per group. */
export const websiteGroupSchemas = {
  home: websiteHomeSchema,
  howItWorks: websiteHowItWorksSchema,
  features: websiteFeaturesSchema,
  testimonials: websiteTestimonialsSchema,
  metrics: websiteMetricsSchema,
  pricing: websitePricingSchema,
  faqs: websiteFaqsSchema,
  callToAction: websiteCallToActionSchema,
  contact: websiteContactSchema,
  footer: websiteFooterSchema,
  terms: websiteLegalSchema,
  privacy: websiteLegalSchema,
} satisfies Record<WebsiteGroupName, z.ZodType>;

/** The whole `website` value: every group, nothing else. */
export const websiteSchema = strict(websiteGroupSchemas);
export type Website = z.infer<typeof websiteSchema>;
export type WebsiteGroup<K extends WebsiteGroupName> = Website[K];

/**
 * What PATCH /settings/website/update accepts: the JSON text of an object with some of the
 * groups (an editor sends only its own); each group sent replaces the stored one whole, the
 * others are kept. Unknown groups are refused.
 */
export const websitePatchSchema = websiteSchema.partial();
export type WebsitePatch = z.infer<typeof websitePatchSchema>;

/**
 * A validation issue in plain words, prefixed with the section and, in a list, the item:
 * "FAQs, item 2: Question is required."
 */
export function websiteIssueMessage(issue: { path: readonly PropertyKey[]; message: string }): string {
  const [group, ...rest] = issue.path;
  const label = WEBSITE_GROUP_LABELS[group as WebsiteGroupName];
  if (!label) return issue.message;
  const index = rest.find((part) => typeof part === 'number');
  return `${label}${typeof index === 'number' ? `, item ${index + 1}` : ''}: ${issue.message}`;
}
