import { describe, expect, it, vi } from 'vitest';

import { deepLinkPath, handleDeepLink } from './deep-link.ts';

const SERVER = 'https://huebook.example';

describe('deepLinkPath', () => {
  it('reads the custom scheme, with or without a slash after it', () => {
    expect(deepLinkPath('huebook://payment?status=success&session_id=cs_1')).toBe(
      '/payment?status=success&session_id=cs_1',
    );
    expect(deepLinkPath('huebook:///payment/?status=canceled')).toBe('/payment?status=canceled');
    expect(deepLinkPath('HUEBOOK://payment')).toBe('/payment');
  });

  it("reads an app link on the server's origin only", () => {
    expect(deepLinkPath(`${SERVER}/payment?status=success&session_id=cs_2`, [SERVER])).toBe(
      '/payment?status=success&session_id=cs_2',
    );
    expect(deepLinkPath(`${SERVER}/payment?status=success`)).toBeNull();
    // Stripe's return for the apps, opened by the app instead of the page once links are verified.
    expect(deepLinkPath(`${SERVER}/payment/app-return?status=canceled`, [SERVER])).toBe(
      '/payment?status=canceled',
    );
    expect(deepLinkPath('https://evil.example/payment/app-return?status=success', [SERVER])).toBeNull();
    expect(deepLinkPath('https://evil.example/payment?status=success', [SERVER])).toBeNull();
    expect(deepLinkPath('http://huebook.example/payment', ['http://huebook.example'])).toBeNull();
  });

  it('refuses screens a link may not open, and what is not a URL', () => {
    for (const link of [
      'huebook://admin/users',
      'huebook://payment/../admin',
      `${SERVER}/checkout`,
      'payment',
      '',
    ]) {
      expect(deepLinkPath(link, [SERVER]), link).toBeNull();
    }
  });
});

describe('handleDeepLink', () => {
  it('navigates to /payment with the query of the link', () => {
    const navigate = vi.fn();
    expect(handleDeepLink('huebook://payment?status=success&session_id=cs_test_a1', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/payment?status=success&session_id=cs_test_a1');
  });

  it('does nothing for another link', () => {
    const navigate = vi.fn();
    expect(handleDeepLink('huebook://account', navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
