import type { Plan, UpdatePlanBody } from '@huebook/shared/schemas/plan';

/** What the edit form holds: text as typed. */
export interface PlanFormValues {
  title: string;
  description: string;
  price: string;
  stripePriceId: string;
  publicPageLimit: string;
  pageCreationLimit: string;
}

export function planToForm(plan: Plan): PlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    price: plan.price.toFixed(2),
    stripePriceId: plan.stripe_price_id ?? '',
    publicPageLimit: String(plan.public_page_limit),
    pageCreationLimit: String(plan.page_creation_limit),
  };
}

/**
 * The POST /plans/{id}/update body (spec §5): numeric fields as numbers; price and Stripe price
 * id only for paid plans.
 */
export function formToBody(plan: Pick<Plan, 'name' | 'paid'>, form: PlanFormValues): UpdatePlanBody {
  const body: UpdatePlanBody = {
    name: plan.name,
    title: form.title.trim(),
    description: form.description.trim(),
    publicPageLimit: Number(form.publicPageLimit),
    pageCreationLimit: Number(form.pageCreationLimit),
  };
  if (plan.paid) {
    body.price = Number(form.price);
    body.stripePriceId = form.stripePriceId.trim();
  }
  return body;
}
