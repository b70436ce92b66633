import { formatPrice } from '@huebook/shared/format';
import type { CheckoutBody } from '@huebook/shared/schemas/checkout';
import type { Plan } from '@huebook/shared/schemas/plan';
import type { User } from '@huebook/shared/schemas/user';
import { useMutation, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { format } from 'date-fns';
import { Check, CreditCard, Info, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { checkoutReturn, openCheckout } from '../../lib/platform.ts';
import { queryKeys } from '../../lib/query-keys.ts';

function usePaidPlans() {
  return useQuery({
    queryKey: queryKeys.plans.paid(),
    queryFn: async () => (await callApi('GET /plans/paid/list')).data,
  });
}

/** /checkout: choose a paid plan and go to the payment provider's checkout (spec §2). */
export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const plans = usePaidPlans();
  const [chosen, setChosen] = useState<string | null>(searchParams.get('plan'));
  const selected = plans.data?.find((plan) => plan.name === chosen) ?? null;
  const user = useAuthStore((state) => state.user);
  // One subscription at a time (the server refuses a second): say so before any choice.
  const isSubscribed = Boolean(user?.plan.paid && user.subscription);

  const checkout = useMutation({
    mutationFn: async (body: CheckoutBody) => (await callApi('POST /stripe/checkout', { body })).data,
    onSuccess: (session) => {
      // The system browser on iOS and Android, this window elsewhere (lib/platform.ts).
      void openCheckout(session.url);
    },
  });

  function onCheckout() {
    // Spec §5: nothing happens without a plan or a payment price id.
    if (!selected?.stripe_price_id) return;
    checkout.mutate({ priceId: selected.stripe_price_id, returnTo: checkoutReturn() });
  }

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title="Choose plan" description="More pages every month, favorites, print and download." />
      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Loading plans">
          {[0, 1].map((key) => (
            <div key={key} className="h-56 animate-pulse rounded-3xl bg-white ring-1 ring-ink-200" />
          ))}
        </div>
      ) : plans.isError ? (
        <EmptyState title="Failed to load plans">
          <Button variant="light" onClick={() => void plans.refetch()} className="mt-2">
            Try again
          </Button>
        </EmptyState>
      ) : plans.data.length === 0 ? (
        <EmptyState title="No paid plans yet">
          Paid plans are not available at the moment. Please come back later.
        </EmptyState>
      ) : (
        <>
          {isSubscribed && user && <CurrentPlanNotice user={user} />}
          <fieldset disabled={isSubscribed} className="disabled:opacity-60">
            <legend className="sr-only">Paid plans</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {plans.data.map((plan) => (
                <PlanOption
                  key={plan.id}
                  plan={plan}
                  isChosen={plan.name === chosen}
                  onChoose={() => setChosen(plan.name)}
                />
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-col items-stretch gap-2 sm:items-end">
            <Button
              size="lg"
              onClick={onCheckout}
              disabled={isSubscribed || !selected?.stripe_price_id}
              isProcessing={checkout.isPending}
            >
              <CreditCard aria-hidden="true" className="size-5" />
              Checkout
            </Button>
            {!isSubscribed && !selected && <p className="text-sm text-ink-500">Choose a plan to continue.</p>}
            {selected && !selected.stripe_price_id && (
              <p className="text-sm text-ink-500">
                This plan cannot be bought yet: its payment price is not set up.
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The plan a subscribed user is on, and when another can be chosen (DESIGN.md "Payments"). */
function CurrentPlanNotice({ user }: { user: User }) {
  const subscription = user.subscription;
  const until = subscription?.expire_at ? format(new Date(subscription.expire_at), 'MMMM d, yyyy') : null;
  return (
    <div
      role="status"
      className="mb-5 flex flex-col gap-3 rounded-3xl bg-brand-50 p-5 text-ink-800 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <strong>You are on the {user.plan.title} plan.</strong>{' '}
          {subscription?.canceled_at
            ? `It ends on ${until ?? 'the end of this period'}. You can choose another plan after that.`
            : `It renews${until ? ` on ${until}` : ' every month'}. To choose another plan, cancel it first: it stays active until the end of the period you paid for.`}
        </span>
      </p>
      <ButtonLink to="/account" variant="light" className="shrink-0">
        Manage plan
      </ButtonLink>
    </div>
  );
}

function PlanOption({ plan, isChosen, onChoose }: { plan: Plan; isChosen: boolean; onChoose: () => void }) {
  return (
    <label
      className={clsx(
        'relative flex cursor-pointer flex-col gap-3 rounded-3xl bg-white p-5 ring-1 transition sm:p-6',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
        isChosen ? 'shadow-lg ring-2 ring-brand-500' : 'ring-ink-200 hover:ring-brand-300',
      )}
    >
      <input
        type="radio"
        name="plan"
        value={plan.name}
        checked={isChosen}
        onChange={onChoose}
        className="sr-only"
      />
      <div className="flex items-start justify-between gap-2">
        <span className="text-lg font-extrabold text-ink-900">{plan.title}</span>
        <span className="flex gap-1.5">
          {plan.name === 'starter' && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-bold text-brand-800">
              <Sparkles aria-hidden="true" className="size-3" />
              Recommended
            </span>
          )}
          {plan.name === 'advanced' && plan.discount > 0 && (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800">
              {plan.discount}% off
            </span>
          )}
        </span>
      </div>
      <p>
        <span className="text-3xl font-black text-ink-900">{formatPrice(plan.price)}</span>
        <span className="text-ink-500"> / month</span>
      </p>
      {plan.description && <p className="text-sm text-ink-600">{plan.description}</p>}
      <ul className="flex flex-col gap-1.5 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
          {plan.public_page_limit} public pages per month
        </li>
        <li className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
          {plan.page_creation_limit} page creations per month
        </li>
      </ul>
      <span
        aria-hidden="true"
        className={clsx(
          'absolute right-5 bottom-5 grid size-6 place-items-center rounded-full border-2',
          isChosen ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-300',
        )}
      >
        {isChosen && <Check className="size-4" />}
      </span>
    </label>
  );
}
