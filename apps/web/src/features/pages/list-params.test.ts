import { describe, expect, it } from 'vitest';

import { parseListParams, replacesHistory, toListSearchParams } from './list-params.ts';

describe('parseListParams', () => {
  it('reads search and sort from the query string', () => {
    expect(parseListParams(new URLSearchParams('search=cat&sort=oldest'))).toEqual({
      search: 'cat',
      sort: 'oldest',
    });
  });

  it('defaults to no search and the latest sort', () => {
    expect(parseListParams(new URLSearchParams(''))).toEqual({ search: '', sort: 'latest' });
  });

  it('falls back to latest for an unknown sort and trims the search', () => {
    expect(parseListParams(new URLSearchParams('sort=random&search=%20%20dog%20'))).toEqual({
      search: 'dog',
      sort: 'latest',
    });
  });

  it('cuts a search to the 200 characters the server accepts', () => {
    expect(parseListParams(new URLSearchParams(`search=${'a'.repeat(250)}`)).search).toHaveLength(200);
  });
});

describe('toListSearchParams', () => {
  it('writes search and a non-default sort', () => {
    expect(toListSearchParams({ search: 'red fox', sort: 'mostColored' }).toString()).toBe(
      'search=red+fox&sort=mostColored',
    );
  });

  it('leaves defaults out, so the plain list has a plain URL', () => {
    expect(toListSearchParams({ search: '  ', sort: 'latest' }).toString()).toBe('');
  });

  it('keeps other parameters and replaces the list ones', () => {
    const base = new URLSearchParams('ref=mail&search=old&sort=trending');
    expect(toListSearchParams({ search: 'new', sort: 'latest' }, base).toString()).toBe(
      'ref=mail&search=new',
    );
  });

  it('round-trips through parseListParams', () => {
    const state = { search: 'zebra & moon', sort: 'popularity' } as const;
    expect(parseListParams(toListSearchParams(state))).toEqual(state);
  });
});

describe('replacesHistory', () => {
  it('replaces while refining a search, adds an entry when starting or clearing one', () => {
    expect(replacesHistory('ca', 'cat')).toBe(true);
    expect(replacesHistory('', 'cat')).toBe(false);
    expect(replacesHistory('cat', '')).toBe(false);
  });
});
