import { formatPrice, priceSuffix } from '@huebook/shared/format';
import type { Plan } from '@huebook/shared/schemas/plan';
import { describe, expect, it } from 'vitest';

import { formToBody, planToForm } from './plan-form.ts';

const starter: Plan = {
  id: 'p2',
  name: 'starter',
  title: 'Starter',
  description: 'For fans',
  price: 4.99,
  paid: true,
  discount: 0,
  stripe_price_id: null,
  public_page_limit: 100,
  page_creation_limit: 30,
};
const free: Plan = { ...starter, id: 'p1', name: 'free', title: 'Free', price: 0, paid: false };

describe('price formatting', () => {
  it('shows dollars with two decimals and a monthly suffix for paid plans only', () => {
    expect(formatPrice(4.99)).toBe('$4.99');
    expect(formatPrice(10)).toBe('$10.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(priceSuffix(starter)).toBe(' / month');
    expect(priceSuffix(free)).toBe('');
  });
});

describe('formToBody', () => {
  it('sends numbers, and price and price id for paid plans', () => {
    const form = { ...planToForm(starter), price: '5.5', publicPageLimit: '120', stripePriceId: ' price_1 ' };
    expect(formToBody(starter, form)).toEqual({
      name: 'starter',
      title: 'Starter',
      description: 'For fans',
      price: 5.5,
      stripePriceId: 'price_1',
      publicPageLimit: 120,
      pageCreationLimit: 30,
    });
  });

  it('leaves price and price id out for the free plan', () => {
    const body = formToBody(free, { ...planToForm(free), price: '3', stripePriceId: 'price_x' });
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('stripePriceId');
    expect(body.publicPageLimit).toBe(100);
  });
});
