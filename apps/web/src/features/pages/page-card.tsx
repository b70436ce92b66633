import type { ListedPage } from '@huebook/shared/schemas/page';
import clsx from 'clsx';
import { format, formatDistanceToNow } from 'date-fns';
import { Ban, Flame, Palette } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { prefetchOnIntent } from '../../lib/route-prefetch.ts';

import { BlockToggle, FavoriteToggle } from './page-card-actions.tsx';

/** The full creation date shown as a card's tooltip (spec §9). */
export const CARD_DATE_FORMAT = 'MMMM d, yyyy h:mm a';

/**
 * One page in a grid (spec §2 "Page lists"): the user's colored preview when there is one,
 * else the thumbnail; owner and payment id; colored and favorited counts; relative creation
 * time. A user's card opens the coloring screen; an admin's card (`isAdminList`) links nowhere.
 */
export function PageCard({ page, isAdminList = false }: { page: ListedPage; isAdminList?: boolean }) {
  const titleId = useId();
  const image = page.colored?.preview || page.thumbnail || page.illustration;
  const created = new Date(page.created_at);
  const title = page.title || 'Untitled page';
  const hasCornerAction = isAdminList || page.is_owner;

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200',
        !isAdminList &&
          'transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-500',
      )}
    >
      <div className="relative aspect-square bg-white">
        <img
          src={image}
          alt=""
          loading="lazy"
          className={clsx('size-full object-contain', page.blocked && 'opacity-40 grayscale')}
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {page.trending && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-amber-950">
              <Flame aria-hidden="true" className="size-3.5" />
              Trending
            </span>
          )}
          {page.blocked && (
            <span className="inline-flex items-center gap-1 rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">
              <Ban aria-hidden="true" className="size-3.5" />
              Blocked
            </span>
          )}
        </div>
        {hasCornerAction && (
          <div className="absolute top-2 right-2">
            <BlockToggle page={page} isAdminList={isAdminList} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-ink-100 p-3">
        <h2 id={titleId} className="truncate text-sm font-bold text-ink-900 sm:text-base">
          {isAdminList ? (
            title
          ) : (
            <Link
              to={`/pages/${page.id}/color`}
              className="outline-none after:absolute after:inset-0 after:content-['']"
              {...prefetchOnIntent(`/pages/${page.id}/color`)}
            >
              {title}
            </Link>
          )}
        </h2>
        <p className="truncate text-xs text-ink-500 sm:text-sm">
          by <span className="font-semibold text-ink-700">{page.user.name}</span>
          {page.user.stripe_id && (
            <span className="ml-1 font-mono text-[0.7rem] text-ink-400" title="Payment id">
              {page.user.stripe_id}
            </span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-ink-500">
          <span className="inline-flex items-center gap-1" title="Times colored">
            <Palette aria-hidden="true" className="size-3.5" />
            {page.colored_count}
            <span className="sr-only"> colored</span>
          </span>
          <FavoriteToggle page={page} canToggle={!isAdminList} />
          <time dateTime={page.created_at} title={format(created, CARD_DATE_FORMAT)} className="ml-auto">
            {formatDistanceToNow(created, { addSuffix: true })}
          </time>
        </div>
      </div>
    </article>
  );
}

/** Grey placeholders shaped like cards while the first page loads. */
export function PageCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200"
        >
          <div className="aspect-square bg-ink-100" />
          <div className="flex flex-col gap-2 p-3">
            <div className="h-4 w-3/4 rounded bg-ink-100" />
            <div className="h-3 w-1/2 rounded bg-ink-100" />
            <div className="h-3 w-2/3 rounded bg-ink-100" />
          </div>
        </div>
      ))}
    </>
  );
}
