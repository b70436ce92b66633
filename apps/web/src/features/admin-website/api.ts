import type { Website, WebsiteGroup, WebsiteGroupName } from '@huebook/shared/schemas/website';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { settingsListQuery } from '../../lib/settings-query.ts';

import { readWebsite } from './read-website.ts';

const adminWebsiteKey = queryKeys.settings.website();

/**
 * The website content for the editors, read fresh from GET /settings/list. Unlike the public
 * settings query, a failure is an error here (with a Retry), never an empty website an admin
 * could save over the real one.
 */
export function useAdminWebsite() {
  return useQuery({
    queryKey: adminWebsiteKey,
    queryFn: async (): Promise<Website> => {
      const rows = (await callApi('GET /settings/list')).data;
      return readWebsite(rows.find((row) => row.name === 'website')?.value);
    },
    // The editors show the failure with a Retry.
    meta: { handlesErrors: 'all' },
    staleTime: 0,
    retry: false,
  });
}

/**
 * PATCH /settings/website/update with one group: the server merges it into the stored website
 * and answers with the whole value, which both the editors' and the landing's caches take.
 * A failure is the mutation's error (already shown as a danger toast by the query cache).
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
      const result = await callApi('PATCH /settings/:name/update', {
        params: { name: 'website' },
        body: { value: JSON.stringify({ [group]: value }) },
      });
      return result.data.value ?? null;
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
