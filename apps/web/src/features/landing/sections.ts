import { PLATFORM_KEYS, type PlatformKey, type Website } from './website.ts';

/** Landing sections in page order: their anchor id and the website group that switches them. */
export const SECTIONS = [
  { id: 'home', group: 'home' },
  { id: 'how-it-works', group: 'howItWorks' },
  { id: 'features', group: 'features' },
  { id: 'testimonials', group: 'testimonials' },
  { id: 'metrics', group: 'metrics' },
  { id: 'pricing', group: 'pricing' },
  { id: 'faqs', group: 'faqs' },
  { id: 'call-to-action', group: 'callToAction' },
  { id: 'contact', group: 'contact' },
] as const satisfies readonly { id: string; group: keyof Website }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

/** Header links (spec §2 "Landing layout"): anchor and label. */
const NAV_LINKS: { id: SectionId; label: string }[] = [
  { id: 'home', label: 'Home' },
  { id: 'how-it-works', label: 'How it works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'contact', label: 'Contact' },
];

function groupOf(id: SectionId): keyof Website {
  return SECTIONS.find((section) => section.id === id)?.group ?? 'home';
}

/** Whether a section's visibility flag is on. */
export function isSectionVisible(website: Website, id: SectionId): boolean {
  const group = website[groupOf(id)];
  return 'visibility' in group && group.visibility;
}

/** The sections to render, in page order. */
export function visibleSections(website: Website): SectionId[] {
  return SECTIONS.filter((section) => isSectionVisible(website, section.id)).map((section) => section.id);
}

/** The header's links: each only while its section is visible. */
export function visibleNavLinks(website: Website): { id: SectionId; label: string; href: string }[] {
  return NAV_LINKS.filter((link) => isSectionVisible(website, link.id)).map((link) => ({
    ...link,
    href: `/#${link.id}`,
  }));
}

/** Platforms other than the web, with a link set: what "Download our app" offers. */
export function downloadLinks(website: Website): { platform: Exclude<PlatformKey, 'web'>; url: string }[] {
  return PLATFORM_KEYS.filter((key) => key !== 'web')
    .map((platform) => ({ platform, url: website.home.platforms[platform].trim() }))
    .filter((link) => link.url !== '');
}

/** The footer's legal links: each only while the settings mark it visible. */
export function legalLinks(website: Website): { to: string; label: string }[] {
  const links: { to: string; label: string }[] = [];
  if (website.terms.visibility) links.push({ to: '/terms', label: 'Terms of Service' });
  if (website.privacy.visibility) links.push({ to: '/privacy', label: 'Privacy Policy' });
  return links;
}
