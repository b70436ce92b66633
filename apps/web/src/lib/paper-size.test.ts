import { describe, expect, it } from 'vitest';

import { defaultPaperSize } from './paper-size.ts';

describe('defaultPaperSize', () => {
  it('is US Letter in the Americas that print on it', () => {
    for (const tag of ['en-US', 'en-CA', 'fr-CA', 'es-MX', 'es-CO', 'en-PH', 'en']) {
      expect(defaultPaperSize([tag]), tag).toBe('letter');
    }
  });

  it('is A4 elsewhere, and when nothing is known', () => {
    for (const tag of ['en-GB', 'fr-FR', 'de', 'es', 'es-AR', 'pt-BR', 'ja-JP', 'en-AU']) {
      expect(defaultPaperSize([tag]), tag).toBe('a4');
    }
    expect(defaultPaperSize([])).toBe('a4');
    expect(defaultPaperSize(['not a tag'])).toBe('a4');
  });

  it('follows the first language that says where the user is', () => {
    expect(defaultPaperSize(['xx-invalid-', 'en-US', 'fr-FR'])).toBe('letter');
    expect(defaultPaperSize(['fr-FR', 'en-US'])).toBe('a4');
  });
});
