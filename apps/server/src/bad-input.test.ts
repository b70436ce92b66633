/**
 * Bad input answers 400 (or 413) in plain words, never 500 (issue 11): crafted list cursors,
 * NUL (U+0000) in any text, broken multipart bodies and several files in one upload.
 */
import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pages, uploads, users } from './db/schema.ts';
import { encodeCursor } from './lib/pagination.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp, type TestUser } from './test/app.ts';
import { solidPng } from './test/images.ts';
import { multipart } from './test/multipart.ts';

let t: TestApp;
let free: TestUser;
let admin: TestUser;
let png: Buffer;

beforeAll(async () => {
  t = await setupTestApp();
  free = await createUser(t, { name: 'Fay Free' });
  admin = await createUser(t, { name: 'Ada Admin', admin: true });
  await insertPages(t, free.user.id, 30);
  png = await solidPng(64, 48, '#ffffff');
});
afterAll(async () => {
  await t?.close();
});

const ID = '5d8e4c53-f273-4541-8551-d5ad340d57e0';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const INVALID_CURSOR = {
  code: 'INVALID_INPUT',
  message: 'This list link is no longer valid. Reload the list.',
  issues: [{ path: 'cursor', message: 'This list link is no longer valid. Reload the list.' }],
};

async function rowCounts() {
  const [p] = await t.db.select({ n: count() }).from(pages);
  const [u] = await t.db.select({ n: count() }).from(users);
  const [f] = await t.db.select({ n: count() }).from(uploads);
  return { pages: p?.n, users: u?.n, uploads: f?.n };
}

describe('list cursors', () => {
  const timestamp = '2024-05-01T10:00:00.000Z';
  const junk = {
    'not base64 JSON': 'garbage',
    'a non-date': raw(['hello', ID]),
    'a 36-dash id': raw([timestamp, '-'.repeat(36)]),
    'a huge number': raw([1e300, ID]),
    'a number past int': raw([2 ** 31, ID]),
    'a fraction': raw([1.5, ID]),
    'a 30 February': raw(['2024-02-30T00:00:00.000Z', ID]),
    'year 0': raw(['0000-01-01T00:00:00.000Z', ID]),
    'an id too short': raw([timestamp, ID.slice(1)]),
    'an extra element': raw([timestamp, ID, 1]),
  };
  const lists = ['/api/users/paginate', '/api/subscriptions/paginate', '/api/coloreds/paginate'];

  it.each(Object.entries(junk))('answer 400 on every list for %s', async (_name, cursor) => {
    for (const url of [...lists, '/api/pages/paginate', '/api/pages/paginate?sort=mostColored']) {
      const response = await t.app.inject({
        url: `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`,
        headers: admin.headers,
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(body(response)).toEqual(INVALID_CURSOR);
    }
  });

  it('refuses a page cursor of one sort reused with another, and a newest-first cursor on the page list', async () => {
    const first = await t.app.inject({ url: '/api/pages/paginate?sort=mostColored', headers: free.headers });
    const cursor: unknown = body(first).next_cursor;
    expect(typeof cursor).toBe('string');
    const same = await t.app.inject({
      url: `/api/pages/paginate?sort=mostColored&cursor=${cursor}`,
      headers: free.headers,
    });
    expect(same.statusCode).toBe(200);
    for (const sort of ['popularity', 'latest', 'oldest']) {
      const other = await t.app.inject({
        url: `/api/pages/paginate?sort=${sort}&cursor=${cursor}`,
        headers: free.headers,
      });
      expect(body(other), sort).toEqual(INVALID_CURSOR);
    }
    const newest = encodeCursor({ value: timestamp, id: ID });
    const onPages = await t.app.inject({
      url: `/api/pages/paginate?cursor=${newest}`,
      headers: free.headers,
    });
    expect(body(onPages)).toEqual(INVALID_CURSOR);
    const onUsers = await t.app.inject({
      url: `/api/users/paginate?cursor=${cursor}`,
      headers: admin.headers,
    });
    expect(body(onUsers)).toEqual(INVALID_CURSOR);
  });
});

describe('NUL (U+0000) in text', () => {
  const message = 'Text cannot contain the NUL character.';

  it('answers 400 naming the field, for a JSON body, a query, a path parameter', async () => {
    const cases = [
      { method: 'PATCH', url: '/api/users/update', payload: { name: 'Fay\u0000' }, path: 'name' },
      {
        method: 'POST',
        url: '/api/users/sign-up',
        payload: { name: 'N\u0000', email: 'n@example.com' },
        path: 'name',
      },
      {
        method: 'PATCH',
        url: '/api/settings/app_name/update',
        payload: { value: 'Hue\u0000book' },
        path: 'value',
        as: admin,
      },
      { method: 'GET', url: '/api/pages/paginate?search=a%00b', path: 'search' },
      { method: 'GET', url: '/api/users/paginate?search=%00', path: 'search', as: admin },
      { method: 'GET', url: '/api/pages/a%00b/read', path: 'id' },
      {
        method: 'PATCH',
        url: '/api/users/update',
        payload: { name: 'Fay', deep: [{ x: '\u0000' }] },
        path: 'deep.0.x',
      },
    ] as const;
    const before = await rowCounts();
    for (const c of cases) {
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: ('as' in c ? c.as : free).headers,
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(response.statusCode, `${c.url}: ${response.body}`).toBe(400);
      expect(body(response)).toEqual({
        code: 'INVALID_INPUT',
        message: `${c.path}: ${message}`,
        issues: [{ path: c.path, message }],
      });
    }
    expect(await rowCounts()).toEqual(before);
    const [me] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, free.user.id));
    expect(me?.name).toBe('Fay Free');
  });

  it('answers 400 for a NUL in an upload form field or file name, storing nothing', async () => {
    const before = await rowCounts();
    for (const [fields, filename, path] of [
      [{ title: 'A\u0000' }, 'picture.png', 'title'],
      [{}, 'pic\u0000.png', 'filename'],
    ] as const) {
      const form = multipart(fields, { data: png, filename });
      for (const url of ['/api/pages/upload', '/api/storage/upload']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...free.headers, ...form.headers },
          payload: form.payload,
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(body(response).issues).toEqual([{ path, message }]);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('multipart bodies', () => {
  const post = (url: string, payload: Buffer, contentType: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...free.headers, 'content-type': contentType }, payload });
  const urls = ['/api/pages/upload', '/api/storage/upload'];
  const unreadable = 'The upload could not be read: it was cut short or is not a valid form. Send it again.';

  it('answers 400 for a form without a boundary or cut short', async () => {
    const form = multipart({ title: 'Cut' }, { data: png });
    const type = form.headers['content-type']!;
    const before = await rowCounts();
    for (const url of urls) {
      for (const [payload, contentType] of [
        [form.payload, 'multipart/form-data'],
        [form.payload.subarray(0, form.payload.length - 30), type],
        [form.payload.subarray(0, 120), type],
      ] as const) {
        const response = await post(url, payload, contentType);
        expect(response.statusCode, response.body).toBe(400);
        expect(body(response)).toEqual({ code: 'INVALID_INPUT', message: unreadable });
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers "Send one file at a time." for two files, and "too large" only for a file past the limit', async () => {
    const one = multipart({}, { data: png });
    const boundary = one.headers['content-type']!.split('boundary=')[1]!;
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from('\r\n'),
    ]);
    const two = Buffer.concat([part, part, Buffer.from(`--${boundary}--\r\n`)]);
    const big = multipart({}, { data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) });
    const before = await rowCounts();
    for (const url of urls) {
      const several = await post(url, two, one.headers['content-type']!);
      expect(several.statusCode).toBe(400);
      expect(body(several)).toEqual({ code: 'INVALID_INPUT', message: 'Send one file at a time.' });
      const tooLarge = await post(url, big.payload, big.headers['content-type']!);
      expect(tooLarge.statusCode).toBe(413);
      expect(body(tooLarge).message).toMatch(/^The file is too large/);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('JSON bodies', () => {
  it('answers 400 in plain words for a body that is not JSON, and 413 "request" (not "file") past the limit', async () => {
    const broken = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: { ...free.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken)).toEqual({ code: 'INVALID_INPUT', message: 'The request body is not valid JSON.' });
    const huge = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: { ...free.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(body(huge)).toEqual({ code: 'TOO_LARGE', message: 'The request is too large.' });
  });
});
