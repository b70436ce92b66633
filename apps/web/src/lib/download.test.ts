import { describe, expect, it } from 'vitest';

import { fileNameFromDisposition } from './download.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name (RFC 6266), then the plain one, then the fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Owl.pdf"; filename*=UTF-8''Hibou%20%C3%A9t%C3%A9.pdf`,
        'x.pdf',
      ),
    ).toBe('Hibou été.pdf');
    expect(fileNameFromDisposition('attachment; filename="Owl.pdf"', 'x.pdf')).toBe('Owl.pdf');
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
  });

  it('falls back to the plain name when the UTF-8 one is badly escaped', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Owl.pdf"; filename*=UTF-8''%E0%A4%A`, 'x.pdf'),
    ).toBe('Owl.pdf');
  });
});
