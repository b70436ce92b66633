import { describe, expect, it } from 'vitest';

import { centsToDollars, dollarsToCents, trimFileName } from './format.ts';

describe('trimFileName', () => {
  it('keeps names of 17 characters or fewer whole', () => {
    expect(trimFileName('12345678901234567')).toBe('12345678901234567');
  });
  it('keeps 7 characters at each end of longer names', () => {
    expect(trimFileName('my-very-long-picture.png')).toBe('my-very...ure.png');
  });
});

describe('cents and dollars', () => {
  it('round-trips prices', () => {
    expect(centsToDollars(499)).toBe(4.99);
    expect(dollarsToCents(9.99)).toBe(999);
  });
});
