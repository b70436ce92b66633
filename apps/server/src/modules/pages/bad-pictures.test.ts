import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, pages } from '../../db/schema.ts';
import { measurePagePng } from '../../providers/line-art/page-quality.ts';
import {
  body,
  createUser,
  postPageUpload,
  setupTestApp,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp(); // no OpenAI key: the offline conversion and generator
});
afterAll(async () => {
  await t?.close();
});

function upload(user: TestUser, picture: Buffer, detail = 'medium') {
  return postPageUpload(t, user, { lineArt: 'true', detail }, { data: picture, filename: 'odd.png' });
}
async function creditOf(userId: string) {
  const [row] = await t.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}
const files = () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);

/** Pictures a careless or hostile user might send to "Convert to line art". */
async function oddPictures(): Promise<[string, Buffer][]> {
  const solid = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  const noise = Buffer.alloc(512 * 512 * 3);
  let seed = 12345;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    noise[i] = seed >>> 24;
  }
  return [
    ['a 16×16 picture', await solid(16, 16, '#c04030')],
    ['an all-white picture', await solid(800, 600, '#ffffff')],
    ['an all-black picture', await solid(800, 600, '#000000')],
    [
      'random noise',
      await sharp(noise, { raw: { width: 512, height: 512, channels: 3 } })
        .png()
        .toBuffer(),
    ],
    [
      'a huge panorama',
      await sharp({
        create: { width: 8000, height: 400, channels: 3, background: '#6fa8dc' },
      })
        .composite([
          {
            input: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="400"><path d="M0 260 Q2000 120 4000 240 T8000 220 V400 H0Z" fill="#3d7a2a"/><circle cx="6000" cy="90" r="60" fill="#ffd966"/></svg>',
            ),
          },
        ])
        .jpeg()
        .toBuffer(),
    ],
  ];
}

describe('POST /api/pages/upload with odd pictures to convert', () => {
  it('gives a colourable page or a clear 4xx for each, never a 500, and never charges for nothing', async () => {
    const me = await createUser(t);
    await t.db.update(credits).set({ pageCreation: 10 }).where(eq(credits.userId, me.user.id));
    let expectedCredit = 10;
    for (const [what, picture] of await oddPictures()) {
      const before = await files();
      const response = await upload(me, picture);
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode === 200) {
        expectedCredit -= 1;
        const illustration = (await t.app.inject({ url: body(response).data.illustration })).rawPayload;
        const quality = await measurePagePng(illustration);
        expect(quality, what).toMatchObject({
          width: 1024,
          height: 1024,
          isPureBlackAndWhite: true,
          specks: 0,
        });
        expect(quality.regions, what).toBeGreaterThanOrEqual(1);
      } else {
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        // A sentence a person can act on, not a stack trace or a library's words.
        expect(body(response).message, what).toMatch(/^[A-Z][^\n]{10,200}[.!]$/);
        expect(await files(), what).toEqual(before);
        if (/all-white|all-black|noise/.test(what)) {
          expect(response.statusCode, what).toBe(422);
          expect(body(response).code, what).toBe('NOTHING_TO_TRACE');
        }
      }
      expect(await creditOf(me.user.id), what).toBe(expectedCredit);
    }
    const kept = await t.db.select().from(pages).where(eq(pages.userId, me.user.id));
    expect(kept).toHaveLength(10 - expectedCredit);
  });

  it('still converts a real picture after the odd ones: no worker was lost', async () => {
    const me = await createUser(t);
    for (const [, picture] of await oddPictures()) await upload(me, picture, 'simple');
    const flower = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#88cc66' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><circle cx="300" cy="200" r="120" fill="#e0245e"/><circle cx="300" cy="200" r="45" fill="#ffd23f"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await t.db.update(credits).set({ pageCreation: 3 }).where(eq(credits.userId, me.user.id));
    const response = await upload(me, flower, 'simple');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /api/pages/create with odd prompts', () => {
  it.each([
    ['only symbols', '🙂🙂🙂 ★★★'],
    ['markup', '<script>alert(1)</script> a cat'],
    ['a word salad', 'blorf zibble quux wibble'],
    ['one repeated word', 'cat '.repeat(120).trim()],
  ])('draws a page for %s, titled from the prompt', async (_what, prompt) => {
    const me = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pages/create',
      headers: me.headers,
      payload: { prompt },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = body(response).data;
    expect(page.title.length).toBeGreaterThan(0);
    const illustration = (await t.app.inject({ url: page.illustration })).rawPayload;
    const quality = await measurePagePng(illustration);
    expect(quality).toMatchObject({ isPureBlackAndWhite: true, specks: 0 });
    expect(quality.closedWhiteShare).toBeGreaterThanOrEqual(0.95);
    expect(await creditOf(me.user.id)).toBe(2);
  });
});
