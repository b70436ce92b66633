import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { settings } from '../../db/schema.ts';
import { decryptSecret, encryptSecret } from '../../lib/secrets.ts';
import { imageAnswer, startFakeOpenAi, type FakeOpenAi } from '../../providers/openai/fake-server.ts';
import {
  body,
  createUser,
  setupTestApp,
  uploadPicture,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';
import { crossLineArt, solidPng } from '../../test/images.ts';

let t: TestApp;
let fake: FakeOpenAi;
let admin: TestUser;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  // No OPENAI_API_KEY: only a key saved as a setting turns OpenAI on.
  t = await setupTestApp({ env: { OPENAI_BASE_URL: fake.baseUrl } });
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const patch = (name: string, value: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/settings/${name}/update`, headers, payload: { value } });
const storedRow = async (name: string) =>
  (await t.db.select().from(settings).where(eq(settings.name, name)))[0];
const status = async () => body(await t.app.inject({ url: '/api/app/status', headers: admin.headers })).data;
const settingsList = () => t.app.inject({ url: '/api/settings/list' });

describe('lib/secrets', () => {
  it('round-trips, binds the name, and fails closed on another app secret', () => {
    const stored = encryptSecret('app-secret-0123456789', 'stripe_key', 'sk_live_1');
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain('sk_live_1');
    expect(decryptSecret('app-secret-0123456789', 'stripe_key', stored)).toBe('sk_live_1');
    expect(decryptSecret('app-secret-0123456789', 'openai_key', stored)).toBeNull();
    expect(decryptSecret('another-secret-0123456', 'stripe_key', stored)).toBeNull();
    expect(decryptSecret('app-secret-0123456789', 'stripe_key', 'plain-by-hand')).toBeNull();
  });
});

describe('PATCH /api/settings/:name/update', () => {
  it('updates public settings and returns their value', async () => {
    const name = await patch('app_name', '  Colorly  ');
    expect(name.statusCode, name.body).toBe(200);
    expect(body(name).data).toEqual({ updated: true, name: 'app_name', value: 'Colorly' });
    expect((await patch('tagline', 'Color anything')).statusCode).toBe(200);
    expect((await patch('openai_model', 'gpt-image-1-mini')).statusCode).toBe(200);
    const favicon = await uploadPicture(t, admin, await solidPng(64, 64, '#ff0000'));
    const saved = await patch('favicon', favicon);
    expect(saved.statusCode, saved.body).toBe(200);
    const byName = Object.fromEntries(
      body(await settingsList()).data.map((s: { name: string; value: string }) => [s.name, s.value]),
    );
    expect(byName).toMatchObject({
      app_name: 'Colorly',
      tagline: 'Color anything',
      openai_model: 'gpt-image-1-mini',
      favicon,
    });
  });

  it('refuses bad values, unknown names, non-admins and others’ uploads', async () => {
    const user = await createUser(t);
    const theirs = await uploadPicture(t, user, await solidPng(32, 32, '#00ff00'));
    const cases: [string, unknown, number][] = [
      ['app_name', '   ', 400],
      ['app_name', 'x'.repeat(61), 400],
      ['app_name', 5, 400],
      ['website', '{not json', 400],
      ['website', '[1,2]', 400],
      ['openai_model', 'gpt image', 400],
      ['favicon', theirs, 400],
      ['favicon', '/uploads/../../etc/passwd', 400],
      ['stripe_key', 'sk live with spaces', 400],
      ['app_secret', 'x'.repeat(20), 404],
      ['nope', 'x', 404],
    ];
    for (const [name, value, code] of cases) {
      const response = await patch(name, value);
      expect(response.statusCode, `${name}=${String(value)}`).toBe(code);
    }
    expect((await patch('app_name', 'Hacked', user.headers)).statusCode).toBe(403);
    expect((await patch('stripe_key', 'sk_test_x', {})).statusCode).toBe(401);
    expect((await storedRow('app_name'))?.value).not.toBe('Hacked');
  });

  it('stores secrets encrypted, never returns them, and flips /app/status', async () => {
    expect(await status()).toMatchObject({ openaiApi: false, stripeApi: false, stripeWebhook: false });
    const secrets = {
      openai_key: 'sk-openai-secret-value-1',
      stripe_key: 'sk_test_stripe_secret_2',
      stripe_webhook_secret: 'whsec_secret_3',
    };
    for (const [name, value] of Object.entries(secrets)) {
      const response = await patch(name, value);
      expect(response.statusCode, response.body).toBe(200);
      expect(body(response).data).toEqual({ updated: true, name });
      expect(response.body).not.toContain(value);
      const row = await storedRow(name);
      expect(row?.secret).toBe(true);
      expect(row?.value).not.toContain(value);
      expect(row?.value).toMatch(/^enc:v1:/);
    }
    expect(await status()).toMatchObject({ openaiApi: true, stripeApi: true, stripeWebhook: true });
    const list = await settingsList();
    for (const value of Object.values(secrets)) expect(list.body).not.toContain(value);
    expect(list.body).not.toContain('enc:v1:');

    // An empty secret removes it.
    expect((await patch('stripe_webhook_secret', '')).statusCode).toBe(200);
    expect(await storedRow('stripe_webhook_secret')).toBeUndefined();
    expect((await status()).stripeWebhook).toBe(false);
  });

  it('the image provider uses the decrypted OpenAI key', async () => {
    expect((await patch('openai_key', 'sk-decrypted-for-openai')).statusCode).toBe(200);
    expect((await patch('openai_model', 'gpt-image-1')).statusCode).toBe(200);
    const drawn = await crossLineArt(512, 200, 12);
    fake.images = () => imageAnswer(drawn);
    const me = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pages/create',
      headers: me.headers,
      payload: { prompt: 'A lighthouse by the sea' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-decrypted-for-openai');
  });
});
