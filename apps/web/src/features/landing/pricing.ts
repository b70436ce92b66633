import type { Plan } from '@huebook/shared/schemas/plan';

/** The badge a plan card wears (spec §2 "Checkout"): 'Recommended' on starter, '{discount}% off' on advanced. */
export function planBadge(plan: Pick<Plan, 'name' | 'discount'>): string | null {
  if (plan.name === 'starter') return 'Recommended';
  if (plan.name === 'advanced' && plan.discount > 0) return `${plan.discount}% off`;
  return null;
}

/**
 * Where a plan card's button leads (spec §2 "Landing layout"): a paid plan to /sign-up/?plan=
 * and then its checkout; the free plan to plain /sign-up, which ends on the public pages.
 */
export function planSignUpPath(plan: Pick<Plan, 'name' | 'paid'>): string {
  return plan.paid ? `/sign-up/?plan=${encodeURIComponent(plan.name)}` : '/sign-up';
}
