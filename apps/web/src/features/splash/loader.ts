import { redirect } from 'react-router';

import { useAuthStore } from '../../lib/auth-store.ts';
import { homePathFor } from '../../lib/navigation.ts';
import { publicSettings } from '../../lib/settings.ts';

/**
 * Loader of /splash: a signed-in user goes straight home; others get the name and tagline (the
 * settings list, which the screen's query then starts from).
 */
export async function splashLoader(): Promise<Response | null> {
  const { token, user } = useAuthStore.getState();
  if (token && user) return redirect(homePathFor(user));
  await publicSettings.read();
  return null;
}
