import { describe, expect, it } from 'vitest';

import { deepLinkToAppUrl, findDeepLink } from './deep-link.ts';

describe('deepLinkToAppUrl', () => {
  it('opens /payment with the query of the link', () => {
    expect(deepLinkToAppUrl('huebook://payment?status=success&session_id=cs_live_1')).toBe(
      'app://huebook/payment?status=success&session_id=cs_live_1',
    );
    expect(deepLinkToAppUrl('huebook:///payment/?status=canceled')).toBe(
      'app://huebook/payment?status=canceled',
    );
  });

  it('refuses other screens, other schemes and what is not a URL', () => {
    for (const link of [
      'huebook://admin/users',
      'huebook://payment/../admin',
      'https://huebook.example/payment',
      'app://huebook/payment',
      'payment',
    ]) {
      expect(deepLinkToAppUrl(link), link).toBeNull();
    }
  });
});

describe('findDeepLink', () => {
  it('finds the link among the arguments Windows and Linux pass', () => {
    expect(
      findDeepLink([
        'C:\\Program Files\\Huebook\\Huebook.exe',
        '--allow-file-access',
        'huebook://payment?status=success',
      ]),
    ).toBe('huebook://payment?status=success');
    expect(findDeepLink(['/usr/bin/huebook'])).toBeNull();
  });
});
