import { DEFAULT_SORT, SEARCH_DEBOUNCE_MS, type Scope, type Sort } from '@huebook/shared/constants';
import { ImageOff, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

import { usePageList } from './api.ts';
import { ListControls } from './list-controls.tsx';
import { PageCard, PageCardSkeletons } from './page-card.tsx';

export interface PageListConfig {
  title: string;
  scope: Scope;
  searchLabel: string;
  emptyTitle: string;
  emptyText: string;
  /** The next step offered by an empty list. */
  emptyAction: 'create' | 'browse';
}

/** The four page lists of spec §2, by scope. */
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
  },
  owned: {
    title: 'My pages',
    scope: 'owned',
    searchLabel: 'Search my pages',
    emptyTitle: "You haven't created a page yet",
    emptyText: 'Turn an idea or a picture into a coloring page in a few seconds.',
    emptyAction: 'create',
  },
  colored: {
    title: 'Colored pages',
    scope: 'colored',
    searchLabel: 'Search colored pages',
    emptyTitle: 'Nothing colored yet',
    emptyText: 'Pick a page from the public pages and start coloring.',
    emptyAction: 'browse',
  },
} as const satisfies Record<string, PageListConfig>;

/** A searchable, sortable grid of pages with 'Load more' (spec §2 "Page lists"). */
export function PageListPage({ config }: { config: PageListConfig }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePageList(config.scope, debouncedSearch, sort);
  const pages = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section>
      <PageHeading title={config.title} />
      <ListControls
        searchLabel={config.searchLabel}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
      />

      {list.isError ? (
        <EmptyState icon={<ImageOff className="size-7" aria-hidden="true" />} title={list.error.message}>
          <Button variant="light" onClick={() => void list.refetch()} className="mt-2">
            Try again
          </Button>
        </EmptyState>
      ) : list.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading pages"
        >
          <PageCardSkeletons />
        </div>
      ) : pages.length === 0 ? (
        <EmptyListState config={config} search={debouncedSearch} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
            {pages.map((page) => (
              <li key={page.id} className="flex">
                <div className="w-full">
                  <PageCard page={page} />
                </div>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="mt-8 flex justify-center">
              <Button
                variant="light"
                size="lg"
                isProcessing={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function EmptyListState({ config, search }: { config: PageListConfig; search: string }) {
  if (search) {
    return (
      <EmptyState
        icon={<ImageOff className="size-7" aria-hidden="true" />}
        title={`No pages match “${search}”`}
      >
        Try another word, or clear the search.
      </EmptyState>
    );
  }
  const action =
    config.emptyAction === 'create' ? (
      <ButtonLink to="/pages/create">
        <Plus aria-hidden="true" className="size-5" />
        Create a page
      </ButtonLink>
    ) : (
      <ButtonLink to="/pages/public">
        <Sparkles aria-hidden="true" className="size-5" />
        Browse public pages
      </ButtonLink>
    );
  return (
    <EmptyState
      icon={<ImageOff className="size-7" aria-hidden="true" />}
      title={config.emptyTitle}
      action={action}
    >
      {config.emptyText}
    </EmptyState>
  );
}
