import { MESSAGES } from '@huebook/shared/messages';
import type { User } from '@huebook/shared/schemas/user';
import { Ban, Pencil, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useNotificationStore } from '../../lib/notification-store.ts';

import { useToggleUserBlocked } from './api.ts';

/**
 * A user of the admin's list: avatar, name, email, plan, badges, an 'edit' link and the
 * block toggle. Blocking asks first (a confirmation toast); unblocking does not (spec §4).
 */
export function UserCard({ user, isSelf }: { user: User; isSelf: boolean }) {
  const confirm = useNotificationStore((state) => state.confirm);
  const toggle = useToggleUserBlocked();
  const onToggle = () => {
    if (user.blocked) toggle.mutate(user);
    // A failure has been shown by the query cache; the confirmation just closes.
    else confirm(MESSAGES.confirmBlockUser, () => toggle.mutateAsync(user).catch(() => undefined));
  };

  return (
    <article
      aria-label={user.name}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={user.name} photo={user.photo} />
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-bold text-ink-900">
            <span className="truncate">{user.name}</span>
            {user.admin && <Badge tone="brand">admin</Badge>}
            {user.blocked && <Badge tone="danger">blocked</Badge>}
          </h2>
          <p className="truncate text-sm text-ink-600">{user.email}</p>
          <p className="text-xs text-ink-500">
            Plan: <span className="font-semibold text-ink-700">{user.plan.title}</span>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2 sm:justify-end">
        <Link
          to={`/admin/users/${user.id}/edit`}
          className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Pencil aria-hidden="true" className="size-4" />
          edit
        </Link>
        {!isSelf && (
          <Button
            size="sm"
            variant={user.blocked ? 'light' : 'danger'}
            isProcessing={toggle.isPending}
            onClick={onToggle}
          >
            {!toggle.isPending &&
              (user.blocked ? (
                <ShieldCheck aria-hidden="true" className="size-4" />
              ) : (
                <Ban aria-hidden="true" className="size-4" />
              ))}
            {user.blocked ? 'Unblock' : 'Block'}
          </Button>
        )}
      </div>
    </article>
  );
}

function Badge({ tone, children }: { tone: 'brand' | 'danger'; children: string }) {
  return (
    <span
      className={
        tone === 'brand'
          ? 'rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200'
          : 'rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-700 ring-1 ring-rose-200'
      }
    >
      {children}
    </span>
  );
}
