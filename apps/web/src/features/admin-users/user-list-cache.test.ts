import type { Paginated } from '@huebook/shared/schemas/api';
import type { User } from '@huebook/shared/schemas/user';
import { describe, expect, it } from 'vitest';

import { replaceUserInList, type UserListData } from './user-list-cache.ts';

const user = (id: string, overrides: Partial<User> = {}): User => ({
  id,
  name: `User ${id}`,
  email: `${id}@example.com`,
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Free', name: 'free', paid: false },
  subscription: null,
  ...overrides,
});

const page = (users: User[], current: number, last: number): Paginated<User> => ({
  data: users,
  current_page: current,
  last_page: last,
  per_page: 24,
  next_cursor: current < last ? `c${current + 1}` : null,
});

describe('user list cache', () => {
  it('replaces a changed user in place and leaves other lists untouched', () => {
    const data: UserListData = {
      pages: [page([user('a'), user('b')], 1, 1)],
      pageParams: [{ page: 1 }],
    };
    const next = replaceUserInList(data, user('b', { blocked: true }));
    expect(next?.pages[0]?.data.map((u) => [u.id, u.blocked])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(replaceUserInList(data, user('z'))).toBe(data);
    expect(replaceUserInList(undefined, user('a'))).toBeUndefined();
  });
});
