import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPage, createUser, setupTestApp, type TestApp } from '../test/app.ts';

import { allowedOrigins, NATIVE_ORIGINS } from './cors.ts';

const WEB_APP = 'https://app.huebook.example';
const STRANGER = 'https://evil.example';

let t: TestApp;
let uploadPath: string;

beforeAll(async () => {
  t = await setupTestApp({ env: { CORS_ORIGINS: `${WEB_APP}, http://localhost:5173/` } });
  const owner = await createUser(t, { name: 'Cora Cors' });
  uploadPath = new URL((await createPage(t, owner)).illustration, 'http://x').pathname;
});

afterAll(() => t.close());

describe('allowedOrigins', () => {
  it('always holds the native apps, then the configured web origins, once each', () => {
    expect(allowedOrigins([])).toEqual([...NATIVE_ORIGINS]);
    expect(allowedOrigins([WEB_APP, 'https://localhost'])).toEqual([...NATIVE_ORIGINS, WEB_APP]);
  });
});

describe('CORS', () => {
  it('names an allowed origin on an API answer, and varies on Origin', async () => {
    for (const origin of [...NATIVE_ORIGINS, WEB_APP, 'http://localhost:5173']) {
      const response = await t.app.inject({ url: '/api/plans/list', headers: { origin } });
      expect(response.statusCode, origin).toBe(200);
      expect(response.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(String(response.headers.vary)).toMatch(/origin/i);
      // Bearer tokens only: a browser never sends cookies along.
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives another origin no CORS header (the browser keeps the answer from it)', async () => {
    const response = await t.app.inject({ url: '/api/plans/list', headers: { origin: STRANGER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const trailingSlash = await t.app.inject({ url: '/api/plans/list', headers: { origin: `${WEB_APP}/` } });
    expect(trailingSlash.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight of an allowed origin with the method and headers the SPA sends', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: {
        origin: 'capacitor://localhost',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(response.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toBe(
      'authorization, content-type',
    );
    expect(response.headers['access-control-max-age']).toBe('7200');
  });

  it('answers a preflight of another origin without allowing it', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: STRANGER, 'access-control-request-method': 'PATCH' },
    });
    // Without Access-Control-Allow-Origin the browser refuses to send the real request.
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin read an upload (a canvas drawing it stays untainted)', async () => {
    const allowed = await t.app.inject({ url: uploadPath, headers: { origin: 'https://localhost' } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(allowed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const other = await t.app.inject({ url: uploadPath, headers: { origin: STRANGER } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers without CORS headers when no Origin is sent (same origin, a plain <img>)', async () => {
    const response = await t.app.inject({ url: uploadPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
