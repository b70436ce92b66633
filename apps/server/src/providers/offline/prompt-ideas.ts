import { indefiniteArticle } from './articles.ts';
import { findDrawings, libraryEntries, type LibraryEntry } from './library/library.ts';
import { hashString, mulberry32, pick, type Random } from './prng.ts';
import type { SettingId } from './procedural/settings.ts';
import { SETTING_PHRASES } from './scene-choice.ts';
import { homeSetting } from './subject-traits.ts';

/**
 * Page ideas made only of what the offline generator draws: a subject from the drawing library,
 * maybe an action whose prop the library has, and a setting `drawSetting` draws.
 */

/** Actions and the library word of the prop that shows each. */
const ACTIONS: readonly { phrase: string; prop: string }[] = [
  { phrase: 'playing the guitar', prop: 'guitar' },
  { phrase: 'reading a book', prop: 'book' },
  { phrase: 'eating an apple', prop: 'apple' },
  { phrase: 'holding a balloon', prop: 'balloon' },
  { phrase: 'playing with a ball', prop: 'ball' },
  { phrase: 'eating a cupcake', prop: 'cupcake' },
  { phrase: 'playing the drum', prop: 'drum' },
  { phrase: 'eating ice cream', prop: 'ice cream' },
  { phrase: 'holding an umbrella', prop: 'umbrella' },
];

/** Adjectives no library keyword spells, so they never turn into drawings. */
const ADJECTIVES = [
  'curious',
  'happy',
  'sleepy',
  'friendly',
  'brave',
  'cheerful',
  'playful',
  'silly',
  'proud',
  'gentle',
];

/** Categories whose drawings suggest well as a page's subject. */
const SUBJECT_CATEGORIES = new Set([
  'pets',
  'farm',
  'wild animals',
  'sea animals',
  'birds',
  'insects',
  'dinosaurs',
  'fantasy',
]);

/** Land settings any land animal may visit in an idea. */
const OUTINGS: readonly SettingId[] = [
  'garden',
  'meadow',
  'forest',
  'hills',
  'beach',
  'snow',
  'night',
  'moon',
];

/** Settings an idea keeps a subject in: fish stay in the water. */
const STAY_HOME = new Set<SettingId>(['underwater', 'sea', 'sky', 'space']);

/**
 * A child-friendly page idea, e.g. "A curious cat playing the guitar in the garden": every
 * subject and prop named is a library drawing and the place a setting the generator draws.
 * The same `seed` gives the same idea; without one it is random.
 */
export function suggestPrompt(seed?: number): string {
  const random = mulberry32(seed ?? hashString(String(Math.random())));
  const subjects = subjectWords();
  const subject = pick(random, subjects);
  const place = SETTING_PHRASES[placeFor(subject.entry, random)];
  const adjective = pick(random, ADJECTIVES);
  const shape = random();
  if (shape < 0.45) {
    const action = pick(
      random,
      ACTIONS.filter((a) => findDrawings(a.prop).length > 0),
    );
    return sentence(`${indefiniteArticle(adjective)} ${adjective} ${subject.word} ${action.phrase} ${place}`);
  }
  if (shape < 0.75) return sentence(`${indefiniteArticle(adjective)} ${adjective} ${subject.word} ${place}`);
  const home = homeSetting(subject.entry);
  const others = subjects.filter((s) => s.word !== subject.word && homeSetting(s.entry) === home);
  if (others.length === 0) return sentence(`${indefiniteArticle(subject.word)} ${subject.word} ${place}`);
  const other = pick(random, others).word;
  return sentence(
    `${indefiniteArticle(subject.word)} ${subject.word} and ${indefiniteArticle(other)} ${other} ${place}`,
  );
}

let subjects: { word: string; entry: LibraryEntry }[] | undefined;

/** One word per drawable subject (an entry's main keyword), each found again by `findDrawings`. */
function subjectWords(): { word: string; entry: LibraryEntry }[] {
  if (!subjects) {
    const seen = new Map<string, LibraryEntry>();
    for (const entry of libraryEntries()) {
      const word = entry.keywords[0];
      if (!word || !SUBJECT_CATEGORIES.has(entry.category) || seen.has(word) || !/^[a-z ]+$/.test(word))
        continue;
      if (findDrawings(word)[0] === undefined) continue;
      seen.set(word, entry);
    }
    subjects = [...seen].map(([word, entry]) => ({ word, entry }));
  }
  return subjects;
}

function placeFor(entry: LibraryEntry, random: Random): SettingId {
  const home = homeSetting(entry);
  return STAY_HOME.has(home) || random() < 0.55 ? home : pick(random, OUTINGS);
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
