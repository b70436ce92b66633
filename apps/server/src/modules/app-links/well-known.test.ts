import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../config.ts';
import { setupTestApp, type TestApp } from '../../test/app.ts';

const TEAM_ID = 'ABCDE12345';
const UPLOAD_KEY =
  '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';
const PLAY_KEY_BARE = 'fa2c3e0d9b8a7f6e5d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e';
const PLAY_KEY =
  'FA:2C:3E:0D:9B:8A:7F:6E:5D:4C:3B:2A:19:08:F7:E6:D5:C4:B3:A2:91:80:F7:E6:D5:C4:B3:A2:91:80:7F:6E';

let plain: TestApp;
let linked: TestApp;

beforeAll(async () => {
  plain = await setupTestApp();
  // The same database, a second app: only the settings differ.
  linked = await setupTestApp({
    database: plain.database,
    env: { IOS_TEAM_ID: TEAM_ID, ANDROID_CERT_SHA256: `${UPLOAD_KEY}, ${PLAY_KEY_BARE}` },
  });
});

afterAll(async () => {
  await linked?.app.close();
  if (linked) await rm(linked.dataDir, { recursive: true, force: true });
  await plain?.close();
});

describe('GET /.well-known/apple-app-site-association', () => {
  it('lets the app signed by IOS_TEAM_ID open the checkout return, as JSON', async () => {
    const response = await linked.app.inject({ url: '/.well-known/apple-app-site-association' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.huebook.mobile'],
            components: [{ '/': '/payment/app-return', comment: "Stripe Checkout's return into the app" }],
          },
        ],
      },
    });
  });

  it('is a 404 in plain JSON without IOS_TEAM_ID, never the web app', async () => {
    const response = await plain.app.inject({ url: '/.well-known/apple-app-site-association' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET /.well-known/assetlinks.json', () => {
  it('names the Android package and each signing key, upper-case with colons', async () => {
    const response = await linked.app.inject({ url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.huebook.mobile',
          sha256_cert_fingerprints: [UPLOAD_KEY, PLAY_KEY],
        },
      },
    ]);
  });

  it('is a 404 without ANDROID_CERT_SHA256', async () => {
    const response = await plain.app.inject({ url: '/.well-known/assetlinks.json' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the settings', () => {
  it('name the app the native shells are built as', async () => {
    const capacitorConfig = await readFile(
      path.resolve(import.meta.dirname, '../../../../mobile/capacitor.config.ts'),
      'utf8',
    );
    expect(capacitorConfig).toContain("appId: 'app.huebook.mobile'");
  });

  it('refuse a team ID or a fingerprint of the wrong shape, naming the variable', () => {
    expect(() => loadConfig({ IOS_TEAM_ID: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ IOS_TEAM_ID: 'abc' })).toThrow(
      /IOS_TEAM_ID: must be the 10-character Apple team ID/,
    );
    expect(() => loadConfig({ ANDROID_CERT_SHA256: `${UPLOAD_KEY},14:6D:E9` })).toThrow(
      /ANDROID_CERT_SHA256: "14:6D:E9" is not a SHA-256 fingerprint/,
    );
  });
});
