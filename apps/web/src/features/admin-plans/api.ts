import type { Plan, PlanUpdateResult, UpdatePlanBody } from '@huebook/shared/schemas/plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

const plansKey = ['plans'] as const;

/** GET /plans/list, cheapest first. */
export function usePlans() {
  return useQuery({
    queryKey: [...plansKey, 'list'],
    queryFn: async () => (await api.get<Plan[]>('/plans/list')) ?? [],
  });
}

/** GET /plans/{id}/read; null when missing (404 answers quietly: the screen redirects). */
export function usePlan(id: string | undefined) {
  return useQuery({
    queryKey: [...plansKey, 'read', id],
    enabled: Boolean(id),
    queryFn: () => api.get<Plan>(`/plans/${id}/read`, undefined, { onFailure: (f) => f.status === 404 }),
    staleTime: 0,
  });
}

/** POST /plans/{id}/update; every cached plan list is refreshed after it. */
export function useUpdatePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePlanBody) => api.post<PlanUpdateResult>(`/plans/${id}/update`, body),
    onSuccess: (result) => {
      if (result) void queryClient.invalidateQueries({ queryKey: plansKey });
    },
  });
}
