import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('talks to http://localhost:3000 when HUEBOOK_SERVER_URL is unset or empty', () => {
    expect(loadConfig({})).toEqual({ serverOrigin: 'http://localhost:3000' });
    expect(loadConfig({ HUEBOOK_SERVER_URL: '' })).toEqual({ serverOrigin: 'http://localhost:3000' });
  });

  it('keeps the origin of an http(s) URL, normalized', () => {
    expect(loadConfig({ HUEBOOK_SERVER_URL: 'https://huebook.app/' })).toEqual({
      serverOrigin: 'https://huebook.app',
    });
    expect(loadConfig({ HUEBOOK_SERVER_URL: 'HTTP://LAN-Box:8080' })).toEqual({
      serverOrigin: 'http://lan-box:8080',
    });
    expect(loadConfig({ HUEBOOK_SERVER_URL: 'https://huebook.app:443' })).toEqual({
      serverOrigin: 'https://huebook.app',
    });
  });

  it('refuses what is not an http(s) URL, naming the variable', () => {
    for (const value of [
      'localhost:3000',
      'huebook.app',
      'ftp://huebook.app',
      'file:///srv/huebook',
      'http//x',
    ]) {
      const load = () => loadConfig({ HUEBOOK_SERVER_URL: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(
        /^Invalid environment variable:\n {2}HUEBOOK_SERVER_URL: must be an http:\/\/ or https:\/\/ URL/,
      );
    }
  });

  it('refuses a path, a query or credentials, without repeating a password', () => {
    for (const value of [
      'http://localhost:3000/api',
      'http://localhost:3000/?x=1',
      'http://localhost:3000/#a',
    ]) {
      expect(() => loadConfig({ HUEBOOK_SERVER_URL: value }), value).toThrow(
        "HUEBOOK_SERVER_URL: must be the server's address alone, without a path, query or credentials, " +
          'e.g. http://localhost:3000',
      );
    }
    let message = '';
    try {
      loadConfig({ HUEBOOK_SERVER_URL: 'https://ann:hunter2@huebook.app' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('HUEBOOK_SERVER_URL');
    expect(message).not.toContain('hunter2');
  });
});
