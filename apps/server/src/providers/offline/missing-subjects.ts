import { indefiniteArticle } from './articles.ts';
import { findDrawings } from './library/library.ts';
import { patternFromPrompt } from './procedural/patterns.ts';
import { isNightPrompt, SETTING_KEYWORDS } from './procedural/settings.ts';
import {
  CARRIER_WORDS,
  DETAIL_WORDS,
  DETERMINERS,
  FILLER_WORDS,
  HOLDING_WORDS,
  IMPLIED_PROPS,
  MODIFIER_NOUNS,
  NOT_SUBJECTS,
  NUMBER_WORDS,
  OVER_WORDS,
} from './prompt-words.ts';

/**
 * Which things a prompt names that the drawing library cannot draw ("a quokka on a
 * skateboard" → "a quokka"), so the page can say so instead of silently leaving them out.
 * Reporting only: nothing here changes what a page shows.
 *
 * A word counts when it is not one the prompt reader understands (a grammar word, a setting,
 * a detail or pattern word, a verb that implies a prop), has no library drawing, and ends a
 * noun phrase that starts the prompt or follows an article, a possessive, a number or "and" /
 * "of" ("a sleepy quokka", "two okapis", "quokkas"), or follows "with" or a verb in -ing
 * without an article ("a dog with sunglasses", "a bear eating porridge"); there a word that
 * describes the subject or how it acts ("with big eyes", "running fast") is not a thing.
 * Guessing wrong costs little: a word missed means the page says nothing, as before.
 */

/** Determiners after which a noun is plural. */
const PLURAL_DETERMINERS = new Set(['some', 'these', 'those']);
/** Determiners that make the noun after them a part of someone: "its head", "her hair". */
const POSSESSIVES = new Set(['its', 'his', 'her', 'their', 'my', 'your', 'our']);

/** Nouns a prompt uses about the page itself or its moment, never a subject. */
const PAGE_NOUNS = new Set([
  'page',
  'picture',
  'drawing',
  'sheet',
  'image',
  'illustration',
  'sketch',
  'scene',
  'style',
  'background',
  'outline',
  'outlines',
  'coloring',
  'colouring',
  'cartoon',
  'version',
  'kids',
  'kid',
  'children',
  'day',
  'time',
  'morning',
  'afternoon',
  'fun',
  'adventure',
  'trip',
  'journey',
  'story',
  'dream',
  'place',
  'kind',
  'lot',
  'lots',
  'bunch',
  'group',
  'view',
  'land',
]);

/** Little words the reader has no use for: they end a noun phrase and are never one. */
const LITTLE_WORDS = new Set([
  'is',
  'are',
  'was',
  'who',
  'which',
  'while',
  'very',
  'so',
  'too',
  'at',
  'by',
  'near',
  'next',
  'behind',
  'over',
  'above',
  'around',
  'from',
  'for',
  'into',
  'up',
  'down',
  'out',
  'off',
  'away',
  'together',
  'front',
  'once',
  'upon',
  'there',
  'here',
  'what',
  'when',
  'where',
  'how',
  'why',
  'please',
  'me',
  'you',
  'can',
  'want',
  'like',
  'would',
  'could',
  'just',
  'only',
  'also',
  'draw',
  'make',
  'create',
  'show',
  'give',
  'generate',
  'color',
  'colour',
]);

/**
 * Words after "with" or a verb in -ing that are not things to draw: parts and looks of the
 * subject ("a cat with big eyes", "a unicorn with wings"), company ("playing with friends"), and
 * how or where it acts ("running fast", "flying high", "playing fetch").
 */
const NOT_THINGS = new Set([
  'head',
  'heads',
  'neck',
  'back',
  'eye',
  'eyes',
  'ear',
  'ears',
  'tail',
  'tails',
  'wing',
  'wings',
  'horn',
  'horns',
  'spot',
  'spots',
  'stripe',
  'stripes',
  'fur',
  'hair',
  'pigtails',
  'ponytail',
  'braids',
  'curls',
  'freckles',
  'feathers',
  'whiskers',
  'paws',
  'claws',
  'teeth',
  'smile',
  'nose',
  'legs',
  'arms',
  'hands',
  'feet',
  'face',
  'cheeks',
  'mane',
  'scales',
  'colors',
  'colours',
  'patterns',
  'glitter',
  'sparkles',
  'friend',
  'friends',
  'mom',
  'dad',
  'mommy',
  'daddy',
  'fast',
  'slow',
  'high',
  'low',
  'far',
  'alone',
  'again',
  'now',
  'today',
  'tonight',
  'loud',
  'hard',
  'well',
  'everywhere',
  'somewhere',
  'around',
  'north',
  'south',
  'east',
  'west',
  'backwards',
  'forward',
  'forwards',
  'fetch',
  'tag',
  'hide',
  'seek',
  'games',
  'joy',
  'love',
  'care',
]);

/** Longest run of unknown words read as one thing ("a purple spotted quokka"). */
const MAX_PHRASE_WORDS = 3;

let vocabulary: Set<string> | undefined;

/** Every single word the prompt reader gives a meaning of its own. */
function knownWords(): Set<string> {
  if (vocabulary) return vocabulary;
  const words = [
    ...FILLER_WORDS,
    ...HOLDING_WORDS,
    ...OVER_WORDS,
    ...CARRIER_WORDS,
    ...NOT_SUBJECTS,
    ...MODIFIER_NOUNS,
    ...PAGE_NOUNS,
    ...LITTLE_WORDS,
    ...Object.keys(IMPLIED_PROPS),
    ...Object.keys(NUMBER_WORDS),
    ...Object.values(DETAIL_WORDS).flat(),
    ...Object.values(SETTING_KEYWORDS).flat(),
  ].flatMap((phrase) => phrase.split(' '));
  vocabulary = new Set(words);
  return vocabulary;
}

/** Whether a word looks like a verb in -ing ("sleeping"); "butterfly" is a drawing anyway. */
function isIngVerb(word: string): boolean {
  return /^.{3,}ing$/.test(word);
}

/** Whether a token might name a thing the reader does not know. */
function isUnknownNoun(word: string): boolean {
  if (word.length < 3 || /\d/.test(word)) return false;
  // Verbs ("sleeping") and adverbs ("happily") are not subjects.
  if (isIngVerb(word) || /^.{4,}(?<!f)ly$/.test(word)) return false;
  if (knownWords().has(word) || isNightPrompt(word) || patternFromPrompt(word)) return false;
  return findDrawings(word).length === 0;
}

/**
 * The things a prompt names that no library drawing shows, as noun phrases in the prompt's
 * words, ready for a sentence ("a quokka", "an aardvark", "a sleepy sloth", "okapis"), in
 * prompt order, without repeats. `tokens` are the prompt's lower-case words; `isMention[i]`
 * says the reader matched token i to a library drawing.
 */
export function findMissingSubjects(tokens: readonly string[], isMention: readonly boolean[]): string[] {
  const found: string[] = [];
  const isUnknown = (i: number) => !isMention[i] && isUnknownNoun(tokens[i] as string);
  for (let start = 0; start < tokens.length;) {
    if (!isUnknown(start)) {
      start++;
      continue;
    }
    let end = start;
    while (end < tokens.length && isUnknown(end)) end++;
    // "A cheerful magic lamp": unknown words before a known adjective and a noun describe it.
    let next = end;
    while (next < tokens.length && isAdjective(tokens[next] as string)) next++;
    const isBeforeNoun =
      next < tokens.length && (isMention[next] === true || !endsPhrase(tokens[next] as string));
    const phrase = phraseAt(tokens, start, end, isBeforeNoun);
    if (phrase && !found.includes(phrase)) found.push(phrase);
    start = end;
  }
  return found;
}

/** A word the reader skips before a noun that is neither an article nor a joining word ("big"). */
function isAdjective(word: string): boolean {
  return FILLER_WORDS.has(word) && !DETERMINERS.has(word) && word !== 'to';
}

/** Whether a word after a noun closes its phrase: a grammar word or a verb, not another noun. */
function endsPhrase(word: string): boolean {
  return (
    FILLER_WORDS.has(word) ||
    HOLDING_WORDS.has(word) ||
    OVER_WORDS.has(word) ||
    CARRIER_WORDS.has(word) ||
    LITTLE_WORDS.has(word) ||
    /^.{3,}ing$/.test(word) ||
    /^.{4,}(?<!f)ly$/.test(word)
  );
}

/**
 * Whether a word before a bare noun makes it something the subject has or acts on: "with" and
 * the holding verbs ("eating honey"), or any verb in -ing the reader does not know as a noun
 * ("chasing butterflies"; not "morning", "king", a drawing's name or a setting word).
 */
function isHavingWord(word: string): boolean {
  if (HOLDING_WORDS.has(word)) return true;
  return isIngVerb(word) && !knownWords().has(word) && findDrawings(word).length === 0;
}

/**
 * The noun phrase of the unknown words tokens[start, end), or null when they are none: words
 * right before a noun describe it ("a quokka cake" is a cake, "a sunny day" a day), and a
 * phrase must open the prompt or follow an article, a possessive, a number, "and" or "of", or
 * be a bare noun after "with" or a verb in -ing ("with sunglasses", "eating porridge") that is
 * not one of `NOT_THINGS`; such a phrase is given bare, as the prompt says it.
 */
function phraseAt(
  tokens: readonly string[],
  start: number,
  end: number,
  isBeforeNoun: boolean,
): string | null {
  if (isBeforeNoun || end - start > MAX_PHRASE_WORDS) return null;
  let before = start - 1;
  while (before >= 0 && isAdjective(tokens[before] as string)) before--;
  const opener = before >= 0 ? (tokens[before] as string) : null;
  const count =
    opener === null
      ? undefined
      : (NUMBER_WORDS[opener] ?? (/^\d+$/.test(opener) ? Number(opener) : undefined));
  if (opener !== null && isHavingWord(opener)) {
    const words = tokens.slice(start, end);
    return words.some((w) => NOT_THINGS.has(w)) ? null : words.join(' ');
  }
  if (opener !== null && !DETERMINERS.has(opener) && count === undefined) return null;
  // "With a hat on its head": a part of the subject after a possessive is not a thing to draw.
  if (opener !== null && POSSESSIVES.has(opener) && tokens.slice(start, end).some((w) => NOT_THINGS.has(w)))
    return null;
  const isSingular = opener === 'a' || opener === 'an' || count === 1;
  let words = tokens.slice(start, end);
  // "A quokka sleeps": after "a" a last word that looks plural is a verb; its noun is before it.
  if (isSingular && words.length >= 2 && looksPlural(words.at(-1) as string)) words = words.slice(0, -1);
  const head = words.at(-1) as string;
  const isPlural =
    !isSingular && ((count ?? 0) > 1 || PLURAL_DETERMINERS.has(opener ?? '') || looksPlural(head));
  const text = words.join(' ');
  return isPlural ? text : `${indefiniteArticle(text)} ${text}`;
}

function looksPlural(word: string): boolean {
  return /s$/.test(word) && !/(ss|us|is)$/.test(word);
}
