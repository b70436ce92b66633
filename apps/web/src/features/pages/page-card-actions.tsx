import { MESSAGES } from '@huebook/shared/messages';
import type { ListedPage } from '@huebook/shared/schemas/page';
import clsx from 'clsx';
import { Ban, Heart, ShieldCheck, Trash2 } from 'lucide-react';

import { Spinner } from '../../components/ui/spinner.tsx';
import { useNotificationStore } from '../../lib/notification-store.ts';

import { useToggleBlocked, useToggleFavorite } from './api.ts';

/**
 * The heart and favorite count of a card. Users toggle it (aria-pressed, named 'Favorite' or
 * 'Unfavorite'); admins cannot favorite (spec §6), so they see the count only.
 */
export function FavoriteToggle({ page, canToggle }: { page: ListedPage; canToggle: boolean }) {
  const toggle = useToggleFavorite();
  const count = (
    <span>
      {page.favorited_count}
      <span className="sr-only"> favorited</span>
    </span>
  );
  if (!canToggle) {
    return (
      <span className="inline-flex items-center gap-1" title="Times favorited">
        <Heart aria-hidden="true" className="size-3.5" />
        {count}
      </span>
    );
  }
  return (
    <span className="relative z-10 inline-flex items-center">
      <button
        type="button"
        aria-label={page.is_favorited ? 'Unfavorite' : 'Favorite'}
        aria-pressed={page.is_favorited}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(page)}
        className="-m-1.5 mr-0 rounded-full p-1.5 text-ink-500 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-wait"
      >
        <Heart
          aria-hidden="true"
          className={clsx('size-4', page.is_favorited && 'fill-rose-500 text-rose-500')}
        />
      </button>
      <span className="ml-0.5" title="Times favorited">
        {count}
      </span>
    </span>
  );
}

/**
 * The icon button in a card's corner (spec §2, §4): 'Delete' for the page's owner, 'Block' or
 * 'Unblock' for admins. Deleting and blocking ask first with a confirmation toast; unblocking
 * does not.
 */
export function BlockToggle({ page, isAdminList }: { page: ListedPage; isAdminList: boolean }) {
  const confirm = useNotificationStore((state) => state.confirm);
  const toggle = useToggleBlocked({ isAdminList });
  const action = !isAdminList ? 'Delete' : page.blocked ? 'Unblock' : 'Block';
  const Icon = action === 'Delete' ? Trash2 : action === 'Block' ? Ban : ShieldCheck;

  const onClick = () => {
    if (action === 'Unblock') toggle.mutate(page);
    else {
      const message = action === 'Block' ? MESSAGES.confirmBlockPage : MESSAGES.confirmDeletePage;
      // A failure has been shown by the query cache; the confirmation just closes.
      confirm(message, () => toggle.mutateAsync(page).catch(() => undefined));
    }
  };

  return (
    <button
      type="button"
      aria-label={action}
      title={action}
      disabled={toggle.isPending}
      onClick={onClick}
      className={clsx(
        'relative z-10 grid size-9 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-ink-200 backdrop-blur transition',
        'focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-wait',
        action === 'Unblock'
          ? 'text-emerald-700 hover:bg-emerald-50'
          : 'text-ink-600 hover:bg-rose-50 hover:text-rose-600',
      )}
    >
      {toggle.isPending ? <Spinner /> : <Icon aria-hidden="true" className="size-4" />}
    </button>
  );
}
