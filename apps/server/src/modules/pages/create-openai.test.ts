import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

import { pageSchema } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { credits, pages, settings } from '../../db/schema.ts';
import { finalizePage } from '../../providers/line-art/finalize.ts';
import { measurePagePng } from '../../providers/line-art/page-quality.ts';
import { componentSizes, isPureBlackAndWhite, readPixels } from '../../providers/line-art/pixel-census.ts';
import { generateOfflinePage } from '../../providers/offline/generate.ts';
import {
  chatAnswer,
  errorAnswer,
  imageAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../providers/openai/fake-server.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

const KEY = 'sk-test-fake-key-0123456789';
/** Short, so the time-out test takes a second; real calls answer the fake in milliseconds. */
const TIMEOUT_MS = 1500;

let fake: FakeOpenAi;
let t: TestApp;
/** A picture as an image model might draw it: anti-aliased grey edges, 700², not yet a page. */
let drawn: Buffer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await setupTestApp({
    env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  const lineArt = (await generateOfflinePage('A friendly dragon near a castle')).image;
  drawn = await sharp(lineArt).resize(700, 700).blur(1.2).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function createAiPage(user: TestUser, prompt: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pages/create',
    headers: user.headers,
    payload: { prompt },
  });
}
async function creditOf(userId: string) {
  const [row] = await t.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}
const files = () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const pagesOf = (userId: string) => t.db.select().from(pages).where(eq(pages.userId, userId));

/** Asserts a failed creation left no trace: credit back to `credit`, no file, no page row. */
async function expectNothingKept(user: TestUser, filesBefore: string[], credit = 3) {
  expect(await creditOf(user.user.id)).toBe(credit);
  expect(await files()).toEqual(filesBefore);
  expect(await pagesOf(user.user.id)).toHaveLength(0);
}

describe('POST /api/pages/create with OpenAI', () => {
  it('draws the page with the image API, stores it pure black and white, spending one credit', async () => {
    fake.images = () => imageAnswer(drawn);
    const me = await createUser(t, { name: 'Ada' });
    const response = await createAiPage(me, '  a friendly dragon near a castle  ');
    expect(response.statusCode, response.body).toBe(200);
    const page = pageSchema.parse(body(response).data);
    expect(page).toMatchObject({
      title: 'A friendly dragon near a castle',
      prompt: 'a friendly dragon near a castle',
      source: 'ai',
      generator: 'openai',
      is_owner: true,
      user: { name: 'Ada' },
    });
    expect(await creditOf(me.user.id)).toBe(2);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/images/generations',
      authorization: `Bearer ${KEY}`,
    });
    expect(sent?.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', n: 1, user: me.user.id });
    expect(sent?.body.prompt).toContain('a friendly dragon near a castle');
    expect(sent?.body.prompt).toMatch(/coloring page/i);
    expect(sent?.body.prompt).toMatch(/thick, uniform black outlines/i);
    expect(sent?.body.prompt).toMatch(/no shading/i);
    expect(sent?.body.prompt).toMatch(/white background/i);
    expect(sent?.body.prompt).toMatch(/no text/i);

    const illustration = (await t.app.inject({ url: page.illustration })).rawPayload;
    expect(await sharp(illustration).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const pixels = await readPixels(illustration);
    expect(isPureBlackAndWhite(pixels)).toBe(true);
    expect(pixels.gray.filter((v) => v === 0).length).toBeGreaterThan(1000);
    const thumbnail = (await t.app.inject({ url: page.thumbnail })).rawPayload;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const [row] = await pagesOf(me.user.id);
    expect(row).toMatchObject({
      source: 'ai',
      generator: 'openai',
      prompt: 'a friendly dragon near a castle',
    });
  });

  it('cleans what the model drew: no specks, no pockets too small to color, one-pixel gaps bridged', async () => {
    // Two closed squares, one with a one-pixel gap in its outline; scattered dots; a tiny ring.
    const sketch = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
       <rect x="100" y="100" width="300" height="300" fill="none" stroke="#000" stroke-width="6"/>
       <path d="M600 100 H900 V400 H600 V251 M600 249 V100" fill="none" stroke="#000" stroke-width="6"/>
       ${Array.from({ length: 40 }, (_, i) => `<circle cx="${120 + ((i * 97) % 780)}" cy="${560 + ((i * 53) % 380)}" r="1.6"/>`).join('')}
       <circle cx="250" cy="700" r="5" fill="none" stroke="#000" stroke-width="3"/></svg>`,
    );
    fake.images = async () => imageAnswer(await sharp(sketch).png().toBuffer());
    const me = await createUser(t);
    const response = await createAiPage(me, 'Two boxes');
    expect(response.statusCode, response.body).toBe(200);
    const illustration = (await t.app.inject({ url: body(response).data.illustration })).rawPayload;
    const quality = await measurePagePng(illustration);
    expect(quality).toMatchObject({ isPureBlackAndWhite: true, specks: 0 });
    // The gapped square closed into a region of its own: 3 regions (two squares, the sheet).
    expect(quality.regions).toBe(3);
    expect(componentSizes(await readPixels(illustration), 255, 4).filter((size) => size < 150)).toEqual([]);
    // Finalizing the page again changes nothing.
    const again = await finalizePage(illustration, { clean: true });
    expect(again.illustration.equals(illustration)).toBe(true);
  });

  it('uses the openai_key and openai_model app settings over the environment', async () => {
    fake.images = () => imageAnswer(drawn);
    // Set as an admin does, through the API (the key is stored encrypted).
    const admin = await createUser(t, { admin: true });
    for (const [name, value] of [
      ['openai_key', 'sk-from-settings'],
      ['openai_model', 'gpt-image-1-mini'],
    ]) {
      const set = await t.app.inject({
        method: 'PATCH',
        url: `/api/settings/${name}/update`,
        headers: admin.headers,
        payload: { value },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    try {
      const me = await createUser(t);
      const response = await createAiPage(me, 'A rocket in space');
      expect(response.statusCode, response.body).toBe(200);
      expect(fake.requests[0]?.authorization).toBe('Bearer sk-from-settings');
      expect(fake.requests[0]?.body.model).toBe('gpt-image-1-mini');
    } finally {
      await t.db.delete(settings).where(eq(settings.name, 'openai_key'));
      await t.db.update(settings).set({ value: 'gpt-image-1' }).where(eq(settings.name, 'openai_model'));
    }
  });

  it('answers a safety refusal with 400 and a plain message, refunding the credit and storing nothing', async () => {
    fake.images = () =>
      errorAnswer(
        400,
        'moderation_blocked',
        'Your request was rejected as a result of our safety system.',
        'image_generation_user_error',
      );
    const me = await createUser(t);
    const before = await files();
    const response = await createAiPage(me, 'something the safety system refuses');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      code: 'INVALID_INPUT',
      message: "This prompt was refused by the image provider's safety system. Try different words.",
    });
    expect(fake.requests).toHaveLength(1);
    await expectNothingKept(me, before);
  });

  it('answers the older content_policy_violation refusal the same way', async () => {
    fake.images = () => errorAnswer(400, 'content_policy_violation', 'Your request was rejected.');
    const me = await createUser(t);
    const response = await createAiPage(me, 'another refused prompt');
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/refused by the image provider's safety system/);
    expect(await creditOf(me.user.id)).toBe(3);
  });

  it('answers 429 when the provider is busy, refunding the credit', async () => {
    fake.images = () => errorAnswer(429, 'rate_limit_exceeded', 'Rate limit reached for images', 'requests');
    const me = await createUser(t);
    const before = await files();
    const response = await createAiPage(me, 'A cat in the garden');
    expect(response.statusCode).toBe(429);
    expect(body(response)).toEqual({
      code: 'RATE_LIMITED',
      message: 'The image provider is busy. Try again in a minute.',
    });
    expect(fake.requests).toHaveLength(1); // no retry behind the user's back
    await expectNothingKept(me, before);
  });

  it('answers 502 for an account out of quota, a refused key or a broken provider, never leaking the key', async () => {
    const me = await createUser(t);
    const cases = [
      [errorAnswer(429, 'insufficient_quota', 'You exceeded your current quota.'), /no credit left/],
      [
        errorAnswer(401, 'invalid_api_key', `Incorrect API key provided: ${KEY}.`),
        /did not accept the app's key/,
      ],
      [
        errorAnswer(500, null, 'The server had an error while processing your request.', 'server_error'),
        /could not make the picture/,
      ],
      [
        {
          status: 200,
          body: { created: 1, data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] },
        },
        /no picture we could use/,
      ],
      [{ status: 200, body: { created: 1, data: [] } }, /no picture we could use/],
    ] as const;
    const before = await files();
    for (const [answer, message] of cases) {
      fake.images = () => answer;
      const response = await createAiPage(me, 'A bear on a bicycle');
      expect(response.statusCode, response.body).toBe(502);
      expect(body(response).code).toBe('PROVIDER_ERROR');
      expect(body(response).message).toMatch(message);
      expect(response.body).not.toContain('sk-');
    }
    await expectNothingKept(me, before);
  });

  it('gives up after OPENAI_TIMEOUT_MS with 502; the credit is spent while drawing and refunded after', async () => {
    fake.images = () => 'hang';
    const me = await createUser(t);
    const before = await files();
    const started = Date.now();
    const pending = createAiPage(me, 'A whale in the sea');
    // No transaction is held across the provider call: other requests go on meanwhile.
    await expect.poll(() => fake.requests.length).toBe(1);
    const read = await t.app.inject({ url: '/api/credits/read', headers: me.headers });
    expect(read.statusCode).toBe(200);
    expect(body(read).data.page_creation).toBe(2);
    const response = await pending;
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(response.statusCode).toBe(502);
    expect(body(response)).toEqual({
      code: 'PROVIDER_ERROR',
      message: 'The image provider did not answer in time. Try again.',
    });
    await expectNothingKept(me, before);
  });

  it('stops the provider call when the client leaves: credit refunded, nothing stored', async () => {
    fake.images = () => 'hang';
    const me = await createUser(t);
    const before = await files();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const request = http.request(`${address}/api/pages/create`, {
      method: 'POST',
      headers: { ...me.headers, 'content-type': 'application/json' },
    });
    request.on('error', () => undefined); // the socket is destroyed on purpose
    request.end(JSON.stringify({ prompt: 'A lion on a hill' }));
    await expect.poll(() => fake.requests.length).toBe(1);
    expect(await creditOf(me.user.id)).toBe(2);
    request.destroy();
    // Refunded well before OPENAI_TIMEOUT_MS would have ended the call.
    await expect.poll(() => creditOf(me.user.id), { timeout: TIMEOUT_MS / 2 }).toBe(3);
    await expectNothingKept(me, before);
  });

  it('refunds at most up to the plan limit (the period may have been reset meanwhile)', async () => {
    const me = await createUser(t);
    // A period reset while the provider draws: the spend left 2, credits go back to the
    // plan's 3, then the provider fails. (The update also shows no transaction is held.)
    fake.images = async () => {
      await t.db.update(credits).set({ pageCreation: 3 }).where(eq(credits.userId, me.user.id));
      return errorAnswer(429, 'rate_limit_exceeded', 'busy');
    };
    const response = await createAiPage(me, 'A fox in the forest');
    expect(response.statusCode).toBe(429);
    expect(await creditOf(me.user.id)).toBe(3);
  });
});

describe('GET /api/pages/prompt/generate with OpenAI', () => {
  it("answers the chat model's idea, cleaned of quotes", async () => {
    fake.chat = () => chatAnswer('"A happy turtle flying a kite on a sunny beach"\n');
    const me = await createUser(t);
    const response = await t.app.inject({ url: '/api/pages/prompt/generate', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { prompt: 'A happy turtle flying a kite on a sunny beach' } });
    expect(fake.requests[0]).toMatchObject({ path: '/v1/chat/completions', authorization: `Bearer ${KEY}` });
    expect(fake.requests[0]?.body.model).toBe('gpt-4o-mini');
  });

  it('falls back to an offline idea when the chat call fails or answers nothing usable', async () => {
    const me = await createUser(t);
    for (const answer of [errorAnswer(500, null, 'boom', 'server_error'), chatAnswer('  ')]) {
      fake.chat = () => answer;
      const response = await t.app.inject({ url: '/api/pages/prompt/generate', headers: me.headers });
      expect(response.statusCode).toBe(200);
      expect(body(response).data.prompt).toMatch(/^[A-Z].{10,}/);
    }
  });
});
