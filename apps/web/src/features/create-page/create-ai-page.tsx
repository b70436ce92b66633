import { PROMPT_MAX_LENGTH } from '@huebook/shared/schemas/page-create';
import clsx from 'clsx';
import { Dices, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';

import { useCreateAiPage, useSuggestPrompt } from './api.ts';
import { CreditsLeft } from './credits-left.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { promptProblem } from './prompt.ts';
import { useSubmitLock } from './use-submit-lock.ts';

/** From here on the character count turns amber: the limit is near. */
const NEAR_LIMIT = PROMPT_MAX_LENGTH - 50;

/**
 * /pages/create/ai: write (or be given) a prompt, generate a page with POST /pages/create, then
 * color it. `?prompt=` starts the field with a prompt to edit ("Try another prompt" on a page
 * that left something out), focused with the cursor at its end. A page is generated at most
 * once per press: while one is on its way the form is locked, and it stays locked until the
 * coloring screen opens.
 */
export function CreateAiPage() {
  const promptId = useId();
  const hintId = useId();
  const countId = useId();
  const errorId = useId();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [prompt, setPrompt] = useState(() => (searchParams.get('prompt') ?? '').slice(0, PROMPT_MAX_LENGTH));
  const [error, setError] = useState<string | null>(null);
  const { isLocked: isGenerating, lock, unlock, isLockedNow } = useSubmitLock();
  const create = useCreateAiPage(setError);
  const suggest = useSuggestPrompt();
  // Leaving the screen while a page is generated cancels it; the server refunds the credit.
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  // A prompt brought here is there to be edited: focus it, cursor at its end.
  const isPromptGiven = searchParams.has('prompt');
  useEffect(() => {
    const field = promptRef.current;
    if (!isPromptGiven || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [isPromptGiven]);

  function generate() {
    if (isLockedNow()) return;
    const problem = promptProblem(prompt);
    setError(problem);
    if (problem) {
      promptRef.current?.focus();
      return;
    }
    if (!lock()) return;
    abortRef.current = new AbortController();
    create.mutate(
      { prompt: prompt.trim(), signal: abortRef.current.signal },
      {
        onSuccess: (page) => {
          if (!page) {
            unlock();
            return;
          }
          abortRef.current = null;
          void navigate(`/pages/${page.id}/color`);
        },
        onError: unlock,
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    generate();
  }

  // Enter generates, Shift+Enter starts a new line; an IME composition keeps its Enter.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    generate();
  }

  function onSuggest() {
    suggest.mutate(undefined, {
      onSuccess: (idea) => {
        if (!idea || isLockedNow()) return;
        setPrompt(idea.slice(0, PROMPT_MAX_LENGTH));
        setError(null);
        promptRef.current?.focus();
      },
    });
  }

  const describedBy = [hintId, countId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <section className="mx-auto max-w-2xl">
      <PageHeading
        title="Create page with AI"
        description="Describe a picture and get it back as a coloring page."
      >
        <CreditsLeft />
      </PageHeading>
      <form
        onSubmit={onSubmit}
        aria-busy={isGenerating || undefined}
        noValidate
        className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <label htmlFor={promptId} className="text-sm font-semibold text-ink-800">
              Prompt
            </label>
            <Button
              variant="light"
              size="sm"
              onClick={onSuggest}
              disabled={isGenerating}
              isProcessing={suggest.isPending}
            >
              {!suggest.isPending && <Dices aria-hidden="true" className="size-4" />}
              Suggest a prompt
            </Button>
          </div>
          <textarea
            ref={promptRef}
            id={promptId}
            name="prompt"
            rows={4}
            value={prompt}
            maxLength={PROMPT_MAX_LENGTH}
            readOnly={isGenerating}
            placeholder="A friendly dragon reading a book in a cozy library"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setPrompt(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            className={clsx(
              'w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base text-ink-900 shadow-xs transition outline-none',
              'placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100',
              'read-only:bg-ink-50 read-only:text-ink-600',
              error ? 'border-rose-400' : 'border-ink-200',
            )}
          />
          <div className="flex items-start justify-between gap-3 text-sm">
            <p id={hintId} className="text-ink-500">
              Name a subject, where it is and what it is doing. Enter generates; Shift+Enter adds a line.
            </p>
            <p
              id={countId}
              className={clsx(
                'shrink-0 tabular-nums',
                prompt.length > NEAR_LIMIT ? 'font-semibold text-amber-700' : 'text-ink-500',
              )}
            >
              <span className="sr-only">Characters used: </span>
              {prompt.length}/{PROMPT_MAX_LENGTH}
            </p>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm font-medium text-rose-600">
              {error}
            </p>
          )}
        </div>
        {isGenerating && <GenerationProgress />}
        <Button type="submit" size="lg" isProcessing={isGenerating} className="w-full sm:w-auto sm:self-end">
          {!isGenerating && <Wand2 aria-hidden="true" className="size-5" />}
          Generate
        </Button>
      </form>
    </section>
  );
}
