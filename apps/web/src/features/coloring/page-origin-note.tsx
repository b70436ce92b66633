import { MAX_PAGE_SEED } from '@huebook/shared/constants';
import type { MissingSubjects, Page } from '@huebook/shared/schemas/page';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Camera, PencilLine, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

type NotedPage = Pick<Page, 'id' | 'generator' | 'generation' | 'prompt' | 'source' | 'is_owner'>;

/** What the note says of a page, or null when it says nothing (AI-drawn or kept pages). */
export function pageOrigin(page: NotedPage): { kind: 'library' | 'photo'; text: string } | null {
  const method = page.generation?.method ?? (page.generator === 'offline' ? 'library' : null);
  if (method === 'library') return { kind: 'library', text: 'Drawn from our library' };
  if (method !== 'photo') return null;
  return {
    kind: 'photo',
    text: page.generation?.fallback
      ? 'Made from your photo. The AI could not convert it this time, so Huebook drew the outlines itself.'
      : 'Made from your photo',
  };
}

/**
 * What a library page could not draw of its prompt, in plain words: "We have no drawing of a
 * quokka yet, so this page shows a tree in a meadow." Null for other pages.
 */
export function missingSentence(page: NotedPage): string | null {
  const missing: MissingSubjects | undefined = page.generation?.missing;
  if (page.generation?.method !== 'library' || !missing) return null;
  const { subjects, shows } = missing;
  const named =
    subjects.length > 1 ? `${subjects.slice(0, -1).join(', ')} or ${subjects.at(-1)}` : (subjects[0] ?? '');
  return `We have no drawing of ${named} yet, so this page shows ${shows}.`;
}

/**
 * Says how the page was made: "Drawn from our library" (the offline generator) or "Made from
 * your photo" (an upload converted offline); for a library page that left out something its
 * prompt named, what it has no drawing of and what the page shows instead. The owner of a
 * library page gets "Try another": the same prompt with the next seed makes a new page (one
 * page credit) and opens it; when something was left out, also "Try another prompt", which
 * opens the create screen with the prompt to edit. Admins also see how to have AI draw pages
 * instead. Renders nothing for other pages.
 */
export function PageOriginNote({ page }: { page: NotedPage }) {
  const isAdmin = useAuthStore((state) => state.user?.admin ?? false);
  const origin = pageOrigin(page);
  if (!origin) return null;
  const Icon = origin.kind === 'library' ? BookOpen : Camera;
  const canTryAnother = origin.kind === 'library' && page.is_owner && !!page.prompt && !isAdmin;
  const missing = missingSentence(page);
  return (
    // A column beside the page on a wide screen (`pageLayout`), a row under it on a narrow one.
    <div className="flex w-full max-w-3xl flex-col gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900 ring-1 ring-sky-100 sm:flex-row sm:items-center sm:justify-between lg:flex-col lg:items-stretch lg:justify-start">
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {origin.text}
        </p>
        {missing && <p className="font-medium">{missing}</p>}
      </div>
      {canTryAnother && (
        <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
          {missing && (
            <ButtonLink
              size="sm"
              variant="light"
              to={`/pages/create/ai?${new URLSearchParams({ prompt: page.prompt ?? '' }).toString()}`}
            >
              <PencilLine aria-hidden="true" className="size-4" />
              Try another prompt
            </ButtonLink>
          )}
          <TryAnother page={page} />
        </div>
      )}
      {isAdmin && (
        <p className="text-xs text-sky-800">
          Add an OpenAI key in Settings to have AI draw pages and convert photos.
        </p>
      )}
    </div>
  );
}

function TryAnother({ page }: { page: NotedPage }) {
  const hintId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: async () => {
      const body = {
        prompt: page.prompt ?? '',
        seed: ((page.generation?.seed ?? 0) + 1) % MAX_PAGE_SEED,
        ...(page.generation?.detail ? { detail: page.generation.detail } : {}),
      };
      return (await callApi('POST /pages/create', { body })).data;
    },
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
      void navigate(`/pages/${made.id}/color`);
    },
  });
  return (
    <div className="flex items-center gap-2">
      <span id={hintId} className="sr-only">
        Makes a new page from the same prompt. Uses one page credit.
      </span>
      <Button
        size="sm"
        variant="light"
        aria-describedby={hintId}
        title="Makes a new page from the same prompt (one page credit)"
        isProcessing={create.isPending}
        onClick={() => create.mutate()}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        Try another
      </Button>
    </div>
  );
}
