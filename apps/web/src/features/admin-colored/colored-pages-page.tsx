import type { Colored } from '@huebook/shared/schemas/colored';
import { format } from 'date-fns';
import { Palette } from 'lucide-react';
import { useState } from 'react';

import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

import { useAdminColoreds } from './api.ts';
import { SearchBox } from './search-box.tsx';

/** Spec §9 display date format. */
const DATE_FORMAT = 'MMMM d, yyyy h:mm a';

/** /admin/pages/colored (spec §2): every user's colored pages, searchable, with 'Load more'. */
export function AdminColoredPagesPage() {
  const [search, setSearch] = useState('');
  const list = useAdminColoreds(search);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section>
      <PageHeading title="Colored pages" description="What users have colored, newest first." />
      <SearchBox label="Search by page, user name or email" onSearch={setSearch} />
      {list.isPending ? (
        <div className="grid place-items-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : list.isError && rows.length === 0 ? (
        <EmptyState
          icon={<Palette aria-hidden="true" className="size-7" />}
          title="We couldn’t load the colored pages"
          action={
            <Button variant="light" onClick={() => void list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={<Palette aria-hidden="true" className="size-7" />} title="No colored pages yet">
          {search ? `Nothing matches “${search}”.` : 'Colored pages appear here once users save them.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
            {rows.map((colored) => (
              <ColoredCard key={colored.id} colored={colored} />
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
                {list.isFetchNextPageError ? 'Try again' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function ColoredCard({ colored }: { colored: Colored }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <img
        src={colored.preview}
        alt={`${colored.page.title}, colored by ${colored.user.name}`}
        loading="lazy"
        width={1024}
        height={1024}
        className="aspect-square w-full bg-ink-50 object-cover"
      />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <h2 className="truncate font-bold text-ink-900">{colored.page.title}</h2>
        <div className="flex items-center gap-2">
          <Avatar name={colored.user.name} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink-800">{colored.user.name}</p>
            <p className="truncate text-xs text-ink-500">{colored.user.email}</p>
          </div>
        </div>
        <p className="text-xs text-ink-500">
          <time dateTime={colored.created_at}>{format(new Date(colored.created_at), DATE_FORMAT)}</time>
        </p>
      </div>
    </li>
  );
}
