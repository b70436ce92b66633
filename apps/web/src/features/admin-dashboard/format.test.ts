import { describe, expect, it } from 'vitest';

import { formatCompact } from './format.ts';

describe('formatCompact', () => {
  it('writes small counts whole and large ones compact with at most one decimal', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(7)).toBe('7');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1234)).toBe('1.2K');
    expect(formatCompact(1250)).toBe('1.3K');
    expect(formatCompact(15_678)).toBe('15.7K');
    expect(formatCompact(2_000_000)).toBe('2M');
    expect(formatCompact(3_456_789_000)).toBe('3.5B');
  });
});
