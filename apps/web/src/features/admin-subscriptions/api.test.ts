import { expect, it } from 'vitest';

import { subscriptionStatus } from './api.ts';

it('a subscription is active while canceled_at is empty, otherwise canceled (spec §4)', () => {
  expect(subscriptionStatus({ canceled_at: null })).toBe('active');
  expect(subscriptionStatus({ canceled_at: '2026-01-02T03:04:05.000Z' })).toBe('canceled');
});
