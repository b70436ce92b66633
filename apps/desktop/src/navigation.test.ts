import { describe, expect, it } from 'vitest';

import { decideNavigation, decideWindowOpen } from './navigation.ts';

const server = 'http://localhost:3000';

describe('decideNavigation', () => {
  it('allows the pages of the app', () => {
    expect(decideNavigation('app://huebook/', server)).toEqual({ action: 'allow' });
    expect(decideNavigation('app://huebook/pages/42?sort=latest#top', server)).toEqual({ action: 'allow' });
  });

  it('hands web links and email addresses to the system', () => {
    expect(decideNavigation('https://checkout.stripe.com/c/pay/cs_test_1', server)).toEqual({
      action: 'open-external',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(decideNavigation('http://example.com', server)).toEqual({
      action: 'open-external',
      url: 'http://example.com/',
    });
    expect(decideNavigation('mailto:help@huebook.app?subject=Hi', server)).toEqual({
      action: 'open-external',
      url: 'mailto:help@huebook.app?subject=Hi',
    });
  });

  it("shows a page of the server's own site in the app instead", () => {
    expect(decideNavigation('http://localhost:3000/payment?status=success&token=abc#done', server)).toEqual({
      action: 'load-in-app',
      url: 'app://huebook/payment?status=success&token=abc#done',
    });
    // Another port is another origin; the API and uploads are no pages of the app.
    expect(decideNavigation('http://localhost:3001/payment', server).action).toBe('open-external');
    expect(decideNavigation('http://localhost:3000/api/plans', server).action).toBe('open-external');
    expect(decideNavigation('http://localhost:3000/uploads/pages/a.webp', server).action).toBe(
      'open-external',
    );
  });

  it('denies every other scheme and anything that is not a URL', () => {
    for (const target of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'file:///etc/passwd',
      'file://C:/Windows/win.ini',
      'data:text/html,<script>alert(1)</script>',
      'blob:app://huebook/7d4c1a2e',
      'chrome://settings',
      'ftp://example.com/file',
      'ms-settings:privacy',
      'app://evil/',
      'not a url',
      '',
    ]) {
      expect(decideNavigation(target, server), target).toEqual({ action: 'deny' });
    }
  });
});

describe('decideWindowOpen', () => {
  it('never opens a second window: app pages load in the window, web links go to the browser', () => {
    expect(decideWindowOpen('app://huebook/privacy', server)).toEqual({
      action: 'load-in-app',
      url: 'app://huebook/privacy',
    });
    expect(decideWindowOpen('https://www.instagram.com/huebook', server)).toEqual({
      action: 'open-external',
      url: 'https://www.instagram.com/huebook',
    });
    expect(decideWindowOpen('javascript:void(0)', server)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('file:///etc/passwd', server)).toEqual({ action: 'deny' });
    expect(decideWindowOpen('about:blank', server)).toEqual({ action: 'deny' });
  });
});
