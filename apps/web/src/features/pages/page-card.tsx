import type { Page } from '@huebook/shared/schemas/page';
import { formatDistanceToNow } from 'date-fns';
import { Flame, Heart, Palette } from 'lucide-react';
import { Link } from 'react-router';

/** One page in a grid (spec §2 "Page lists"); the whole card opens the coloring screen. */
export function PageCard({ page }: { page: Page }) {
  const image = page.colored?.preview || page.thumbnail || page.illustration;
  const created = new Date(page.created_at);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-500">
      <div className="relative aspect-square bg-white">
        <img src={image} alt="" loading="lazy" className="size-full object-contain" />
        {page.trending && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-amber-950">
            <Flame aria-hidden="true" className="size-3.5" />
            Trending
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t border-ink-100 p-3">
        <h2 className="truncate text-sm font-bold text-ink-900 sm:text-base">
          <Link
            to={`/pages/${page.id}/color`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {page.title || 'Untitled page'}
          </Link>
        </h2>
        <p className="truncate text-xs text-ink-500 sm:text-sm">
          by <span className="font-semibold text-ink-700">{page.user.name}</span>
          {page.user.stripe_id && (
            <span className="ml-1 font-mono text-[0.7rem] text-ink-400">{page.user.stripe_id}</span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-ink-500">
          <span className="inline-flex items-center gap-1" title="Times colored">
            <Palette aria-hidden="true" className="size-3.5" />
            {page.colored_count}
            <span className="sr-only">colored</span>
          </span>
          <span className="inline-flex items-center gap-1" title="Times favorited">
            <Heart
              aria-hidden="true"
              className={page.is_favorited ? 'size-3.5 fill-rose-500 text-rose-500' : 'size-3.5'}
            />
            {page.favorited_count}
            <span className="sr-only">favorited</span>
          </span>
          <time dateTime={page.created_at} title={created.toLocaleString()} className="ml-auto">
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
          </div>
        </div>
      ))}
    </>
  );
}
