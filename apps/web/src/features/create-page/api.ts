import type { DetailLevel } from '@huebook/shared/constants';
import type { Page } from '@huebook/shared/schemas/page';
import type { PageCreateBody, PromptSuggestion } from '@huebook/shared/schemas/page-create';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type ApiFailure } from '../../lib/api-client.ts';

import { creditKey } from './credits-left.tsx';

/** Page lists (every scope) start with this key; a new page belongs in "My pages". */
const pagesKey = ['pages'] as const;

/** After a page is made: the lists and the remaining credits are out of date. */
function useRefreshAfterCreate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: pagesKey });
    void queryClient.invalidateQueries({ queryKey: creditKey });
  };
}

/**
 * POST /pages/create `{ prompt }` → the new page, or null after a failure or an abort (the
 * server then stops the provider call and refunds the credit). `onRefused` sees a 400 (a bad
 * prompt, or one the provider's safety system refused) so the screen can show it by the field;
 * every other failure goes through the API client (403 NO_CREDITS → /checkout).
 */
export function useCreateAiPage(onRefused: (message: string) => void) {
  const refresh = useRefreshAfterCreate();
  return useMutation({
    mutationFn: ({ signal, ...body }: PageCreateBody & { signal?: AbortSignal }) =>
      api.post<Page>('/pages/create', body, {
        signal,
        onFailure: (failure: ApiFailure) => {
          if (failure.status !== 400) return false;
          onRefused(failure.message);
          return true;
        },
      }),
    onSuccess: (page) => {
      if (page) refresh();
    },
  });
}

/** GET /pages/prompt/generate → one page idea, or null after a failure. */
export function useSuggestPrompt() {
  return useMutation({
    mutationFn: async () => (await api.get<PromptSuggestion>('/pages/prompt/generate'))?.prompt ?? null,
  });
}

export interface UploadInput {
  file: File;
  /** Convert a photo or colored drawing to line art on the server. */
  lineArt: boolean;
  /** Regions of the converted page (sent only with `lineArt`). */
  detail: DetailLevel;
}

/** POST /pages/upload (multipart `file`, `lineArt` 'true' | 'false', `detail`) → the new page, or null. */
export function useUploadPage() {
  const refresh = useRefreshAfterCreate();
  return useMutation({
    mutationFn: ({ file, lineArt, detail }: UploadInput) =>
      api.upload<Page>('/pages/upload', file, {
        fields: lineArt ? { lineArt: 'true', detail } : { lineArt: 'false' },
      }),
    onSuccess: (page) => {
      if (page) refresh();
    },
  });
}
