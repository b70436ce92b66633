import { redirect } from 'react-router';

import { useAuthStore } from '../../lib/auth-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { homePathFor } from '../../lib/session.ts';
import { settingsListQuery } from '../../lib/settings.ts';

/** Loader of /splash: a signed-in user goes straight home; others get the name and tagline. */
export async function splashLoader(): Promise<Response | null> {
  const { token, user } = useAuthStore.getState();
  if (token && user) return redirect(homePathFor(user));
  await queryClient.ensureQueryData(settingsListQuery);
  return null;
}
