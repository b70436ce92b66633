import { describe, expect, it } from 'vitest';

import { afterSignInPath } from './after-sign-in.ts';
import { safeNextPath, signInPath } from './navigation.ts';

describe('safeNextPath', () => {
  it.each([
    ['/pages/public?plan=starter', '/pages/public?plan=starter'],
    ['/pages/p1/color', '/pages/p1/color'],
    ['/admin/users?search=ada#top', '/admin/users?search=ada#top'],
    ['/pages/../admin', '/admin'],
  ])('accepts the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'pages/public',
    'https://evil.test/pages',
    '//evil.test/pages',
    '/\\evil.test',
    '/\\/evil.test',
    'javascript:alert(1)',
    '/pages\n/public',
    '/sign-in?next=/pages',
    '/sign-up',
    '/verify/abc',
  ])('refuses %o', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('signInPath', () => {
  it('carries the path and its query as next', () => {
    expect(signInPath('/pages/public?plan=starter')).toBe('/sign-in?next=/pages/public%3Fplan%3Dstarter');
    expect(new URL(signInPath('/pages/p1/color?a=1&b=2'), 'http://x').searchParams.get('next')).toBe(
      '/pages/p1/color?a=1&b=2',
    );
  });

  it('drops a next that is not an app path', () => {
    expect(signInPath('//evil.test')).toBe('/sign-in');
  });
});

describe('afterSignInPath', () => {
  const member = { admin: false };
  const admin = { admin: true };

  it('returns to a safe next first', () => {
    expect(afterSignInPath(member, { next: '/pages/p1/color', plan: 'starter' })).toBe('/pages/p1/color');
  });

  it('sends a landing plan to checkout, else home', () => {
    expect(afterSignInPath(member, { plan: 'starter' })).toBe('/pages/public?plan=starter');
    expect(afterSignInPath(member, { next: 'https://evil.test' })).toBe('/pages/public');
    expect(afterSignInPath(admin, { plan: 'starter' })).toBe('/admin');
  });
});
