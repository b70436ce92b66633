import { describe, expect, it } from 'vitest';

import { parseApiOrigin, serverUrl, withAbsoluteUploads } from './api-origin.ts';

describe('parseApiOrigin', () => {
  it('is the same origin when unset or empty', () => {
    expect(parseApiOrigin(undefined)).toBe('');
    expect(parseApiOrigin('')).toBe('');
    expect(parseApiOrigin('  ')).toBe('');
  });

  it('keeps the origin of an http(s) address, normalized', () => {
    expect(parseApiOrigin('https://huebook.example/')).toBe('https://huebook.example');
    expect(parseApiOrigin('HTTP://LocalHost:3540')).toBe('http://localhost:3540');
  });

  it('refuses anything else in plain words, naming the setting', () => {
    for (const value of ['huebook.example', 'ftp://huebook.example', 'https://huebook.example/api']) {
      expect(() => parseApiOrigin(value), value).toThrow(/^VITE_API_ORIGIN must be the server's/);
    }
  });
});

describe('serverUrl', () => {
  it('makes /uploads paths absolute against the origin, and leaves other strings', () => {
    const origin = 'https://huebook.example';
    expect(serverUrl('/uploads/ab12.webp', origin)).toBe('https://huebook.example/uploads/ab12.webp');
    expect(serverUrl('https://cdn.example/x.png', origin)).toBe('https://cdn.example/x.png');
    expect(serverUrl('/pages/public', origin)).toBe('/pages/public');
    expect(serverUrl('/uploads/ab12.webp', '')).toBe('/uploads/ab12.webp');
  });
});

describe('withAbsoluteUploads', () => {
  it('rewrites upload paths at any depth and keeps every other value', () => {
    const answer = {
      data: [
        { id: 'p1', illustration: '/uploads/p1.png', thumbnail: '/uploads/p1-thumb.webp', count: 3 },
        { id: 'p2', illustration: null, tags: ['/uploads/x.png', 'cat'], is_public: true },
      ],
      next_cursor: null,
    };
    expect(withAbsoluteUploads(answer, 'http://localhost:3540')).toEqual({
      data: [
        {
          id: 'p1',
          illustration: 'http://localhost:3540/uploads/p1.png',
          thumbnail: 'http://localhost:3540/uploads/p1-thumb.webp',
          count: 3,
        },
        {
          id: 'p2',
          illustration: null,
          tags: ['http://localhost:3540/uploads/x.png', 'cat'],
          is_public: true,
        },
      ],
      next_cursor: null,
    });
  });

  it('returns the very same value on the same origin', () => {
    const answer = { data: { photo: '/uploads/me.webp' } };
    expect(withAbsoluteUploads(answer, '')).toBe(answer);
  });
});
