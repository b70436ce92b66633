import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { pageSchema } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { credits, pages } from '../../db/schema.ts';
import { isPureBlackAndWhite, readPixels } from '../../providers/line-art/pixel-census.ts';
import { generateOfflinePage } from '../../providers/offline/generate.ts';
import {
  errorAnswer,
  imageAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
  type MultipartBody,
} from '../../providers/openai/fake-server.ts';
import { PHOTO_TO_COLORING_PAGE_PROMPT } from '../../providers/openai/photo-line-art.ts';
import {
  body,
  createUser,
  postPageUpload,
  setupTestApp,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';

const KEY = 'sk-test-fake-key-0123456789';
const PHOTO = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos/ladybird.jpg');

let fake: FakeOpenAi;
let t: TestApp;
let photo: Buffer;
/** What an image model might send back: a line drawing with soft grey edges, not yet a page. */
let drawn: Buffer;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await setupTestApp({ env: { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseUrl } });
  photo = await readFile(PHOTO);
  drawn = await sharp((await generateOfflinePage('A ladybug on a leaf')).image)
    .resize(900, 900)
    .blur(1.2)
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function upload(user: TestUser, fields: Record<string, string>, data = photo) {
  return postPageUpload(t, user, fields, { data, filename: 'ladybird.jpg', contentType: 'image/jpeg' });
}
async function creditOf(userId: string) {
  const [row] = await t.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}
const files = () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const edits = () => fake.requests.filter((request) => request.path === '/v1/images/edits');

describe('POST /api/pages/upload with lineArt and an OpenAI key', () => {
  it("sends the photo to OpenAI's image edit call and keeps its drawing as the page", async () => {
    fake.edits = () => imageAnswer(drawn);
    const me = await createUser(t);
    const response = await upload(me, { lineArt: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    const page = pageSchema.parse(body(response).data);
    expect(page).toMatchObject({ source: 'upload', generator: 'openai', generation: { method: 'openai' } });

    const [request] = edits();
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    const form = request?.body as MultipartBody;
    expect(form.fields).toMatchObject({ model: 'gpt-image-1', prompt: PHOTO_TO_COLORING_PAGE_PROMPT });
    const sent = await sharp(form.files.image?.data).metadata();
    expect(sent).toMatchObject({ format: 'png' });
    expect(Math.max(sent.width, sent.height)).toBeLessThanOrEqual(1024);

    const illustration = (await t.app.inject({ url: page.illustration })).rawPayload;
    expect(isPureBlackAndWhite(await readPixels(illustration))).toBe(true);
    expect(await creditOf(me.user.id)).toBe(2);
  });

  it.each([
    ['refuses the photo', errorAnswer(400, 'moderation_blocked', 'Your request was rejected')],
    ['fails', errorAnswer(500, null, 'The server had an error')],
    ['sends no picture', { status: 200, body: { created: 1, data: [{}] } }],
  ])('converts the photo offline when OpenAI %s, and says so on the page', async (_case, answer) => {
    fake.edits = () => answer;
    const me = await createUser(t);
    const response = await upload(me, { lineArt: 'true', detail: 'simple' });
    expect(response.statusCode, response.body).toBe(200);
    expect(edits()).toHaveLength(1);
    expect(body(response).data).toMatchObject({
      generator: 'offline',
      generation: { method: 'photo', detail: 'simple', fallback: true },
    });
    expect(await creditOf(me.user.id)).toBe(2);
  });

  it('refuses an unreadable picture before calling OpenAI or spending', async () => {
    fake.edits = () => imageAnswer(drawn);
    const me = await createUser(t);
    const before = await files();
    const response = await upload(me, { lineArt: 'true' }, Buffer.from('not a picture at all'));
    expect(response.statusCode).toBe(415);
    expect(body(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(edits()).toHaveLength(0);
    expect(await creditOf(me.user.id)).toBe(3);
    expect(await files()).toEqual(before);
    expect(await t.db.select().from(pages).where(eq(pages.userId, me.user.id))).toHaveLength(0);
  });

  it('keeps a picture as it is without calling OpenAI when lineArt is off', async () => {
    fake.edits = () => imageAnswer(drawn);
    const me = await createUser(t);
    const response = await upload(me, { lineArt: 'false' });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toMatchObject({ generator: null, generation: { method: 'kept' } });
    expect(edits()).toHaveLength(0);
  });

  it('answers 403 NO_CREDITS with none left, without calling OpenAI', async () => {
    fake.edits = () => imageAnswer(drawn);
    const me = await createUser(t);
    await t.db.update(credits).set({ pageCreation: 0 }).where(eq(credits.userId, me.user.id));
    const response = await upload(me, { lineArt: 'true' });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('NO_CREDITS');
    expect(edits()).toHaveLength(0);
  });
});
