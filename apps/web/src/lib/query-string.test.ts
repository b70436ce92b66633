import { describe, expect, it } from 'vitest';

import { toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('encodes flat values and leaves out null and undefined', () => {
    expect(toQueryString({ page: 1, search: 'cat & dog', sort: undefined, cursor: null, on: true })).toBe(
      'page=1&search=cat%20%26%20dog&on=true',
    );
  });

  it('nests objects and arrays with brackets', () => {
    const qs = toQueryString({ a: { b: 1, c: { d: 'x' } }, list: [1, 2], rows: [{ id: 7 }] });
    expect(decodeURIComponent(qs)).toBe('a[b]=1&a[c][d]=x&list[]=1&list[]=2&rows[0][id]=7');
  });
});
