import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { numberPaletteSchema } from '@huebook/shared/schemas/number-palette';
import { pageSchema } from '@huebook/shared/schemas/page';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { body, createPage, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';

const PHOTO = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos/ladybird.jpg');

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  owner = await createUser(t);
  other = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

const paletteOf = (user: TestUser, id: string) =>
  t.app.inject({ url: `/api/pages/${id}/palette`, headers: user.headers });

describe('GET /api/pages/:id/palette', () => {
  it("answers a converted photo's own colours, kept when the page was made", async () => {
    const form = multipart(
      { lineArt: 'true' },
      { data: await readFile(PHOTO), filename: 'ladybird.jpg', contentType: 'image/jpeg' },
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/pages/upload',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(made.statusCode, made.body).toBe(200);
    const page = pageSchema.parse(body(made).data);
    const response = await paletteOf(other, page.id);
    expect(response.statusCode, response.body).toBe(200);
    const palette = numberPaletteSchema.parse(body(response).data);
    expect(palette.colors.length).toBeLessThanOrEqual(24);
    // Each seed lies on the paper of the stored line art, where the browser finds its region.
    const illustration = (await t.app.inject({ url: page.illustration })).rawPayload;
    const { data } = await sharp(illustration)
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [x, y] of palette.seeds) expect(data[y * 1024 + x]).toBe(255);
    expect(palette.seeds.length).toBeGreaterThan(20);
  }, 30_000);

  it('answers null for a page kept as drawn, 404 for a missing page or one blocked by its owner', async () => {
    const drawn = await createPage(t, owner);
    const response = await paletteOf(other, drawn.id);
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toBeNull();
    expect((await paletteOf(other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await paletteOf(other, 'not-a-page')).statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${drawn.id}/blocked/toggle`,
      headers: owner.headers,
    });
    expect((await paletteOf(other, drawn.id)).statusCode).toBe(404);
    expect((await paletteOf(owner, drawn.id)).statusCode).toBe(200);
  });
});
