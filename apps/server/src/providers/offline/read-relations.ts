import { showsPart } from './drawing-parts.ts';
import { isFlown } from './flown-props.ts';
import { findDrawings, type LibraryEntry } from './library/library.ts';
import { singularForms } from './library/word-forms.ts';
import { FILLER_WORDS, OTHER_SENSE_WITH, type Relation } from './prompt-words.ts';
import { basketOf, isAirborne } from './subject-traits.ts';

/**
 * How the prompt's words relate a drawing to its subject where the word before it is not
 * enough: a seat the drawing shows on the floor, a flying basket named with its rider, a word
 * meant in a sense the library has no drawing of (`readPrompt`).
 */

/** What these rules read and change of a prompt's mention (`Mention` in read-prompt.ts). */
interface RelatedMention {
  entries: LibraryEntry[];
  relation: Relation;
}

/**
 * The prompt's words that name a drawing in another sense than the prompt's (`OTHER_SENSE_WITH`):
 * "roundabout" with "traffic", or beside a road vehicle ("a car on a roundabout"), is a junction,
 * not the carousel. They are read as no drawing, and reported missing.
 */
export function otherSenses(tokens: readonly string[]): Set<string> {
  const isRoadVehicle = (token: string) =>
    findDrawings(token).some((e) => e.category === 'vehicles' && !isAirborne(e));
  const senses = new Set<string>();
  for (const token of tokens)
    for (const form of singularForms(token)) {
      const asking = OTHER_SENSE_WITH[form];
      if (asking && tokens.some((t) => asking.includes(t) || (t !== token && isRoadVehicle(t))))
        senses.add(token);
    }
  return senses;
}

/**
 * "A girl on a piano bench", "a boy on the piano stool": a subject on a seat a drawing shows
 * standing on the floor before it (`FLOOR_SEATS`, a part of the drawing, `showsPart`) sits or
 * stands beside the drawing at its keys, on the floor line, not on the drawing's top (the
 * piano's lid); `next` is the word after the drawing's name. Else `relation`.
 */
export function seatOnFloor(
  relation: Relation,
  entries: readonly LibraryEntry[],
  next: string | undefined,
): Relation {
  const first = entries[0];
  const isSeat = next !== undefined && FLOOR_SEATS.has(next) && first !== undefined && showsPart(first, next);
  return relation === 'under' && isSeat ? 'beside' : relation;
}

/** Seats a drawing may show on the floor in front of it: the upright piano's stool. */
const FLOOR_SEATS: ReadonlySet<string> = new Set(['bench', 'stool', 'seat']);

/**
 * "A flying saucer with an alien", "a hot air balloon with a bear": a creature a flying basket
 * (`basketOf`: our saucer, our balloon) is named with rides in it, as "an alien in a ufo" does,
 * rather than standing small beside it. When the subject so far (the first mention) is such a
 * basket and `relation` (the words before the new mention's `entries`) is 'held', the basket
 * becomes what the new mention stands in ('under') and the new mention the subject ('beside');
 * otherwise undefined, and `named` is unchanged.
 */
export function boardBasket<M extends RelatedMention>(
  named: M[],
  relation: Relation,
  entries: readonly LibraryEntry[],
): Relation | undefined {
  const basket = named[0];
  const isRider = entries.some((e) => RIDER_KEYWORDS.some((k) => e.keywords.includes(k)));
  const isFlown = basket?.relation === 'beside' && basket.entries[0] && basketOf(basket.entries[0]);
  if (relation !== 'held' || !isRider || !isFlown || named.length !== 1) return undefined;
  named[0] = { ...basket, relation: 'under' };
  return 'beside';
}

/** Keywords of drawings that ride in a flying basket: people, animals, aliens. */
const RIDER_KEYWORDS = ['person', 'animal', 'alien'];

/** Verbs after which a kite or a balloon is flown by the subject: "a girl flying a kite". */
const FLYING_WORDS: ReadonlySet<string> = new Set(['flying', 'flies', 'fly', 'flew']);

/**
 * "A girl flying a kite": a thing flown on a string (`isFlown`) after a flying verb is held, so
 * it flies up on its string from her hand as with "a girl with a kite", not small in a corner
 * of the sky beside her. Other relations are returned unchanged.
 */
export function flownFrom(
  relation: Relation,
  before: readonly string[],
  entries: readonly LibraryEntry[],
): Relation {
  const word = before.findLast((w) => !FILLER_WORDS.has(w));
  return word !== undefined && FLYING_WORDS.has(word) && entries.some(isFlown) ? 'held' : relation;
}
