import { ImageOff, Plus, SearchX, Sparkles } from 'lucide-react';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

/** The next step an empty list offers. */
export type EmptyAction = 'create' | 'browse' | 'none';

/** An empty list: says so and offers the next step (create a page, browse public pages). */
export function EmptyListState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: EmptyAction;
}) {
  const button =
    action === 'create' ? (
      <ButtonLink to="/pages/create">
        <Plus aria-hidden="true" className="size-5" />
        Create a page
      </ButtonLink>
    ) : action === 'browse' ? (
      <ButtonLink to="/pages/public">
        <Sparkles aria-hidden="true" className="size-5" />
        Browse public pages
      </ButtonLink>
    ) : undefined;
  return (
    <EmptyState icon={<ImageOff className="size-7" aria-hidden="true" />} title={title} action={button}>
      {text}
    </EmptyState>
  );
}

/** A search that found nothing: says so and offers to clear it. */
export function NoResultsState({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={<SearchX className="size-7" aria-hidden="true" />}
      title={`No pages match “${search}”`}
      action={
        <Button variant="light" onClick={onClear}>
          Clear search
        </Button>
      }
    >
      Try another word: titles, prompts and owners’ names are searched.
    </EmptyState>
  );
}

/** The first page of a list failed to load: plain words and 'Try again'. */
export function ListErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<ImageOff className="size-7" aria-hidden="true" />}
      title="We couldn’t load these pages"
      action={
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection, then try again.
    </EmptyState>
  );
}
