import type { Plan } from '@huebook/shared/schemas/plan';
import { redirect } from 'react-router';

import { callApi } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { homePathFor } from '../../lib/navigation.ts';
import { isNativePlatform } from '../../lib/platform.ts';
import { createPublicRead } from '../../lib/public-read.ts';
import { publicSettings } from '../../lib/settings.ts';

import { toLandingSettings, type LandingSettings } from './use-website.ts';

/** GET /plans/list (public), cheapest first, fresh for 5 minutes; a failure gives no plans. */
export const publicPlans = createPublicRead(
  async (): Promise<Plan[]> => (await callApi('GET /plans/list').catch(() => ({ data: [] }))).data,
  5 * 60_000,
);

/**
 * Loader of the public layout (/, /privacy, /terms): the name, tagline and website content the
 * header, footer and sections show. A failed read shows the defaults.
 */
export async function publicSiteLoader(): Promise<LandingSettings> {
  return toLandingSettings(await publicSettings.read());
}

/**
 * Loader of / (spec §2): a signed-in user goes to their home, a native shell to /splash
 * (spec §1: the landing site is web only); a visitor gets the plans.
 */
export async function landingLoader(): Promise<Response | { plans: Plan[] }> {
  const { token, user } = useAuthStore.getState();
  if (token && user) return redirect(homePathFor(user));
  if (isNativePlatform()) return redirect('/splash');
  return { plans: await publicPlans.read() };
}
