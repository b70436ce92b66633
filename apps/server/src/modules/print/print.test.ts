import type { Page } from '@huebook/shared/schemas/page';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  body,
  createPage,
  createUser,
  subscribe,
  uploadPicture,
  type TestApp,
  type TestUser,
  setupTestApp,
} from '../../test/app.ts';
import { crossLineArt, solidPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

import { MARGIN, MM } from './layout.ts';
import { decodeMask, inspectPdf } from './pdf-inspect.test-support.ts';

let t: TestApp;
let free: TestUser;
let owner: TestUser;
let other: TestUser;
let page: Page;
let hidden: Page;
/** The line art as stored: a cross, columns and rows 500-523 of 1024. */
let lineArt: Buffer;

const pdfOf = (user: TestUser, pageId: string, query = '') =>
  t.app.inject({ url: `/api/pages/${pageId}/pdf${query}`, headers: user.headers });

beforeAll(async () => {
  t = await setupTestApp();
  free = await createUser(t, { name: 'Fay Free' });
  owner = await subscribe(t, await createUser(t, { name: 'Olive Owner' }));
  other = await subscribe(t, await createUser(t, { name: 'Otto Other' }));
  lineArt = await crossLineArt(1024, 500, 24);
  page = await createPage(t, owner, { title: 'Crossroads à Noël 🎄', picture: lineArt });
  hidden = await createPage(t, owner, { title: 'Hidden', picture: lineArt });
  const blocked = await t.app.inject({
    method: 'PATCH',
    url: `/api/pages/${hidden.id}/blocked/toggle`,
    headers: owner.headers,
  });
  expect(blocked.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /pages/:id/pdf', () => {
  it('answers one A4 sheet by default, named for the page title, with the line art only', async () => {
    const response = await pdfOf(other, page.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Crossroads a Noel.pdf"; filename*=UTF-8''Crossroads%20%C3%A0%20No%C3%ABl%20%F0%9F%8E%84.pdf`,
    );
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.sheets).toEqual([{ width: 595.28, height: 841.89 }]);
    expect(pdf.title).toBe('Crossroads à Noël');
    // Only the 1-bit line mask: nothing colored yet.
    expect(pdf.images.map((image) => [image.isMask, image.filter])).toEqual([[true, 'FlateDecode']]);
  });

  it('makes US Letter on request, lines at 300 DPI, inside margins a home printer prints', async () => {
    const response = await pdfOf(other, page.id, '?paper=letter');
    expect(response.statusCode).toBe(200);
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.sheets).toEqual([{ width: 612, height: 792 }]);
    const [mask] = pdf.images;
    // The picture spans the sheet less the margins: (612 pt - 2 × 12.7 mm) at 300 DPI.
    expect(MARGIN).toBeGreaterThanOrEqual(12 * MM);
    expect(mask!.width).toBe(Math.round(((612 - 2 * MARGIN) / 72) * 300));
    expect(mask!.height).toBe(mask!.width);
  });

  it('has the lines where the page picture has them, and nothing where it is white', async () => {
    const response = await pdfOf(other, page.id);
    const mask = decodeMask((await inspectPdf(response.rawPayload)).images[0]!);
    const scale = mask.width / 1024;
    const { data } = await sharp(lineArt).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const wrong: string[] = [];
    // Every 8th source pixel, away from the line edges (smoothing moves an edge under a pixel).
    for (let y = 4; y < 1024; y += 8) {
      for (let x = 4; x < 1024; x += 8) {
        const nearEdge = [x, y].some((v) => Math.abs(v - 500) <= 2 || Math.abs(v - 524) <= 2);
        if (nearEdge) continue;
        const isBlack = data[y * 1024 + x]! < 128;
        const isLine = mask.isLine(Math.floor((x + 0.5) * scale), Math.floor((y + 0.5) * scale));
        if (isBlack !== isLine) wrong.push(`${x},${y}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("prints the user's saved colored layer under the lines", async () => {
    const layer = await solidPng(1024, 1024, '#e03c31');
    const photo = await uploadPicture(t, other, layer);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/coloreds/upsert',
      headers: other.headers,
      payload: { pageId: page.id, photo },
    });
    expect(saved.statusCode).toBe(200);
    const pdf = await inspectPdf((await pdfOf(other, page.id)).rawPayload);
    expect(pdf.images.map((image) => [image.isMask, image.filter]).sort()).toEqual([
      [false, 'DCTDecode'],
      [true, 'FlateDecode'],
    ]);
    const jpeg = pdf.images.find((image) => image.filter === 'DCTDecode')!;
    const { dominant } = await sharp(Buffer.from(jpeg.stream.contents)).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(90);
    // The owner has not colored it: their PDF is the bare line art.
    const owners = await inspectPdf((await pdfOf(owner, page.id)).rawPayload);
    expect(owners.images).toHaveLength(1);
  });

  it('refuses a free user NO_PAID_PLAN, as the PNG download is refused', async () => {
    const response = await pdfOf(free, page.id);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({
      code: 'NO_PAID_PLAN',
      message: 'Download is only available on the paid plan.',
    });
  });

  it("refuses someone else's deleted page and a missing one as GET /pages/:id/read does", async () => {
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const [pdf, read] = [
        await pdfOf(other, id),
        await t.app.inject({ url: `/api/pages/${id}/read`, headers: other.headers }),
      ];
      expect(pdf.statusCode).toBe(404);
      expect(body(pdf)).toEqual(body(read));
    }
    // The owner still reaches their own deleted page.
    expect((await pdfOf(owner, hidden.id)).statusCode).toBe(200);
  });

  it('answers 400 naming the paper field for a paper size it does not make', async () => {
    const response = await pdfOf(other, page.id, '?paper=a3');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'paper: Choose a paper size: a4 or letter.',
      issues: [{ path: 'paper' }],
    });
  });
});

describe('POST /pages/:id/pdf', () => {
  const post = (user: TestUser, data: Buffer, query = '') => {
    const form = multipart({}, { data });
    return t.app.inject({
      method: 'POST',
      url: `/api/pages/${page.id}/pdf${query}`,
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
  };

  it('prints the layer sent (the screen, unsaved strokes included), storing nothing', async () => {
    const response = await post(owner, await solidPng(1024, 1024, '#2266dd'), '?paper=letter');
    expect(response.statusCode).toBe(200);
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.sheets).toEqual([{ width: 612, height: 792 }]);
    const jpeg = pdf.images.find((image) => image.filter === 'DCTDecode')!;
    const { dominant } = await sharp(Buffer.from(jpeg.stream.contents)).stats();
    expect(dominant.b).toBeGreaterThan(180);
  });

  it('refuses a free user before reading the upload, and a layer that is not a PNG', async () => {
    const refused = await post(free, await solidPng(8, 8));
    expect(body(refused)).toMatchObject({ code: 'NO_PAID_PLAN' });
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const notPng = await post(owner, jpeg);
    expect(notPng.statusCode).toBe(400);
    expect(body(notPng).message).toBe('The colored layer must be a PNG picture.');
    const notPicture = await post(owner, Buffer.from('not a picture'));
    expect(notPicture.statusCode).toBe(415);
  });
});

describe('POST /books/pdf', () => {
  const book = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/books/pdf', headers: user.headers, payload });

  it('makes a cover and the pages in order, named for the book', async () => {
    const response = await book(owner, { title: 'My first book', pageIds: [page.id, hidden.id, page.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="My first book.pdf"');
    const pdf = await inspectPdf(response.rawPayload);
    expect(pdf.sheets).toHaveLength(4);
    expect(pdf.sheets[0]).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.title).toBe('My first book');
  });

  it('refuses a free user, a page the user may not see, and more than 24 pages', async () => {
    expect(body(await book(free, { title: 'B', pageIds: [page.id] }))).toMatchObject({
      code: 'NO_PAID_PLAN',
    });
    const hiddenPage = await book(other, { title: 'B', pageIds: [page.id, hidden.id] });
    expect(hiddenPage.statusCode).toBe(404);
    expect(body(hiddenPage).issues).toEqual([{ path: 'pageIds.1', message: 'Page not found' }]);
    const tooMany = await book(other, { title: 'B', pageIds: Array.from({ length: 25 }, () => page.id) });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).issues[0]).toMatchObject({ path: 'pageIds' });
    const noTitle = await book(other, { title: ' ', pageIds: [page.id], paper: 'a5' });
    expect(
      body(noTitle)
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(['paper', 'title']);
  });
});
