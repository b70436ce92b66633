import { describe, expect, it } from 'vitest';

import { websiteGroupSchemas, websiteIssueMessage, websitePatchSchema } from './website.ts';

describe('website schemas', () => {
  it('accept links to this site, the web, mail and phone, and refuse script URLs', () => {
    const support = (link: string) =>
      websiteGroupSchemas.faqs.shape.support.safeParse({ heading: '', description: '', link }).success;
    for (const link of [
      '',
      '/',
      '/sign-up',
      '/pages/public?sort=latest#top',
      'https://example.com/help',
      'http://example.com',
      'mailto:help@example.com',
      'tel:+351210',
    ]) {
      expect(support(link), link).toBe(true);
    }
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example/',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https:/\\evil.example',
      'https:evil.example',
      'https://',
      'help',
    ]) {
      expect(support(link), link).toBe(false);
    }
  });

  it('accept pictures on this site and https ones, what the CSP img-src loads', () => {
    const image = (value: string) => websiteGroupSchemas.contact.shape.image.safeParse(value).success;
    for (const value of ['', '/uploads/a1b2.webp', 'https://cdn.example.com/team.jpg']) {
      expect(image(value), value).toBe(true);
    }
    for (const value of [
      'http://cdn.example.com/team.jpg',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'mailto:a@example.com',
    ]) {
      expect(image(value), value).toBe(false);
    }
  });

  it('refuse unknown groups and fields', () => {
    expect(websitePatchSchema.safeParse({ pricing: { visibility: true, subheading: '' } }).success).toBe(
      true,
    );
    expect(websitePatchSchema.safeParse({ banner: {} }).success).toBe(false);
    expect(
      websitePatchSchema.safeParse({ pricing: { visibility: true, subheading: '', color: 'red' } }).success,
    ).toBe(false);
  });
});

describe('websiteIssueMessage', () => {
  it('names the section and, in a list, the item', () => {
    expect(
      websiteIssueMessage({ path: ['faqs', 'faqs', 1, 'question'], message: 'Question is required.' }),
    ).toBe('FAQs, item 2: Question is required.');
    expect(websiteIssueMessage({ path: ['home', 'headingLine1'], message: 'Too long.' })).toBe(
      'Home: Too long.',
    );
    expect(websiteIssueMessage({ path: [], message: 'Unknown field: banner.' })).toBe(
      'Unknown field: banner.',
    );
  });
});
