import type { Colored } from '@huebook/shared/schemas/colored';
import { format } from 'date-fns';
import { Palette } from 'lucide-react';
import { useState } from 'react';

import { Avatar } from '../../components/ui/avatar.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PagedListStates } from '../../components/ui/paged-list-states.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';

import { useAdminColoreds } from './api.ts';

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
      <SearchBox className="mb-6" label="Search by page, user name or email" onSearch={setSearch} />
      <PagedListStates
        list={list}
        isEmpty={rows.length === 0}
        icon={<Palette aria-hidden="true" className="size-7" />}
        errorTitle="We couldn’t load the colored pages"
        emptyTitle="No colored pages yet"
        emptyText={
          search ? `Nothing matches “${search}”.` : 'Colored pages appear here once users save them.'
        }
      >
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {rows.map((colored) => (
            <ColoredCard key={colored.id} colored={colored} />
          ))}
        </ul>
      </PagedListStates>
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
