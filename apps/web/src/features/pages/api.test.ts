import { describe, expect, it } from 'vitest';

import { nextPageParam } from './page-list-cache.ts';

describe('nextPageParam', () => {
  const page = (current_page: number, last_page: number, next_cursor: string | null) => ({
    data: [],
    current_page,
    last_page,
    per_page: 24,
    next_cursor,
  });

  it('asks for the next page with the cursor while current_page < last_page', () => {
    expect(nextPageParam(page(1, 2, 'k1'))).toEqual({ page: 2, cursor: 'k1' });
  });

  it('stops on the last page', () => {
    expect(nextPageParam(page(3, 3, null))).toBeUndefined();
  });
});
