import { describe, expect, it } from 'vitest';

import { downloadLinks, legalLinks, visibleNavLinks, visibleSections } from './sections.ts';
import { parseWebsite } from './website.ts';

/** The seeded website (apps/server/src/db/website-defaults.ts), trimmed to what these tests read. */
function websiteJson(overrides: Record<string, object> = {}): string {
  const on = { visibility: true };
  return JSON.stringify({
    home: { ...on, headingLine1: 'Color', platforms: { web: '/sign-up', android: '', ios: '' } },
    howItWorks: on,
    features: on,
    testimonials: on,
    metrics: on,
    pricing: on,
    faqs: on,
    callToAction: on,
    contact: on,
    footer: on,
    terms: { ...on, content: '<p>Terms</p>' },
    privacy: { ...on, content: '<p>Privacy</p>' },
    ...overrides,
  });
}

describe('visibleSections', () => {
  it('lists every section in page order when all are on', () => {
    expect(visibleSections(parseWebsite(websiteJson()))).toEqual([
      'home',
      'how-it-works',
      'features',
      'testimonials',
      'metrics',
      'pricing',
      'faqs',
      'call-to-action',
      'contact',
    ]);
  });

  it('drops the sections whose flag is off', () => {
    const website = parseWebsite(
      websiteJson({ features: { visibility: false }, pricing: { visibility: false } }),
    );
    expect(visibleSections(website)).not.toContain('features');
    expect(visibleSections(website)).not.toContain('pricing');
    expect(visibleSections(website)).toContain('faqs');
  });

  it('hides everything when the setting is missing or not JSON', () => {
    expect(visibleSections(parseWebsite(''))).toEqual([]);
    expect(visibleSections(parseWebsite('{not json'))).toEqual([]);
    expect(visibleSections(parseWebsite('null'))).toEqual([]);
  });

  it('reads a malformed flag or group as hidden, not as a crash', () => {
    const website = parseWebsite(
      websiteJson({ faqs: { visibility: 'yes' }, contact: 'oops' as unknown as object }),
    );
    expect(visibleSections(website)).not.toContain('faqs');
    expect(visibleSections(website)).not.toContain('contact');
    expect(website.faqs.faqs).toEqual([]);
  });
});

describe('visibleNavLinks', () => {
  it('links the five header sections as anchors on /', () => {
    expect(visibleNavLinks(parseWebsite(websiteJson())).map((link) => [link.label, link.href])).toEqual([
      ['Home', '/#home'],
      ['How it works', '/#how-it-works'],
      ['Pricing', '/#pricing'],
      ['FAQs', '/#faqs'],
      ['Contact', '/#contact'],
    ]);
  });

  it('shows a link only while its section is visible', () => {
    const website = parseWebsite(
      websiteJson({ howItWorks: { visibility: false }, contact: { visibility: false } }),
    );
    expect(visibleNavLinks(website).map((link) => link.id)).toEqual(['home', 'pricing', 'faqs']);
  });
});

describe('downloadLinks', () => {
  it('is empty when only the web link is set', () => {
    expect(downloadLinks(parseWebsite(websiteJson()))).toEqual([]);
  });

  it('lists the non-web platforms with a link', () => {
    const website = parseWebsite(
      websiteJson({
        home: {
          visibility: true,
          platforms: { web: '/sign-up', ios: 'https://apps.apple.com/x', android: ' ' },
        },
      }),
    );
    expect(downloadLinks(website)).toEqual([{ platform: 'ios', url: 'https://apps.apple.com/x' }]);
  });
});

describe('legalLinks', () => {
  it('shows Terms of Service and Privacy Policy only when marked visible', () => {
    expect(legalLinks(parseWebsite(websiteJson())).map((link) => link.label)).toEqual([
      'Terms of Service',
      'Privacy Policy',
    ]);
    const website = parseWebsite(websiteJson({ terms: { visibility: false, content: '<p>x</p>' } }));
    expect(legalLinks(website)).toEqual([{ to: '/privacy', label: 'Privacy Policy' }]);
  });
});
