import { MESSAGES } from '@huebook/shared/messages';
import type { User } from '@huebook/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { creditQuery } from '../../lib/api-cached-reads.ts';
import { notify, useNotificationStore } from '../../lib/notification-store.ts';

import { cancelSubscription } from './api.ts';

const DATE = 'MMMM d, yyyy';

/**
 * The current plan, the credits left this period and, for an active subscription, its cancel.
 * A canceled subscription keeps its plan until expire_at: "Ends on …" instead of "Renews on …".
 */
export function PlanPanel({ user }: { user: User }) {
  const navigate = useNavigate();
  const confirm = useNotificationStore((state) => state.confirm);
  const credit = useQuery(creditQuery);
  const subscription = user.subscription;
  const isActive = Boolean(subscription && !subscription.canceled_at);

  function onCancel() {
    confirm(MESSAGES.confirmCancelSubscription, async () => {
      if (!(await cancelSubscription())) return;
      notify({ message: MESSAGES.subscriptionCanceled, variant: 'success', persist: true });
      await navigate('/pages/public');
    });
  }

  return (
    <section
      aria-labelledby="plan-title"
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="plan-title" className="text-lg font-extrabold text-ink-900">
            Plan
          </h2>
          <p className="mt-1 text-ink-700">
            Current plan: <strong data-testid="current-plan">{user.plan.title}</strong>
          </p>
        </div>
        {subscription && (
          <span
            className={
              isActive
                ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800'
                : 'rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-bold text-ink-700'
            }
          >
            {isActive ? 'active' : 'canceled'}
          </span>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-ink-50 p-3">
          <dt className="text-sm text-ink-600">Public pages left</dt>
          <dd className="text-2xl font-black text-ink-900">{credit.data?.public_page ?? '–'}</dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-3">
          <dt className="text-sm text-ink-600">Page creations left</dt>
          <dd className="text-2xl font-black text-ink-900">{credit.data?.page_creation ?? '–'}</dd>
        </div>
      </dl>

      {subscription?.expire_at && (
        <p className="text-sm text-ink-600">
          {isActive ? 'Renews on ' : 'Ends on '}
          {format(new Date(subscription.expire_at), DATE)}
        </p>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        {!user.plan.paid && <ButtonLink to="/checkout">Upgrade plan</ButtonLink>}
        {isActive && (
          <Button variant="danger" onClick={onCancel}>
            Cancel subscription
          </Button>
        )}
      </div>
    </section>
  );
}
