import { describe, expect, it } from 'vitest';

import { cspHeaderValue, SPA_CSP_DIRECTIVES } from './csp.ts';

describe('cspHeaderValue', () => {
  it('writes directives as a header value with their names in kebab case', () => {
    expect(cspHeaderValue({ defaultSrc: ["'self'"], frameAncestors: ["'none'"] })).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
  });

  it("lets the landing video players and the app's own PDFs (blob:, to print) frame, and scripts come only from the app", () => {
    const header = cspHeaderValue(SPA_CSP_DIRECTIVES);
    expect(header).toContain("script-src 'self';");
    expect(header).toContain(
      "frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com;",
    );
    expect(header).toContain("object-src 'none'");
  });

  it('loads pictures from the app and from https addresses, as the website editors accept', () => {
    expect(cspHeaderValue(SPA_CSP_DIRECTIVES)).toContain("img-src 'self' data: blob: https:;");
  });
});
