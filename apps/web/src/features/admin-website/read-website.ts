import {
  websiteGroupSchemas,
  WEBSITE_GROUP_NAMES,
  WEBSITE_PLATFORMS,
  type Website,
  type WebsiteGroup,
  type WebsiteGroupName,
} from '@huebook/shared/schemas/website';

const platforms = Object.fromEntries(
  WEBSITE_PLATFORMS.map((key) => [key, '']),
) as WebsiteGroup<'home'>['platforms'];

/** Every group empty and hidden: what an editor starts from when nothing usable is stored. */
export const EMPTY_WEBSITE: Website = {
  home: { visibility: false, headingLine1: '', headingLine2: '', subheading: '', image: '', platforms },
  howItWorks: { visibility: false, subheading: '', video: '', instructions: [] },
  features: { visibility: false, subheading: '', image: '', features: [] },
  testimonials: { visibility: false, subheading: '', image: '', testimonials: [] },
  metrics: { visibility: false, metrics: [] },
  pricing: { visibility: false, subheading: '' },
  faqs: {
    visibility: false,
    subheading: '',
    image: '',
    faqs: [],
    support: { heading: '', description: '', link: '' },
  },
  callToAction: { visibility: false, heading: '', description: '' },
  contact: { visibility: false, subheading: '', image: '', location: '', phone: '', email: '' },
  footer: { visibility: false, socials: [] },
  terms: { visibility: false, content: '' },
  privacy: { visibility: false, content: '' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A stored group read onto the empty one: known fields of the right kind are kept, the rest dropped. */
function readGroup<K extends WebsiteGroupName>(name: K, stored: unknown): WebsiteGroup<K> {
  const empty = EMPTY_WEBSITE[name];
  if (!isRecord(stored)) return empty;
  const merged: Record<string, unknown> = { ...empty };
  for (const [field, fallback] of Object.entries(empty)) {
    const value = stored[field];
    if (Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback) {
      merged[field] = isRecord(fallback) ? { ...fallback, ...(value as object) } : value;
    }
  }
  const parsed = websiteGroupSchemas[name].safeParse(merged);
  // A group that still fails keeps what can be shown: an editor's save then checks it again.
  return (parsed.success ? parsed.data : merged) as WebsiteGroup<K>;
}

/**
 * The `website` setting's JSON text as the editors' starting values: every group present,
 * each field of its type. Missing or unreadable groups read as empty and hidden, so an editor
 * always opens; the server checks the whole value again on save.
 */
export function readWebsite(json: string | undefined): Website {
  let stored: unknown = {};
  try {
    stored = json ? (JSON.parse(json) as unknown) : {};
  } catch {
    stored = {};
  }
  const source = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    WEBSITE_GROUP_NAMES.map((name) => [name, readGroup(name, source[name])]),
  ) as Website;
}

/** The id for an item added to a list: one more than the largest in use. */
export function nextItemId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
