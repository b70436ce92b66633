import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { pictureProblem } from './picture-file.ts';

describe('pictureProblem', () => {
  it('accepts PNG, JPEG and WebP pictures up to 10 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(pictureProblem({ type, size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', ''])
      expect(pictureProblem({ type, size: 10 })).toBe('Choose a PNG, JPEG or WebP picture.');
  });

  it('refuses a picture over 10 MB, saying how large it is', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'This picture is 10.1 MB. Choose one of 10 MB or less.',
    );
    expect(pictureProblem({ type: 'image/jpeg', size: 12.36 * 1024 * 1024 })).toBe(
      'This picture is 12.4 MB. Choose one of 10 MB or less.',
    );
  });

  it('refuses an empty file', () => {
    expect(pictureProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});
