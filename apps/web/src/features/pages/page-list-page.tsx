import type { Scope } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import { BookOpen } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

import { ButtonLink } from '../../components/ui/button.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { notify } from '../../lib/notification-store.ts';
import { mergeById } from '../../lib/use-paged-list.ts';

import { usePageList } from './api.ts';
import { ListControls } from './list-controls.tsx';
import { PageCard, PageCardSkeletons } from './page-card.tsx';
import { EmptyListState, ListErrorState, NoResultsState, type EmptyAction } from './page-list-states.tsx';
import { useListParams } from './use-list-params.ts';

export interface PageListConfig {
  title: string;
  scope: Scope;
  searchLabel: string;
  emptyTitle: string;
  emptyText: string;
  /** The next step offered by an empty list. */
  emptyAction: EmptyAction;
  /** The admin's list: blocked pages included, block/unblock, no links, no favorite toggle. */
  isAdminList?: boolean;
  /** The `?from=` of the "Make a book" screen (issue 16), on the lists a book is made from. */
  bookFrom?: 'owned' | 'favorite' | 'colored';
}

/** The four page lists of spec §2, by scope, and the admin's pages list. */
export const PAGE_LISTS = {
  public: {
    title: 'Public pages',
    scope: 'public',
    searchLabel: 'Search public pages',
    emptyTitle: 'No pages here yet',
    emptyText: 'Be the first to share one: create a page with AI or from a picture.',
    emptyAction: 'create',
  },
  favorite: {
    title: 'Favorite pages',
    scope: 'favorited',
    searchLabel: 'Search favorite pages',
    emptyTitle: 'No favorites yet',
    emptyText: 'Browse the public pages and tap the heart on the ones you love.',
    emptyAction: 'browse',
    bookFrom: 'favorite',
  },
  owned: {
    title: 'My pages',
    scope: 'owned',
    searchLabel: 'Search my pages',
    emptyTitle: "You haven't created a page yet",
    emptyText: 'Turn an idea or a picture into a coloring page in a few seconds.',
    emptyAction: 'create',
    bookFrom: 'owned',
  },
  colored: {
    title: 'Colored pages',
    scope: 'colored',
    searchLabel: 'Search colored pages',
    emptyTitle: 'Nothing colored yet',
    emptyText: 'Pick a page from the public pages and start coloring.',
    emptyAction: 'browse',
    bookFrom: 'colored',
  },
  admin: {
    title: 'Pages',
    scope: 'public',
    searchLabel: 'Search pages',
    emptyTitle: 'No pages yet',
    emptyText: 'Pages appear here as soon as users create them.',
    emptyAction: 'none',
    isAdminList: true,
  },
} as const satisfies Record<string, PageListConfig>;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3';

/**
 * "Make a book" (issue 16): opens /books/new with this list's pages. Books are a paid-plan
 * feature like Download: a free user gets the usual notice and /checkout instead.
 */
function MakeBookAction({ from }: { from: NonNullable<PageListConfig['bookFrom']> }) {
  const navigate = useNavigate();
  const isPaid = useAuthStore((state) => state.user?.plan.paid ?? false);
  const onClick = (event: MouseEvent) => {
    if (isPaid) return;
    event.preventDefault();
    notify({ message: MESSAGES.downloadPaidOnly, variant: 'danger', persist: true });
    void navigate('/checkout');
  };
  return (
    <ButtonLink
      to={`/books/new?from=${from}`}
      variant="light"
      onClick={onClick}
      className="self-start sm:self-auto"
    >
      <BookOpen aria-hidden="true" className="size-5" />
      Make a book
    </ButtonLink>
  );
}

/**
 * A searchable, sortable grid of pages with 'Load more' (spec §2 "Page lists", §4). Search and
 * sort live in the URL; changing either lists again from page 1.
 */
export function PageListPage({ config }: { config: PageListConfig }) {
  const { params, searchBoxKey, setSearch, setSort, clearSearch } = useListParams();
  const list = usePageList(config.scope, params.search, params.sort);
  const pages = mergeById(list.data?.pages ?? []);
  const isAdminList = config.isAdminList ?? false;

  return (
    <section>
      <PageHeading title={config.title}>
        {config.bookFrom && <MakeBookAction from={config.bookFrom} />}
      </PageHeading>
      <ListControls
        searchLabel={config.searchLabel}
        search={params.search}
        searchKey={searchBoxKey}
        onSearch={setSearch}
        sort={params.sort}
        onSort={setSort}
      />

      {list.isPending ? (
        <div className={GRID} aria-busy="true" aria-label="Loading pages">
          <PageCardSkeletons />
        </div>
      ) : list.isError && !list.isFetchNextPageError ? (
        <ListErrorState onRetry={() => void list.refetch()} />
      ) : pages.length === 0 ? (
        list.isPlaceholderData ? (
          <div className={GRID} aria-busy="true" aria-label="Loading pages">
            <PageCardSkeletons />
          </div>
        ) : params.search ? (
          <NoResultsState search={params.search} onClear={clearSearch} />
        ) : (
          <EmptyListState title={config.emptyTitle} text={config.emptyText} action={config.emptyAction} />
        )
      ) : (
        <>
          <ul
            className={`${GRID} transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
          >
            {pages.map((page) => (
              <li key={page.id}>
                <PageCard page={page} isAdminList={isAdminList} />
              </li>
            ))}
          </ul>
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-8 text-center text-ink-600">
              We couldn’t load more pages. Check your connection, then try again.
            </p>
          )}
          {!list.isPlaceholderData && <LoadMore list={list} className="mt-6" />}
        </>
      )}
    </section>
  );
}
