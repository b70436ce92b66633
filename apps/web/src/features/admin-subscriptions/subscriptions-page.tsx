import { formatPrice } from '@huebook/shared/format';
import { MESSAGES } from '@huebook/shared/messages';
import type { Subscription } from '@huebook/shared/schemas/subscription';
import clsx from 'clsx';
import { format } from 'date-fns';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';

import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PagedListStates } from '../../components/ui/paged-list-states.tsx';
import { SearchBox } from '../../components/ui/search-box.tsx';

import { subscriptionStatus, useSubscriptions } from './api.ts';

/** Spec §9 display date format. */
const DATE_FORMAT = 'MMMM d, yyyy h:mm a';

/** /admin/subscriptions (spec §2): searchable list of subscriptions with 'Load more'. */
export function SubscriptionsPage() {
  const [search, setSearch] = useState('');
  const list = useSubscriptions(search);
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section>
      <PageHeading title="Subscriptions" description="Every plan bought, newest first." />
      <SearchBox className="mb-6" label="Search subscriptions by email" onSearch={setSearch} />
      <PagedListStates
        list={list}
        isEmpty={rows.length === 0}
        icon={<CreditCard aria-hidden="true" className="size-7" />}
        errorTitle={MESSAGES.failedToLoadSubscriptions}
        emptyTitle="No subscriptions yet"
        emptyText={
          search ? `Nothing matches “${search}”.` : 'Subscriptions appear here once users buy a plan.'
        }
      >
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {rows.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      </PagedListStates>
    </section>
  );
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const status = subscriptionStatus(subscription);
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 truncate font-bold text-ink-900">{subscription.user.email}</p>
        <span
          className={clsx(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold',
            status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-ink-100 text-ink-600',
          )}
        >
          {status}
        </span>
      </div>
      <p className="text-sm text-ink-600">Payment id: {subscription.user.stripe_id ?? '—'}</p>
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-ink-800">{subscription.plan.title}</span>
        <span className="text-lg font-black text-ink-900">{formatPrice(subscription.price)}</span>
      </p>
      <p className="text-sm text-ink-500">
        <time dateTime={subscription.created_at}>
          {format(new Date(subscription.created_at), DATE_FORMAT)}
        </time>
      </p>
    </li>
  );
}
