import { WEBSITE_GROUP_LABELS, type WebsiteGroupName } from '@huebook/shared/schemas/website';

/** One website editor: its route under /admin/website, its group and what the index says of it. */
export interface WebsiteSection {
  /** Path segment under /admin/website (spec §2). */
  slug: string;
  group: WebsiteGroupName;
  label: string;
  description: string;
}

const section = (slug: string, group: WebsiteGroupName, description: string): WebsiteSection => ({
  slug,
  group,
  label: WEBSITE_GROUP_LABELS[group],
  description,
});

/** The editors in landing order (spec §2 "Website editors"). */
export const WEBSITE_SECTIONS: readonly WebsiteSection[] = [
  section('home', 'home', 'Hero headings, picture and download links.'),
  section('how-it-works', 'howItWorks', 'The steps and the video.'),
  section('features', 'features', 'Feature cards with an icon, title and description.'),
  section('testimonial', 'testimonials', 'What colorists say, with their photo and place.'),
  section('metrics', 'metrics', 'Figures such as pages created.'),
  section('pricing', 'pricing', 'The words above the plan cards.'),
  section('faqs', 'faqs', 'Questions and answers, and the support box.'),
  section('call-to-action', 'callToAction', 'The closing invitation to sign up.'),
  section('contact', 'contact', 'Place, phone and email.'),
  section('footer', 'footer', 'Social links.'),
  section('terms', 'terms', 'The Terms of Service page.'),
  section('privacy', 'privacy', 'The Privacy Policy page.'),
];

/** The message shown once a section is saved. */
export function savedMessage(section: WebsiteSection): string {
  return section.group === 'terms' || section.group === 'privacy'
    ? `${section.label} has been updated`
    : `${section.label} section has been updated`;
}
