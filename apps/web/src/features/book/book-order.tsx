import type { ListedPage } from '@huebook/shared/schemas/page';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { pagePicture, pageTitle } from './page-picker.tsx';

type Move = -1 | 1;

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-lg text-ink-600 ring-1 ring-ink-200 ring-inset transition hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * The book's pages in order, each with Move up, Move down and Remove buttons (keyboard
 * reachable; focus stays on the moved page's button, or its other arrow at either end).
 * `missingPageId` marks a page the server no longer has.
 */
export function BookOrder({
  pageIds,
  pageOf,
  missingPageId,
  onMove,
  onRemove,
}: {
  pageIds: readonly string[];
  pageOf: (id: string) => ListedPage | undefined;
  missingPageId: string | null;
  onMove: (index: number, step: Move) => void;
  onRemove: (id: string) => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ id: string; step: Move } | null>(null);

  // After the list re-renders in its new order (React may detach the moved row, dropping focus).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, step } = focusAfterMove.current;
    focusAfterMove.current = null;
    const same = buttons.current.get(`${id}:${step}`);
    const other = buttons.current.get(`${id}:${-step}`);
    (same && !same.disabled ? same : other)?.focus();
  });

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <ol className="flex flex-col gap-2">
      {pageIds.map((id, index) => {
        const page = pageOf(id);
        const title = pageTitle(page);
        const isMissing = id === missingPageId;
        return (
          <li
            key={id}
            className={clsx(
              'flex items-center gap-2 rounded-xl bg-white p-1.5 ring-1',
              isMissing ? 'ring-2 ring-rose-400' : 'ring-ink-200',
            )}
          >
            <span className="w-6 shrink-0 text-center text-sm font-bold text-ink-500">{index + 1}</span>
            {page ? (
              <img
                src={pagePicture(page)}
                alt=""
                className="size-10 shrink-0 rounded-md object-contain ring-1 ring-ink-100"
              />
            ) : (
              <span className="size-10 shrink-0 rounded-md bg-ink-100" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-ink-900">{title}</span>
              {isMissing && (
                <span className="block text-xs font-medium text-rose-600">No longer available</span>
              )}
            </span>
            <button
              type="button"
              ref={register(`${id}:-1`)}
              className={iconButton}
              aria-label={`Move “${title}” up`}
              disabled={index === 0}
              onClick={() => {
                focusAfterMove.current = { id, step: -1 };
                onMove(index, -1);
              }}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              ref={register(`${id}:1`)}
              className={iconButton}
              aria-label={`Move “${title}” down`}
              disabled={index === pageIds.length - 1}
              onClick={() => {
                focusAfterMove.current = { id, step: 1 };
                onMove(index, 1);
              }}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Remove “${title}” from the book`}
              onClick={() => onRemove(id)}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
