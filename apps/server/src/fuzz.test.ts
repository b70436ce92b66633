/**
 * Property-based fuzz test generated from the routes (test/route-table.ts): each route gets
 * requests built from its own params, query and body fields, filled with junk — wrong types,
 * huge and unicode strings, NUL, junk cursors and ids, invalid JSON, arrays for objects, broken
 * multipart — as an admin and as a free user. No answer may be a 5xx, and nothing may be
 * stored: requests to a route whose success stores something always carry at least one
 * invalid field (RouteSpec.stores). Deterministic: fast-check runs from a fixed seed.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { SCOPES, SORTS } from '@huebook/shared/constants';
import type { Plan } from '@huebook/shared/schemas/plan';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  coloreds,
  credits,
  favorites,
  oneTimeCodes,
  pages,
  plans,
  settings,
  stripeEvents,
  subscriptions,
  uploads,
  users,
} from './db/schema.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp, type TestUser } from './test/app.ts';
import { solidPng } from './test/images.ts';
import { ROUTE_TABLE, type RouteFixtures, type RouteSpec } from './test/route-table.ts';

/** Requests per route and caller (twice as many for lists): ~40 routes × 2 callers × RUNS. */
const RUNS = 35;
const SEED = 20_251_111;

let t: TestApp;
let f: RouteFixtures;
let callers: Record<'admin' | 'free', TestUser>;

/** Tables whose rows a refused request must not add to (rate-limit and audit tables aside). */
const STORED = {
  plans,
  users,
  oneTimeCodes,
  credits,
  subscriptions,
  pages,
  favorites,
  coloreds,
  uploads,
  settings,
  stripeEvents,
};

async function storedCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(STORED)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  const files = await readdir(path.join(t.dataDir, 'uploads')).catch(() => []);
  counts.files = files.length;
  return counts;
}

beforeAll(async () => {
  // A webhook secret, so the webhook refuses (400) instead of answering "not set up" (503).
  t = await setupTestApp({ env: { STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' } });
  const free = await createUser(t, { name: 'Fay Free' });
  const admin = await createUser(t, { name: 'Ada Admin', admin: true });
  callers = { admin, free };
  const [pageId] = await insertPages(t, free.user.id, 1);
  const paid = body(await t.app.inject({ url: '/api/plans/paid/list' })).data as Plan[];
  const starter = paid.find((plan) => plan.name === 'starter')!;
  // The samples only give each route's field names here.
  f = {
    users: { free, paid: free, blocked: free, owner: free, other: free, admin },
    page: { id: pageId } as RouteFixtures['page'],
    deletablePage: { id: pageId! },
    target: free,
    starter,
    starterPriceId: starter.stripe_price_id ?? 'price_x',
    appName: 'Huebook',
    picture: await solidPng(8, 8),
    photos: {},
    uploadPath: '/uploads/none.png',
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD, as a browser sends them). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url');

const NUL = fc.oneof(
  fc.constantFrom('\u0000', 'page\u0000', '\u0000'.repeat(64)),
  fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
);

/** Strings a field should refuse or survive: unicode, huge, NUL, injections, number-likes. */
const junkString = fc.oneof(
  { weight: 2, arbitrary: fc.string() },
  { weight: 2, arbitrary: NUL },
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
      fc.integer({ min: 1_000, max: 100_000 }),
    )
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
  fc.constantFrom(
    '',
    ' ',
    '\uFEFF',
    '\uD800',
    '💥🎨',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '%E0%A4%A',
    '1e309',
    '-1',
    '0',
    '1.5',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    'true',
    'null',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
  ),
);

/** Ids that match nothing: UUIDs, UUID look-alikes, numbers, paths. */
const junkId = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '-'.repeat(36),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-fffffffffffg',
  ),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), minLength: 30, maxLength: 40 }),
  junkString,
);

/** Cursors this server never made: junk, other shapes, other sorts' cursors, out-of-range values. */
const junkCursor = fc.oneof(
  fc.string(),
  fc.base64String({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 2 }).map(base64url),
  fc.constantFrom(...SORTS.map((s) => s.value)).map((sort) => base64url([sort, 'x'.repeat(36)])),
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.string(),
          fc.integer(),
          fc.double(),
          fc.constantFrom(1e300, 2 ** 31, -(2 ** 40), '2024-02-30T00:00:00.000Z', '0000-01-01T00:00:00.000Z'),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        fc.oneof({ weight: 3, arbitrary: fc.uuid() }, junkId),
      )
      .chain(([value, id]) =>
        fc.oneof(
          fc.constant(base64url([value, id])),
          fc.constantFrom(...SORTS.map((s) => s.value)).map((sort) => base64url([sort, value, id])),
        ),
      ),
  },
);

/** A JSON value of the wrong kind for most fields. */
const junkValue = fc.oneof(
  { weight: 4, arbitrary: junkString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  junkId,
);

/** A value no field accepts: NUL text (every route refuses it) or an object where text goes. */
const poison = fc.oneof(
  NUL,
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string(), { minKeys: 1, maxKeys: 2 }),
);

/** Raw bodies sent as application/json that are not JSON, or are JSON of the wrong kind. */
const rawJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    '"just a string"',
    '42',
    'true',
  ),
  fc.string({ maxLength: 200 }),
);

interface RouteShape {
  method: string;
  pattern: string;
  params: string[];
  query: string[];
  body: 'none' | 'json' | 'multipart';
  fields: string[];
  /** The sample's valid body and path parameters. */
  valid: Record<string, unknown>;
  validParams: Record<string, string>;
}

/** A route's fields, read from its sample request. */
function shapeOf(key: string, spec: RouteSpec): RouteShape {
  const [method = 'GET', pattern = '/'] = key.split(' ');
  const sample = spec.sample(f, 'free');
  const url = new URL(sample.url, 'http://localhost');
  const lists = key.endsWith('/paginate') ? ['page', 'search', 'cursor'] : [];
  const pageList = key === 'GET /api/pages/paginate' ? ['sort', 'scope'] : [];
  const query = [...new Set([...url.searchParams.keys(), ...lists, ...pageList])];
  const isForm = Buffer.isBuffer(sample.payload);
  const segments = url.pathname.split('/');
  const validParams = Object.fromEntries(
    pattern
      .split('/')
      .flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i] ?? 'x']] : [])),
  );
  const fields = isForm
    ? ['file', 'title', 'lineArt', 'detail', 'extensions', 'max', 'dimensions']
    : sample.payload && typeof sample.payload === 'object'
      ? Object.keys(sample.payload)
      : [];
  return {
    method,
    pattern,
    params: [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    query,
    body: isForm ? 'multipart' : method === 'GET' ? 'none' : 'json',
    fields,
    validParams,
    valid:
      !isForm && sample.payload && typeof sample.payload === 'object'
        ? (sample.payload as Record<string, unknown>)
        : {},
  };
}

/** Valid query values, so that one junk field reaches past the others' checks. */
const VALID_QUERY: Record<string, fc.Arbitrary<string>> = {
  page: fc.constantFrom('1', '2', '3'),
  search: fc.constantFrom('', 'page', 'a'),
  sort: fc.constantFrom(...SORTS.map((s) => s.value)),
  scope: fc.constantFrom(...SCOPES),
  tz: fc.constantFrom('UTC', 'Europe/Paris'),
};

const junkQueryValue = (name: string) => (name === 'cursor' ? junkCursor : junkString);

/**
 * Query strings: the known fields valid or absent but one junk (sometimes repeated: an array),
 * so the junk reaches past the other fields' checks; or every field junk; plus a stray field.
 */
function queryArbitrary(shape: RouteShape): fc.Arbitrary<string> {
  const names = shape.query;
  const valid = fc.tuple(
    ...names.map((name) => fc.option(VALID_QUERY[name] ?? junkString, { nil: undefined })),
  );
  const oneJunk =
    names.length === 0
      ? fc.constant(null)
      : fc
          .nat({ max: names.length - 1 })
          .chain((i) =>
            fc.tuple(fc.constant(i), fc.array(junkQueryValue(names[i]!), { minLength: 1, maxLength: 2 })),
          );
  const allJunk = fc.tuple(...names.map((name) => fc.option(junkQueryValue(name), { nil: undefined })));
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.tuple(valid, oneJunk) },
        allJunk.map((all) => [all, null] as const),
      ),
      fc.option(fc.tuple(junkString, junkString), { nil: undefined, freq: 4 }),
    )
    .map(([[values, junk], extra]) => {
      const pairs: string[] = [];
      names.forEach((name, i) => {
        const own = junk && junk[0] === i ? junk[1] : [values[i]];
        for (const value of own) if (value !== undefined) pairs.push(`${name}=${encode(value)}`);
      });
      if (extra) pairs.push(`${encode(extra[0])}=${encode(extra[1])}`);
      return pairs.length > 0 ? `?${pairs.join('&')}` : '';
    });
}

/**
 * URLs: each path parameter junk, or the sample's (valid) one when nothing can be stored by it —
 * a route that stores takes a valid id only with a poisoned body.
 */
function urlArbitrary(shape: RouteShape, spec: RouteSpec) {
  const mayBeValid = spec.stores !== true || shape.fields.length > 0;
  const params = shape.params.map((name) =>
    fc.oneof(
      { weight: 3, arbitrary: junkId.map(encode) },
      fc.constantFrom('%E0%A4%A', '%', '%00', '..', '%2F'),
      ...(mayBeValid ? [{ weight: 2, arbitrary: fc.constant(shape.validParams[name] ?? 'x') }] : []),
    ),
  );
  return fc.tuple(fc.tuple(...params), queryArbitrary(shape)).map(([values, query]) => {
    let url = shape.pattern;
    shape.params.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i] || 'x');
    });
    return url.replace('/*', '/' + (values[0] ?? 'x')) + query;
  });
}

type Payload = Pick<InjectOptions, 'payload' | 'headers'>;

/** JSON bodies: the route's fields junk (one poisoned when `poisoned`), or a wrong body. */
function jsonBody(shape: RouteShape, poisoned: boolean): fc.Arbitrary<Payload> {
  // Each field valid (the sample's value), absent or junk, and one of them junk (poisoned when
  // the route stores): the junk reaches past the other fields' checks.
  const fieldsObject = fc
    .tuple(
      fc.tuple(
        ...shape.fields.map(() =>
          fc.oneof(
            { weight: 3, arbitrary: fc.constant<'valid' | 'absent'>('valid') },
            fc.constant<'valid' | 'absent'>('absent'),
            { weight: 2, arbitrary: junkValue.map((value) => ({ value })) },
          ),
        ),
      ),
      fc.nat(),
      poisoned ? poison : junkValue,
      fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 2 }),
    )
    .map(([choices, pick, bad, extra]) => {
      const object: Record<string, unknown> = { ...extra };
      shape.fields.forEach((name, i) => {
        const choice = choices[i];
        if (choice === 'valid') object[name] = shape.valid[name];
        else if (choice !== 'absent' && choice) object[name] = choice.value;
      });
      const target = shape.fields.length > 0 ? shape.fields[pick % shape.fields.length]! : 'x';
      object[target] = bad;
      return { payload: JSON.stringify(object), headers: { 'content-type': 'application/json' } };
    });
  const wrongKind = fc
    .oneof(fc.array(junkValue, { maxLength: 3 }), junkString, fc.integer(), fc.constant(null))
    .map((value) => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } }));
  const raw = rawJson.map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }));
  const otherType = fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
      ),
      fc.string(),
    )
    .map(([type, payload]) => ({ payload, headers: { 'content-type': type } }));
  return fc.oneof({ weight: 4, arbitrary: fieldsObject }, wrongKind, raw, otherType, fc.constant({}));
}

/** Multipart bodies that are never a valid upload: junk bytes, no boundary, cut short, two files. */
function multipartBody(shape: RouteShape): fc.Arbitrary<Payload> {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: string | Uint8Array, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
          (filename === undefined ? '' : 'Content-Type: image/png\r\n') +
          '\r\n',
      ),
      typeof value === 'string' ? Buffer.from(value) : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  return fc
    .tuple(
      fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...shape.fields), fc.string({ maxLength: 8 })), junkString),
        { maxLength: 4 },
      ),
      fc.array(fc.tuple(fc.uint8Array({ maxLength: 2_048 }), fc.oneof(fc.string({ maxLength: 20 }), NUL)), {
        maxLength: 3,
      }),
      fc.constantFrom('whole', 'no-boundary', 'cut', 'other-boundary'),
      fc.nat(),
    )
    .map(([fields, files, form, cut]) => {
      const whole = Buffer.concat([
        ...fields.map(([name, value]) => part(name.replaceAll('"', ''), value)),
        ...files.map(([data, filename]) => part('file', data, filename.replaceAll('"', ''))),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const type =
        form === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${form === 'other-boundary' ? 'another' : boundary}`;
      return {
        payload: form === 'cut' ? whole.subarray(0, cut % Math.max(1, whole.length)) : whole,
        headers: { 'content-type': type },
      };
    });
}

function requestArbitrary(shape: RouteShape, spec: RouteSpec): fc.Arbitrary<InjectOptions> {
  const payload: fc.Arbitrary<Payload> =
    shape.body === 'multipart'
      ? fc.oneof({ weight: 3, arbitrary: multipartBody(shape) }, jsonBody(shape, true))
      : shape.body === 'json'
        ? jsonBody(shape, spec.stores === true)
        : fc.constant({});
  return fc.tuple(urlArbitrary(shape, spec), payload).map(([url, body]) => ({
    method: shape.method as 'GET',
    url,
    ...body,
  }));
}

fc.configureGlobal({ seed: SEED, numRuns: RUNS, endOnFailure: true });

const fuzzed = Object.entries(ROUTE_TABLE).filter(([key]) => key !== 'OPTIONS *');

describe('fuzz: junk input never answers 5xx and stores nothing', () => {
  it.each(fuzzed)('%s', async (key, spec) => {
    const shape = shapeOf(key, spec);
    const before = await storedCounts();
    for (const caller of ['free', 'admin'] as const) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(shape, spec), async (request) => {
          const response = await t.app.inject({
            ...request,
            headers: { ...request.headers, ...callers[caller].headers },
          });
          expect(
            response.statusCode,
            `${caller} ${request.url}: ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: shape.query.includes('cursor') ? 2 * RUNS : RUNS },
      );
    }
    expect(await storedCounts()).toEqual(before);
  });
});
