import type { Setting } from '@huebook/shared/schemas/setting';
import { useQuery } from '@tanstack/react-query';

import { api } from './api-client.ts';

export const DEFAULT_APP_NAME = 'Huebook';

/** The product name from GET /settings/list (`app_name`), 'Huebook' until known or when unset. */
export function useAppName(): string {
  const { data } = useQuery({
    queryKey: ['settings', 'list'],
    queryFn: async () =>
      (await api.get<Setting[]>('/settings/list', undefined, { onFailure: () => true })) ?? [],
    staleTime: 5 * 60_000,
  });
  const name = data?.find((setting) => setting.name === 'app_name')?.value.trim();
  return name || DEFAULT_APP_NAME;
}
