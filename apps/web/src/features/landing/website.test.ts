import { describe, expect, it } from 'vitest';

import { parseWebsite } from './website.ts';

describe('parseWebsite', () => {
  it('reads the fields it knows and drops the others', () => {
    const website = parseWebsite(
      JSON.stringify({
        metrics: { visibility: true, extra: 1, metrics: [{ id: 3, key: 'Pages', value: '40', x: 1 }] },
      }),
    );
    expect(website.metrics).toEqual({ visibility: true, metrics: [{ id: 3, key: 'Pages', value: '40' }] });
  });

  it('gives a bad field its empty value and a list with a non-object item no items', () => {
    const website = parseWebsite(
      JSON.stringify({
        footer: { visibility: 1, socials: [{ id: 'a', icon: 7, url: 'https://x.test' }] },
        faqs: { faqs: [{ question: 'Q', answer: 'A' }, 'oops'], support: [] },
      }),
    );
    expect(website.footer).toEqual({
      visibility: false,
      socials: [{ id: 0, icon: '', url: 'https://x.test' }],
    });
    expect(website.faqs.faqs).toEqual([]);
    expect(website.faqs.support).toEqual({ heading: '', description: '', link: '' });
  });

  it('reads a value that is not an object as an all-hidden site', () => {
    for (const json of ['[]', '"text"', '42', 'null', '', '{not json', undefined]) {
      const website = parseWebsite(json);
      expect(website.home.visibility).toBe(false);
      expect(website.home.platforms.web).toBe('');
      expect(website.privacy).toEqual({ visibility: false, content: '' });
    }
  });
});
