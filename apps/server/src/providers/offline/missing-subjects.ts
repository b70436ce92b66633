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
 * Which things a prompt names that the drawing library cannot draw ("a hedgehog on a
 * skateboard" → "a hedgehog"), so the page can say so instead of silently leaving them out.
 * Reporting only: nothing here changes what a page shows.
 *
 * A word counts when it is not one the prompt reader understands (a grammar word, a setting,
 * a detail or pattern word, a verb that implies a prop), has no library drawing, and ends a
 * noun phrase that starts the prompt or follows an article, a possessive, a number or "and" /
 * "of" ("a sleepy hedgehog", "two zebras", "hedgehogs"). Guessing wrong costs little: a word
 * missed means the page says nothing, as before.
 */

/** Determiners after which a noun is plural. */
const PLURAL_DETERMINERS = new Set(['some', 'these', 'those']);

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

/** Longest run of unknown words read as one thing ("a purple spotted hedgehog"). */
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

/** Whether a token might name a thing the reader does not know. */
function isUnknownNoun(word: string): boolean {
  if (word.length < 3 || /\d/.test(word)) return false;
  // Verbs ("sleeping") and adverbs ("happily") are not subjects; "butterfly" is a drawing anyway.
  if (/^.{3,}ing$/.test(word) || /^.{4,}(?<!f)ly$/.test(word)) return false;
  if (knownWords().has(word) || isNightPrompt(word) || patternFromPrompt(word)) return false;
  return findDrawings(word).length === 0;
}

/**
 * The things a prompt names that no library drawing shows, as noun phrases in the prompt's
 * words, ready for a sentence ("a hedgehog", "an axolotl", "a sleepy sloth", "zebras"), in
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
 * The noun phrase of the unknown words tokens[start, end), or null when they are none: words
 * right before a noun describe it ("a hedgehog cake" is a cake, "a sunny day" a day), and a
 * phrase must open the prompt or follow an article, a possessive, a number, "and" or "of".
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
  if (opener !== null && !DETERMINERS.has(opener) && count === undefined) return null;
  const isSingular = opener === 'a' || opener === 'an' || count === 1;
  let words = tokens.slice(start, end);
  // "A hedgehog sleeps": after "a" a last word that looks plural is a verb; its noun is before it.
  if (isSingular && words.length >= 2 && looksPlural(words.at(-1) as string)) words = words.slice(0, -1);
  const head = words.at(-1) as string;
  const isPlural =
    !isSingular && ((count ?? 0) > 1 || PLURAL_DETERMINERS.has(opener ?? '') || looksPlural(head));
  const text = words.join(' ');
  return isPlural ? text : `${articleFor(text)} ${text}`;
}

function looksPlural(word: string): boolean {
  return /s$/.test(word) && !/(ss|us|is)$/.test(word);
}

/** "a" or "an" by the sound the word starts with, as far as its spelling tells. */
function articleFor(word: string): 'a' | 'an' {
  if (/^(uni|use|usu|eu|one|once)/.test(word)) return 'a';
  return /^[aeiou]/.test(word) || /^hour|^honest/.test(word) ? 'an' : 'a';
}
