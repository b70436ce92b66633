import type { UpdatePlanBody } from '@huebook/shared/schemas/plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /plans/list, cheapest first. */
export function usePlans() {
  return useQuery({
    queryKey: queryKeys.plans.list(),
    queryFn: async () => (await callApi('GET /plans/list')).data,
  });
}

/** GET /plans/{id}/read; a 404 is the query's error, not shown (the screen redirects). */
export function usePlan(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.plans.detail(id),
    enabled: Boolean(id),
    queryFn: async () => (await callApi('GET /plans/:id/read', { params: { id: id ?? '' } })).data,
    meta: { handlesErrors: [404] },
    staleTime: 0,
  });
}

/** POST /plans/{id}/update; every cached plan list is refreshed after it. */
export function useUpdatePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdatePlanBody) =>
      (await callApi('POST /plans/:id/update', { params: { id }, body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all }),
  });
}
