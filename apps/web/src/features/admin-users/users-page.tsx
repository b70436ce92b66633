import { SEARCH_DEBOUNCE_MS } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

import { useUserList } from './api.ts';
import { UserCard } from './user-card.tsx';
import { mergeUsers } from './user-list-cache.ts';

/** The server refuses longer searches (listQuerySchema). */
const MAX_SEARCH_LENGTH = 200;

/**
 * /admin/users (spec §2 "Users list"): search (debounced 300 ms), load more, create, edit and
 * block/unblock.
 */
export function UsersPage() {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const search = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  const list = useUserList(search);
  const users = mergeUsers(list.data?.pages ?? []);
  const me = useAuthStore((state) => state.user);

  return (
    <section>
      <PageHeading title="Users" description="Everyone with an account, newest first.">
        <ButtonLink to="/admin/users/create">
          <UserPlus aria-hidden="true" className="size-5" />
          Create user
        </ButtonLink>
      </PageHeading>

      <div className="relative mb-6">
        <label htmlFor={searchId} className="sr-only">
          Search users
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
        />
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search by name or email…"
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-ink-200 bg-white pr-3 pl-11 text-base shadow-xs outline-none placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
      </div>

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
          {list.hasNextPage && !list.isPlaceholderData && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="light"
                size="lg"
                isProcessing={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchNextPageError ? 'Try again' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
