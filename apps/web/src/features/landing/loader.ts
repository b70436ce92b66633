import type { Plan } from '@huebook/shared/schemas/plan';
import { queryOptions } from '@tanstack/react-query';
import { redirect } from 'react-router';

import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { isNativePlatform } from '../../lib/platform.ts';
import { queryClient } from '../../lib/query-client.ts';
import { homePathFor } from '../../lib/session.ts';
import { settingsListQuery } from '../../lib/settings.ts';

/** GET /plans/list (public), cheapest first; a failure shows the pricing section's empty state. */
export const plansListQuery = queryOptions({
  queryKey: ['plans', 'list'],
  queryFn: async (): Promise<Plan[]> =>
    (await api.get<Plan[]>('/plans/list', undefined, { onFailure: () => true })) ?? [],
  staleTime: 5 * 60_000,
});

/**
 * Loader of / (spec §2): a signed-in user goes to their home, a native shell to /splash
 * (spec §1: the landing site is web only); a visitor gets the settings and the plans.
 */
export async function landingLoader(): Promise<Response | { plans: Plan[] }> {
  const { token, user } = useAuthStore.getState();
  if (token && user) return redirect(homePathFor(user));
  if (isNativePlatform()) return redirect('/splash');
  const [plans] = await Promise.all([
    queryClient.ensureQueryData(plansListQuery),
    queryClient.ensureQueryData(settingsListQuery),
  ]);
  return { plans };
}

/** Loader of /privacy and /terms: the settings their layout and content come from. */
export async function websiteLoader(): Promise<null> {
  await queryClient.ensureQueryData(settingsListQuery);
  return null;
}
