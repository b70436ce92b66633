import type { Setting, SettingUpdateResult } from '@huebook/shared/schemas/setting';
import type { Website, WebsiteGroup, WebsiteGroupName } from '@huebook/shared/schemas/website';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';
import { settingsListQuery } from '../../lib/settings-query.ts';

import { readWebsite } from './read-website.ts';

const adminWebsiteKey = ['settings', 'website', 'admin'] as const;

/**
 * The website content for the editors, read fresh from GET /settings/list. Unlike the public
 * settings query, a failure is an error here (with a Retry), never an empty website an admin
 * could save over the real one.
 */
export function useAdminWebsite() {
  return useQuery({
    queryKey: adminWebsiteKey,
    queryFn: async (): Promise<Website> => {
      const rows = await api.get<Setting[]>('/settings/list', undefined, { onFailure: () => true });
      if (!rows) throw new Error('The website content could not be loaded.');
      return readWebsite(rows.find((row) => row.name === 'website')?.value);
    },
    staleTime: 0,
    retry: false,
  });
}

/**
 * PATCH /settings/website/update with one group: the server merges it into the stored website
 * and answers with the whole value, which both the editors' and the landing's caches take.
 * Resolves to null after a failure (already shown as a danger toast).
 */
export function useSaveWebsiteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      group,
      value,
    }: {
      group: WebsiteGroupName;
      value: WebsiteGroup<WebsiteGroupName>;
    }) => {
      const result = await api.patch<SettingUpdateResult>('/settings/website/update', {
        value: JSON.stringify({ [group]: value }),
      });
      return result?.value === undefined ? null : result.value;
    },
    onSuccess: (stored) => {
      if (stored === null) return;
      queryClient.setQueryData(adminWebsiteKey, readWebsite(stored));
      queryClient.setQueryData(settingsListQuery.queryKey, (rows) =>
        rows?.map((row) => (row.name === 'website' ? { ...row, value: stored } : row)),
      );
    },
  });
}
