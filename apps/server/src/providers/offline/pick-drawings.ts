import { libraryEntries, type LibraryEntry } from './library/library.ts';
import { between, pick, type Random } from './prng.ts';
import type { SettingId } from './procedural/settings.ts';
import type { Mention } from './read-prompt.ts';
import { homeSetting } from './subject-traits.ts';

/**
 * Which library drawing shows a mention: one of its best matches, chosen by the seed, so "Try
 * another" can show another cat. Variants the prompt did not ask for (a rubber duck for "duck",
 * a Christmas tree for "tree") are left out while a plain drawing exists.
 */

/** Keywords of variants that only a prompt naming them should get. */
const VARIANTS = [
  'rubber duck',
  'teddy bear',
  'paper plane',
  'sand castle',
  'christmas tree',
  'billiard ball',
  'bass guitar',
  'electric guitar',
  'magic lamp',
  'football helmet',
];
/** Matches of the best rank considered, at most. */
const MAX_CHOICES = 5;

/**
 * One of the best matches of a mention, chosen by the seed: the first (an own drawing, made for
 * children's pages, comes first) most often, so most pages show it and "Try another" still
 * shows the others.
 */
export function pickEntry(mention: Mention, random: Random): LibraryEntry {
  const plain = mention.entries.filter(
    (e) => !e.keywords.some((k) => VARIANTS.includes(k) && k !== mention.word),
  );
  const choices = (plain.length > 0 ? plain : mention.entries).slice(0, MAX_CHOICES);
  const index = Math.floor(random() ** 2 * choices.length);
  return choices[index] as LibraryEntry;
}

/** Categories whose drawings make a page's main subject on their own. */
const SUBJECT_CATEGORIES = new Set([
  'pets',
  'farm',
  'wild animals',
  'sea animals',
  'birds',
  'insects',
  'dinosaurs',
  'fantasy',
  'vehicles',
  'toys',
  'buildings',
]);

/**
 * A main subject for a prompt that names none the library draws ("blorf", "an astronaut on the
 * moon"): a drawing at home in the prompt's setting when one is, else any animal, vehicle or toy.
 */
export function pickStandIn(setting: SettingId | null, random: Random): LibraryEntry {
  const subjects = libraryEntries().filter((e) => SUBJECT_CATEGORIES.has(e.category));
  const atHome = setting ? subjects.filter((e) => homeSetting(e) === setting) : [];
  const fits =
    atHome.length > 0 ? atHome : setting ? libraryEntries().filter((e) => homeSetting(e) === setting) : [];
  return pick(random, fits.length > 0 ? fits : subjects);
}

/** Copies of a mention to draw: its count, or 2–3 for a plural without a number. */
export function copiesOf(mention: Mention, random: Random): number {
  return mention.count > 0 ? mention.count : Math.floor(between(random, 2, 4));
}
