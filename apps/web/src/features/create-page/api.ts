import type { DetailLevel } from '@huebook/shared/constants';
import type { PageCreateBody } from '@huebook/shared/schemas/page-create';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** After a page is made: the lists (a new page belongs in "My pages") and the credits are out of date. */
function useRefreshAfterCreate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.pages.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
  };
}

/**
 * POST /pages/create `{ prompt }` → the new page; an abort cancels it (the server then stops the
 * provider call and refunds the credit). `onRefused` sees a 400 (a bad prompt, or one the
 * provider's safety system refused) so the screen can show it by the field; every other failure
 * gets the query cache's reaction (403 NO_CREDITS → /checkout).
 */
export function useCreateAiPage(onRefused: (message: string) => void) {
  const refresh = useRefreshAfterCreate();
  return useMutation({
    mutationFn: async ({ signal, ...body }: PageCreateBody & { signal?: AbortSignal }) =>
      (await callApi('POST /pages/create', { body, signal })).data,
    meta: { handlesErrors: [400] },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) onRefused(error.message);
    },
    onSuccess: refresh,
  });
}

/** GET /pages/prompt/generate → one page idea. */
export function useSuggestPrompt() {
  return useMutation({
    mutationFn: async () => (await callApi('GET /pages/prompt/generate')).data.prompt,
  });
}

export interface UploadInput {
  file: File;
  /** Convert a photo or colored drawing to line art on the server. */
  lineArt: boolean;
  /** Regions of the converted page (sent only with `lineArt`). */
  detail: DetailLevel;
}

/** POST /pages/upload (multipart `file`, `lineArt` 'true' | 'false', `detail`) → the new page. */
export function useUploadPage() {
  const refresh = useRefreshAfterCreate();
  return useMutation({
    mutationFn: async ({ file, lineArt, detail }: UploadInput) =>
      (
        await callApi('POST /pages/upload', {
          file,
          fields: lineArt ? { lineArt: 'true', detail } : { lineArt: 'false' },
        })
      ).data,
    onSuccess: refresh,
  });
}
