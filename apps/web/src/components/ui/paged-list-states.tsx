import type { ReactNode } from 'react';

import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadMore, type LoadMoreList } from './load-more.tsx';
import { Spinner } from './spinner.tsx';

/**
 * What a searchable paged list shows: a spinner while the first page loads, `errorTitle` with
 * 'Try again' when nothing could be loaded, `emptyTitle` and `emptyText` for an empty list, and
 * otherwise `children` (the rows) followed by 'Load more'.
 */
export function PagedListStates({
  list,
  isEmpty,
  icon,
  errorTitle,
  emptyTitle,
  emptyText,
  children,
}: {
  list: LoadMoreList & { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  isEmpty: boolean;
  icon: ReactNode;
  errorTitle: string;
  emptyTitle: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (list.isPending) {
    return (
      <div className="grid place-items-center py-16 text-brand-600">
        <Spinner />
      </div>
    );
  }
  if (list.isError && isEmpty) {
    return (
      <EmptyState
        icon={icon}
        title={errorTitle}
        action={
          <Button variant="light" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (isEmpty) {
    return (
      <EmptyState icon={icon} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <>
      {children}
      <LoadMore list={list} className="mt-8" />
    </>
  );
}
