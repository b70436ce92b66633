import clsx from 'clsx';

import { Button } from './button.tsx';

/** The parts of an infinite query that 'Load more' needs. */
export interface LoadMoreList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Load more' under a paged list (spec §4), shown while there is a next page; after a failed
 * next page it reads 'Try again'. `className` sets the space above it.
 */
export function LoadMore({ list, className }: { list: LoadMoreList; className?: string }) {
  if (!list.hasNextPage) return null;
  return (
    <div className={clsx('flex justify-center', className)}>
      <Button
        variant="light"
        size="lg"
        isProcessing={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchNextPageError ? 'Try again' : 'Load more'}
      </Button>
    </div>
  );
}
