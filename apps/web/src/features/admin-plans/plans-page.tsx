import { formatPrice, priceSuffix } from '@huebook/shared/format';
import type { Plan } from '@huebook/shared/schemas/plan';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';

import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

import { usePlans } from './api.ts';

/** /admin/plans (spec §2 "Plans"): a card per plan with its price, limits and an edit link. */
export function PlansPage() {
  const plans = usePlans();
  return (
    <section>
      <PageHeading title="Plans" description="Prices and monthly limits of each plan." />
      {plans.isPending ? (
        <div className="grid place-items-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : plans.data?.length ? (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No plans found">The plans could not be loaded.</EmptyState>
      )}
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-extrabold text-ink-900">
          {plan.title}
        </h2>
        <Link
          to={`${plan.id}/edit`}
          aria-label={`edit ${plan.title}`}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Pencil aria-hidden="true" className="size-4" />
          edit
        </Link>
      </div>
      <p className="text-ink-600">{plan.description}</p>
      <p>
        <span className="text-3xl font-black text-ink-900">{formatPrice(plan.price)}</span>
        {priceSuffix(plan) && <span className="text-ink-500">{priceSuffix(plan)}</span>}
      </p>
      <ul className="mt-auto flex flex-col gap-1 text-sm font-medium text-ink-700">
        <li>Public pages: {plan.public_page_limit}</li>
        <li>Create pages: {plan.page_creation_limit}</li>
      </ul>
    </li>
  );
}
