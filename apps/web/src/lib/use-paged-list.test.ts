import type { Paginated } from '@huebook/shared/schemas/api';
import { describe, expect, it } from 'vitest';

import { mergeById, nextPageParam } from './use-paged-list.ts';

function result<T>(data: T[], current_page: number, last_page: number, next_cursor: string | null = null) {
  return { data, current_page, last_page, per_page: 24, next_cursor } satisfies Paginated<T>;
}

describe('nextPageParam', () => {
  it('asks for the next page with the cursor while current_page < last_page', () => {
    expect(nextPageParam(result([], 1, 2, 'k1'))).toEqual({ page: 2, cursor: 'k1' });
  });

  it('stops on the last page', () => {
    expect(nextPageParam(result([], 3, 3))).toBeUndefined();
  });
});

describe('mergeById', () => {
  const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('appends each loaded page in order', () => {
    expect(mergeById([result([a, b], 1, 2), result([c], 2, 2)])).toEqual([a, b, c]);
  });

  it('shows a row seen twice once, where it first appeared', () => {
    expect(mergeById([result([a, b], 1, 2), result([b, c], 2, 2)]).map((row) => row.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
