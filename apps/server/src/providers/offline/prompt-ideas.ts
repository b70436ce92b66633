import { hashString, mulberry32, pick, type Random } from './prng.ts';
import { ACTIONS, ADJECTIVES, PLACES, SUBJECTS } from './word-lists.ts';

/**
 * A child-friendly page idea built from Huebook's word lists (subjects, actions, places), all of
 * which the offline generator can draw, e.g. "A curious cat reading a book in the garden".
 * The same `seed` gives the same idea; without one it is random.
 */
export function suggestPrompt(seed?: number): string {
  const random = mulberry32(seed ?? hashString(String(Math.random())));
  const subject = pick(random, SUBJECTS).word;
  const place = pick(random, PLACES).phrase;
  const adjective = pick(random, ADJECTIVES);
  const shape = random();
  if (shape < 0.45)
    return sentence(`${article(adjective)} ${adjective} ${subject} ${pick(random, ACTIONS).phrase} ${place}`);
  if (shape < 0.75) return sentence(`${article(adjective)} ${adjective} ${subject} ${place}`);
  const other = otherSubject(random, subject);
  return sentence(`${article(subject)} ${subject} and ${article(other)} ${other} ${place}`);
}

function otherSubject(random: Random, not: string): string {
  for (;;) {
    const word = pick(random, SUBJECTS).word;
    if (word !== not) return word;
  }
}

function article(word: string): string {
  return /^[aeiou]/.test(word) && !word.startsWith('ufo') ? 'an' : 'a';
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
