import { findDrawings } from './drawings.ts';
import { pick, type Random } from './prng.ts';
import { ACTIONS, ADJECTIVES, FALLBACK_PLACE_PHRASE, PLACES, SUBJECTS, type Place } from './word-lists.ts';

/** What an offline page shows: icon names of `@tabler/icons/outline`. */
export interface ScenePlan {
  /** Drawn large in the middle. */
  subject: string;
  /** The prompt's word for the subject, for the title of a prompt-less page. */
  subjectWord: string;
  /** Drawn standing beside the subject or in front of it, at most 3. */
  companions: string[];
  /** Drawn up in the sky, 1 or 2. */
  sky: string[];
  place: Place;
}

/** Words never looked up in the drawing catalogue: grammar, and adjectives we don't draw. */
const STOP_WORDS = new Set([
  ...ADJECTIVES,
  ...'the and with for from into onto over under near some very this that his her its their who what where when are was has have had big small cute funny pretty nice lovely beautiful colorful colourful playing going holding eating taking having making lots many two three'.split(
    ' ',
  ),
]);

/**
 * Reads a prompt into a scene: subjects from Huebook's word lists in prompt order (the first is
 * the main subject), props for actions, the place; other words are looked up by name and tag in
 * the drawing catalogue. Anything missing is chosen with `random` (seeded by the prompt), so
 * every prompt, even one of unknown words, makes a full scene.
 */
export function planScene(prompt: string, random: Random): ScenePlan {
  const text = ` ${prompt.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const found: { at: number; icon: string; word: string }[] = [];
  const claimed = new Set<string>();
  const claim = (word: string, at: number, icon: string) => {
    found.push({ at, icon, word });
    for (const part of word.split(' ')) claimed.add(part);
  };

  for (const subject of SUBJECTS) {
    const at = findWord(text, subject.word);
    if (at >= 0) claim(subject.word, at, subject.icon);
  }
  const props: string[] = [];
  for (const action of ACTIONS) {
    if (action.keywords.some((word) => findWord(text, word) >= 0)) props.push(action.icon);
  }
  const named = PLACES.filter((place) => place.keywords.some((word) => findWord(text, word) >= 0));
  for (const place of named) for (const word of place.keywords) claimed.add(word);

  // Words outside the lists: look them up in the catalogue.
  for (const match of text.matchAll(/[a-z]{3,}/g)) {
    const word = match[0];
    if (claimed.has(word) || STOP_WORDS.has(word)) continue;
    const icon = [word, singular(word)].flatMap((w) => findDrawings(w))[0];
    if (icon !== undefined) claim(word, match.index, icon);
  }
  found.sort((a, b) => a.at - b.at);

  const main = found[0] ?? { ...pickSubject(random), at: 0 };
  const subjectInfo = SUBJECTS.find((s) => s.icon === main.icon);
  const home = PLACES.find(
    (place) => subjectInfo?.home !== undefined && place.keywords.includes(subjectInfo.home),
  );
  const place = named[0] ?? home ?? pickPlace(random);

  const companions = unique([...props, ...found.slice(1).map((f) => f.icon)]).filter(
    (icon) => icon !== main.icon,
  );
  for (const icon of shuffled(random, place.companions)) {
    if (companions.length >= 3) break;
    if (icon !== main.icon && !companions.includes(icon)) companions.push(icon);
  }
  const skyCount = random() < 0.5 ? 1 : 2;
  const sky = shuffled(random, place.sky)
    .filter((icon) => icon !== main.icon)
    .slice(0, skyCount);
  return { subject: main.icon, subjectWord: main.word, companions: companions.slice(0, 3), sky, place };
}

/** Index of `word` (or its plural) as whole words in space-padded text, or -1. */
function findWord(text: string, word: string): number {
  for (const form of [word, `${word}s`, `${word}es`, word.replace(/y$/, 'ies')]) {
    const at = text.indexOf(` ${form} `);
    if (at >= 0) return at + 1;
  }
  return -1;
}

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && /(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function pickSubject(random: Random): { icon: string; word: string } {
  const subject = pick(random, SUBJECTS);
  return { icon: subject.icon, word: subject.word };
}

function pickPlace(random: Random): Place {
  const grounded = PLACES.filter((place) => place.hasGround);
  return random() < 0.5
    ? (PLACES.find((p) => p.phrase === FALLBACK_PLACE_PHRASE) ?? pick(random, grounded))
    : pick(random, grounded);
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** A seeded Fisher–Yates shuffle (a copy). */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
