// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './legal-page.tsx';

describe('sanitizeHtml', () => {
  it('keeps the policy text and its markup', () => {
    expect(sanitizeHtml('<h2>Privacy Policy</h2><p>We never sell your data.</p>')).toBe(
      '<h2>Privacy Policy</h2><p>We never sell your data.</p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><img src=x onerror="steal()">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
  });
});
