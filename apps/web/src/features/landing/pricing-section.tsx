import { formatPrice, priceSuffix } from '@huebook/shared/format';
import type { Plan } from '@huebook/shared/schemas/plan';
import clsx from 'clsx';
import { Check } from 'lucide-react';

import { ButtonLink } from '../../components/ui/button.tsx';

import { planBadge, planSignUpPath } from './pricing.ts';
import { SectionHeading, sectionClass } from './section-heading.tsx';
import type { Website } from './website.ts';

/** Pricing: a card per plan, cheapest first, each leading to sign-up with that plan. */
export function PricingSection({ website, plans }: { website: Website; plans: Plan[] }) {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className={`${sectionClass} bg-ink-50`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple plans for every colorist"
          lead={website.pricing.subheading}
        />
        {plans.length === 0 ? (
          <p className="mt-12 text-center text-ink-500">
            Plans are not available right now. Please come back later.
          </p>
        ) : (
          <ul className="mt-12 grid items-stretch gap-6 md:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const badge = planBadge(plan);
  const isFeatured = plan.name === 'starter';
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={clsx(
        'relative flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm',
        isFeatured ? 'ring-2 ring-brand-600 md:-translate-y-2 md:shadow-xl' : 'ring-1 ring-ink-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`plan-${plan.name}`} className="text-xl font-extrabold text-ink-900">
          {plan.title}
        </h3>
        {badge && (
          <span
            className={clsx(
              'rounded-full px-3 py-1 text-xs font-bold',
              isFeatured ? 'bg-brand-600 text-white' : 'bg-amber-100 text-amber-800',
            )}
          >
            {badge}
          </span>
        )}
      </div>
      {plan.description && <p className="mt-2 text-sm text-ink-600">{plan.description}</p>}
      <p className="mt-6">
        <span className="text-4xl font-extrabold tracking-tight text-ink-900">{formatPrice(plan.price)}</span>
        {plan.paid && <span className="text-ink-500">{priceSuffix(plan)}</span>}
      </p>
      <ul className="mt-6 grid flex-1 content-start gap-3 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
          {plan.public_page_limit} public pages per month
        </li>
        <li className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
          {plan.page_creation_limit} page creations per month
        </li>
      </ul>
      <ButtonLink
        to={planSignUpPath(plan)}
        variant={isFeatured ? 'primary' : 'light'}
        className="mt-8 w-full"
        aria-label={`Get started with ${plan.title}`}
      >
        Get started
      </ButtonLink>
    </article>
  );
}
