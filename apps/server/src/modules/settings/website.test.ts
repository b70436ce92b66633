import { websiteSchema, type Website } from '@huebook/shared/schemas/website';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { settings } from '../../db/schema.ts';
import { DEFAULT_WEBSITE } from '../../db/website-defaults.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const saveWebsite = (value: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/settings/website/update',
    headers,
    payload: { value: typeof value === 'string' ? value : JSON.stringify(value) },
  });
const storedWebsite = async (): Promise<Website> => {
  const [row] = await t.db.select().from(settings).where(eq(settings.name, 'website'));
  return websiteSchema.parse(JSON.parse(row?.value ?? '{}'));
};
const publicWebsite = async (): Promise<Website> => {
  const rows = body(await t.app.inject({ url: '/api/settings/list' })).data as {
    name: string;
    value: string;
  }[];
  return JSON.parse(rows.find((row) => row.name === 'website')?.value ?? '{}') as Website;
};

describe('PATCH /api/settings/website/update', () => {
  it('the seeded website passes the shared schema', () => {
    expect(websiteSchema.safeParse(DEFAULT_WEBSITE).success).toBe(true);
  });

  it('saves one group without touching the others and returns the whole website', async () => {
    const before = await storedWebsite();
    const home = { ...before.home, headingLine1: '  Paint the town  ', visibility: false };
    const response = await saveWebsite({ home });
    expect(response.statusCode, response.body).toBe(200);
    const answer = body(response).data;
    expect(answer).toMatchObject({ updated: true, name: 'website' });
    const returned = websiteSchema.parse(JSON.parse(answer.value));

    const after = await storedWebsite();
    expect(returned).toEqual(after);
    expect(after.home).toEqual({ ...home, headingLine1: 'Paint the town' });
    const { home: _home, ...othersAfter } = after;
    const { home: _before, ...othersBefore } = before;
    expect(othersAfter).toEqual(othersBefore);
    expect((await publicWebsite()).home.headingLine1).toBe('Paint the town');
  });

  it('two groups saved one after the other both stay', async () => {
    const before = await storedWebsite();
    const faqs = { ...before.faqs, faqs: [{ question: 'Is it fun?', answer: 'Very.' }] };
    const terms = { visibility: true, content: '<p><strong>Be kind.</strong></p>' };
    const [first, second] = await Promise.all([saveWebsite({ faqs }), saveWebsite({ terms })]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const after = await storedWebsite();
    expect(after.faqs.faqs).toEqual([{ question: 'Is it fun?', answer: 'Very.' }]);
    expect(after.terms).toEqual(terms);
    expect(after.privacy).toEqual(before.privacy);
  });

  it('refuses invalid groups in plain words and keeps the stored value', async () => {
    const before = await storedWebsite();
    const cases: [unknown, RegExp][] = [
      ['{not json', /valid JSON/],
      ['[1,2]', /JSON object/],
      [{ banner: { visibility: true } }, /Unknown field: banner/],
      [{ home: { ...before.home, color: 'red' } }, /^Home: Unknown field: color\.$/],
      [
        { home: { ...before.home, headingLine1: 'x'.repeat(121) } },
        /^Home: Heading line 1 must be at most 120/,
      ],
      [{ home: { ...before.home, image: 'javascript:alert(1)' } }, /^Home: Image must be/],
      [
        { home: { ...before.home, platforms: { ...before.home.platforms, ios: 'javascript:alert(1)' } } },
        /^Home: iOS link must be/,
      ],
      [{ pricing: { subheading: 'No flag' } }, /^Pricing: Visible must be on or off\.$/],
      [{ pricing: 'on' }, /^Pricing: Missing, or not a set of fields\.$/],
      [
        { faqs: { ...before.faqs, faqs: [...before.faqs.faqs, { question: ' ', answer: 'Yes' }] } },
        new RegExp(`^FAQs, item ${before.faqs.faqs.length + 1}: Question is required\\.$`),
      ],
      [
        {
          metrics: {
            visibility: true,
            metrics: [
              { id: 1, key: 'Pages', value: '1' },
              { id: 1, key: 'Users', value: '2' },
            ],
          },
        },
        /^Metrics, item 2: Two items share an id\.$/,
      ],
      [{ contact: { ...before.contact, email: 'not an email' } }, /^Contact: Enter a valid email address\.$/],
      [
        { footer: { visibility: true, socials: [{ id: 1, icon: 'x', url: 'data:text/html,hi' }] } },
        /^Footer, item 1: Link must be/,
      ],
      [{ terms: { visibility: true, content: 'x'.repeat(100_001) } }, /^Terms of Service: Content must be/],
    ];
    for (const [value, message] of cases) {
      const response = await saveWebsite(value);
      expect(response.statusCode, JSON.stringify(value).slice(0, 80)).toBe(400);
      expect(body(response).code).toBe('INVALID_INPUT');
      expect(body(response).message).toMatch(message);
    }
    expect(await storedWebsite()).toEqual(before);
  });

  it('refuses a save when the merged website would still be invalid', async () => {
    // A stored value edited by hand, missing a group: saving another group cannot hide it.
    const before = await storedWebsite();
    const { contact: _contact, ...withoutContact } = before;
    await t.db
      .update(settings)
      .set({ value: JSON.stringify(withoutContact) })
      .where(eq(settings.name, 'website'));
    try {
      const response = await saveWebsite({ pricing: before.pricing });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe('Contact: Missing, or not a set of fields.');
      // Saving the missing group from its editor mends it.
      expect((await saveWebsite({ contact: before.contact })).statusCode).toBe(200);
      expect(await storedWebsite()).toEqual(before);
    } finally {
      await t.db
        .update(settings)
        .set({ value: JSON.stringify(before) })
        .where(eq(settings.name, 'website'));
    }
  });

  it('is for admins only', async () => {
    const before = await storedWebsite();
    const user = await createUser(t);
    const hidden = { pricing: { ...before.pricing, visibility: false } };
    expect((await saveWebsite(hidden, user.headers)).statusCode).toBe(403);
    expect((await saveWebsite(hidden, {})).statusCode).toBe(401);
    expect(await storedWebsite()).toEqual(before);
  });
});

/** The sources of a CSP header's directive `name` (`img-src` → `['self', …]`). */
function cspSources(header: string, name: string): string[] {
  const directive = header
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return directive?.slice(1) ?? [];
}

const SITE = 'https://huebook.test';

/** Whether img-src lets a page of SITE load the picture `src` (CSP3 source matching, the cases used). */
function cspAllowsImage(header: string, src: string): boolean {
  const sources = cspSources(header, 'img-src');
  const url = new URL(src, SITE);
  if (url.origin === SITE) return sources.includes("'self'");
  return sources.includes(url.protocol) || sources.includes(url.origin);
}

describe('website links and pictures agree with the browser and the CSP', () => {
  it('stores only pictures the served CSP lets the landing page load', async () => {
    const before = await storedWebsite();
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(cspSources(csp, 'img-src').length).toBeGreaterThan(0);
    const accepted = ['/uploads/0b7c3f2e-team.webp', 'https://cdn.example.com/team.jpg'];
    for (const image of accepted) {
      const response = await saveWebsite({ contact: { ...before.contact, image } });
      expect(response.statusCode, response.body).toBe(200);
      expect((await storedWebsite()).contact.image).toBe(image);
      expect(cspAllowsImage(csp, image), image).toBe(true);
    }
    for (const image of ['http://cdn.example.com/team.jpg', '//cdn.example.com/team.jpg']) {
      const response = await saveWebsite({ contact: { ...before.contact, image } });
      expect(response.statusCode, image).toBe(400);
      expect(body(response).message).toBe(
        'Contact: Image must be an uploaded picture or a secure web address (https://…).',
      );
    }
    expect((await saveWebsite({ contact: before.contact })).statusCode).toBe(200);
  });

  it('refuses links a browser would open as another site while they look like paths', async () => {
    const before = await storedWebsite();
    const support = (link: string) => ({
      faqs: { ...before.faqs, support: { ...before.faqs.support, link } },
    });
    for (const link of ['/\\evil.example/', '//evil.example', '\\\\evil.example', '/\t/evil.example']) {
      // What a browser makes of it on this site: another origin.
      expect(new URL(link, SITE).origin, link).toBe('https://evil.example');
    }
    for (const link of [
      '/\\evil.example/',
      '//evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await saveWebsite(support(link));
      expect(response.statusCode, link).toBe(400);
      expect(body(response)).toMatchObject({
        code: 'INVALID_INPUT',
        message:
          'FAQs: Support link must be a web address (https://…), a path on this site (/…), mailto: or tel:.',
      });
    }
    expect(await storedWebsite()).toEqual(before);
    for (const link of ['/pricing', 'https://help.example.com/huebook']) {
      expect((await saveWebsite(support(link))).statusCode, link).toBe(200);
    }
    expect((await saveWebsite({ faqs: before.faqs })).statusCode).toBe(200);
  });
});
