import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('has defaults that work offline', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Huebook <no-reply@huebook.local>',
      publicUrl: 'http://localhost:3000',
      webDist: path.join(repoRoot, 'apps/web/dist'),
      logLevel: 'info',
      nodeEnv: 'development',
      authRateLimit: 30,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://huebook.app/' }).publicUrl).toBe(
      'https://huebook.app',
    );
  });

  it('names every bad variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_SECRET: 'short' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: [\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*APP_SECRET: /);
  });

  it('requires APP_SECRET in production', () => {
    const load = () => loadConfig({ NODE_ENV: 'production', APP_SECRET: '' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/APP_SECRET: required when NODE_ENV is production/);
    const secret = 'a-production-secret-of-some-length';
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).appSecret).toBe(secret);
    expect(loadConfig({ NODE_ENV: 'development' }).appSecret).toBeUndefined();
  });

  it('reads METRICS_TOKEN: unset by default, refused when short or spaced', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'scrape-me-0123456789';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short', 'has a space in the middle']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(
        /METRICS_TOKEN: must be 16 or more visible ASCII/,
      );
    }
  });

  it('reads CORS_ORIGINS: none by default, a comma-separated list of web origins, normalized', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({
        CORS_ORIGINS: ' https://App.example.com/ , http://localhost:5173,https://app.example.com:443',
      }).corsOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('refuses a CORS_ORIGINS entry that is not an origin, in plain words', () => {
    for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://files.example', '*']) {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example,${bad}` }), bad).toThrow(
        /CORS_ORIGINS: .* is not a web origin: write it as scheme:\/\/host\[:port\]/,
      );
    }
    let message = '';
    try {
      loadConfig({ CORS_ORIGINS: 'https://ann:hunter2@app.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('CORS_ORIGINS: entry 1 is not a web origin');
    expect(message).not.toContain('hunter2');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });
});
