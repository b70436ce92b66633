import { websiteSchema } from '@huebook/shared/schemas/website';
import { describe, expect, it } from 'vitest';

import { EMPTY_WEBSITE, nextItemId, readWebsite } from './read-website.ts';

describe('readWebsite', () => {
  it('gives every group, empty and hidden, for nothing or broken JSON', () => {
    expect(readWebsite(undefined)).toEqual(EMPTY_WEBSITE);
    expect(readWebsite('{oops')).toEqual(EMPTY_WEBSITE);
    expect(readWebsite('[1]')).toEqual(EMPTY_WEBSITE);
    expect(websiteSchema.safeParse(EMPTY_WEBSITE).success).toBe(true);
  });

  it('keeps stored groups and fills what is missing or of the wrong kind', () => {
    const website = readWebsite(
      JSON.stringify({
        pricing: { visibility: true, subheading: 'Start free.' },
        home: {
          visibility: true,
          headingLine1: 'Hello',
          headingLine2: 42,
          platforms: { ios: 'https://apps.apple.com/x' },
        },
        metrics: { visibility: true, metrics: 'many', legacy: true },
        faqs: 'hidden',
      }),
    );
    expect(website.pricing).toEqual({ visibility: true, subheading: 'Start free.' });
    expect(website.home).toMatchObject({ visibility: true, headingLine1: 'Hello', headingLine2: '' });
    expect(website.home.platforms).toEqual({
      ...EMPTY_WEBSITE.home.platforms,
      ios: 'https://apps.apple.com/x',
    });
    expect(website.metrics).toEqual({ visibility: true, metrics: [] });
    expect(website.faqs).toEqual(EMPTY_WEBSITE.faqs);
    expect(websiteSchema.safeParse(website).success).toBe(true);
  });
});

describe('nextItemId', () => {
  it('is one more than the largest id, or 1 for an empty list', () => {
    expect(nextItemId([])).toBe(1);
    expect(nextItemId([{ id: 4 }, { id: 2 }])).toBe(5);
  });
});
