import { libraryEntry, type LibraryEntry } from './library/library.ts';
import type { Mention } from './read-prompt.ts';

/**
 * Drawings of a child riding a thing, by the thing's first keyword and the child's drawing id:
 * "a boy riding a bike" is one drawing of the boy seated on the saddle, hands on the handlebar
 * and feet on the pedals (scripts/own-drawings/bicycle-riders.ts), not the boy standing above
 * a bicycle. Pasting the standing boy over the bicycle cannot bend his legs to the pedals.
 */
const RIDDEN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  bicycle: { girl: 'girl-on-bicycle', boy: 'boy-on-bicycle' },
};

/** The drawings of `entries`' children riding the thing `ridden` names, in their order. */
function riderDrawings(
  entries: readonly LibraryEntry[],
  ridden: Readonly<Record<string, string>>,
): LibraryEntry[] {
  const ids = [...new Set(entries.flatMap((e) => ridden[e.id] ?? []))];
  return ids.flatMap((id) => libraryEntry(id) ?? []);
}

/**
 * The mentions with a child riding a thing drawn as one drawing (`RIDDEN`): a single child
 * ("a girl", "a kid") the prompt seats on a single ridden thing ("on a bicycle", "riding a
 * bike": relation 'under') gets the riding drawings for its entries, and the thing is dropped,
 * since the drawing shows it. Returns a new array; `mentions` is unchanged.
 */
export function seatRiders(mentions: readonly Mention[]): Mention[] {
  const result = mentions.map((m) => ({ ...m }));
  for (const ridden of result) {
    const key = ridden.entries[0]?.keywords[0] ?? '';
    const drawings = RIDDEN[key];
    if (!drawings || ridden.relation !== 'under' || ridden.count !== 1 || ridden.isImplied) continue;
    const rider = result.find(
      (m) => m !== ridden && m.count === 1 && riderDrawings(m.entries, drawings).length > 0,
    );
    if (!rider) continue;
    rider.entries = riderDrawings(rider.entries, drawings);
    return result.filter((m) => m !== ridden);
  }
  return result;
}
