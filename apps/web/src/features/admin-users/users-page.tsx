import { MESSAGES } from '@huebook/shared/messages';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { mergeById } from '../../lib/use-paged-list.ts';

import { useUserList } from './api.ts';
import { UserCard } from './user-card.tsx';

/**
 * /admin/users (spec §2 "Users list"): search (debounced 300 ms), load more, create, edit and
 * block/unblock.
 */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const list = useUserList(search);
  const users = mergeById(list.data?.pages ?? []);
  const me = useAuthStore((state) => state.user);

  return (
    <section>
      <PageHeading title="Users" description="Everyone with an account, newest first.">
        <ButtonLink to="/admin/users/create">
          <UserPlus aria-hidden="true" className="size-5" />
          Create user
        </ButtonLink>
      </PageHeading>

      <SearchBox
        className="mb-6"
        label="Search users"
        placeholder="Search by name or email…"
        onSearch={setSearch}
      />

      {list.isPending ? (
        <p aria-busy="true" className="py-10 text-center text-ink-500">
          Loading users…
        </p>
      ) : list.isError && !list.isFetchNextPageError ? (
        <EmptyState
          icon={<Users className="size-7" aria-hidden="true" />}
          title={MESSAGES.failedToLoadUsers}
          action={
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        >
          Check your connection, then try again.
        </EmptyState>
      ) : users.length === 0 && !list.isPlaceholderData ? (
        <EmptyState icon={<Users className="size-7" aria-hidden="true" />} title="No users found">
          {search ? `Nobody’s name or email matches “${search}”.` : 'No one has an account yet.'}
        </EmptyState>
      ) : (
        <>
          <ul
            className={`flex flex-col gap-3 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
          >
            {users.map((user) => (
              <li key={user.id}>
                <UserCard user={user} isSelf={user.id === me?.id} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-6 text-center text-ink-600">
              {MESSAGES.failedToLoadUsers}
            </p>
          )}
          {!list.isPlaceholderData && <LoadMore list={list} className="mt-6" />}
        </>
      )}
    </section>
  );
}
