import { MAX_WEBSITE_LIST_ITEMS } from '@huebook/shared/schemas/website';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { Button } from '../../../components/ui/button.tsx';

let keySequence = 0;
const newKey = () => `item-${(keySequence += 1)}`;

type Focus = { key: string; control: 'up' | 'down' | 'remove' | 'first-field' } | 'add' | null;

/** Moves the item at `from` to `to` (both in range), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * An editable list of a website group (instructions, features, FAQs…): each item a labelled
 * group ('Instruction 2') with Move up, Move down and Remove, and an 'Add …' button below.
 * Focus follows the item that moved, lands in the first field of an added item, and stays in
 * the list after a removal, so the list works from the keyboard alone.
 */
export function ListField<T>({
  legend,
  itemName,
  items,
  onChange,
  createItem,
  renderItem,
}: {
  legend: string;
  /** Lower-case name of one item: 'instruction'. */
  itemName: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  createItem: (items: readonly T[]) => T;
  renderItem: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
}) {
  const baseId = useId();
  const [keys, setKeys] = useState<string[]>(() => items.map(newKey));
  // Where focus goes once the change has rendered (set by the buttons, read after the render).
  const pendingFocus = useRef<Focus>(null);
  // Items replaced from outside (a save's answer) with another length get fresh keys.
  if (keys.length !== items.length) setKeys(items.map((_, index) => keys[index] ?? newKey()));

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const id = focus === 'add' ? `${baseId}-add` : `${baseId}-${focus.key}-${focus.control}`;
    const target = document.getElementById(id);
    if (focus !== 'add' && focus.control === 'first-field') {
      target?.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]')?.focus();
    } else if (target instanceof HTMLButtonElement && target.disabled) {
      document.getElementById(`${baseId}-${(focus as { key: string }).key}-remove`)?.focus();
    } else {
      target?.focus();
    }
  });

  const name = itemName[0]!.toUpperCase() + itemName.slice(1);
  const isFull = items.length >= MAX_WEBSITE_LIST_ITEMS;

  function move(index: number, to: number, control: 'up' | 'down') {
    onChange(moveItem(items, index, to));
    setKeys(moveItem(keys, index, to));
    pendingFocus.current = { key: keys[index]!, control };
  }
  function remove(index: number) {
    onChange(items.filter((_, at) => at !== index));
    setKeys(keys.filter((_, at) => at !== index));
    const neighbour = keys[index + 1] ?? keys[index - 1];
    pendingFocus.current = neighbour ? { key: neighbour, control: 'remove' } : 'add';
  }
  function add() {
    const key = newKey();
    onChange([...items, createItem(items)]);
    setKeys([...keys, key]);
    pendingFocus.current = { key, control: 'first-field' };
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-ink-900">{legend}</legend>
      {items.length === 0 && <p className="text-sm text-ink-500">No {itemName}s yet.</p>}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const key = keys[index] ?? `index-${index}`;
          const label = `${itemName} ${index + 1}`;
          const update = (patch: Partial<T>) =>
            onChange(items.map((current, at) => (at === index ? { ...current, ...patch } : current)));
          return (
            <li key={key}>
              <div
                role="group"
                aria-labelledby={`${baseId}-${key}-title`}
                id={`${baseId}-${key}-first-field`}
                className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-ink-200"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span id={`${baseId}-${key}-title`} className="text-sm font-bold text-ink-800">
                    {name} {index + 1}
                  </span>
                  <div className="flex gap-1.5">
                    <Button
                      id={`${baseId}-${key}-up`}
                      variant="light"
                      size="sm"
                      aria-label={`Move ${label} up`}
                      title="Move up"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'up')}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      id={`${baseId}-${key}-down`}
                      variant="light"
                      size="sm"
                      aria-label={`Move ${label} down`}
                      title="Move down"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1, 'down')}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      id={`${baseId}-${key}-remove`}
                      variant="light"
                      size="sm"
                      aria-label={`Remove ${label}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="hidden sm:inline">Remove</span>
                    </Button>
                  </div>
                </div>
                {renderItem(item, update, index)}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${baseId}-add`} variant="light" size="sm" disabled={isFull} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add {itemName}
        </Button>
        {isFull && (
          <p className="text-sm text-ink-500">A list holds at most {MAX_WEBSITE_LIST_ITEMS} items.</p>
        )}
      </div>
    </fieldset>
  );
}
