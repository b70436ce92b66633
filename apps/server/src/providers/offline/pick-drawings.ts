import { libraryEntries, libraryEntry, type LibraryEntry } from './library/library.ts';
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
  'jumping horse',
  'race car',
];
/** Matches of the best rank considered, at most. */
const MAX_CHOICES = 5;

/**
 * One of the best matches of a mention, chosen by the seed: the first (an own drawing, made for
 * children's pages, comes first) most often, so most pages show it and "Try another" still
 * shows the others. A held thing that has an open form ("open book") is drawn open, an
 * instrument that has a played form ("played guitar") is drawn played.
 */
export function pickEntry(mention: Mention, random: Random): LibraryEntry {
  // A book someone holds is being read: drawn open, as an illustrator would; a guitar is
  // played: drawn on the slant, across the player's body.
  const open =
    mention.relation === 'held' &&
    mention.entries.find((e) =>
      e.keywords.some((k) => k === `open ${mention.word}` || k === `played ${mention.word}`),
    );
  if (open) return open;
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

/** Categories of things that make a page's subject when the prompt's own subject is unknown. */
const STAND_IN_CATEGORIES = new Set(['vehicles', 'toys', 'buildings', 'plants', 'space']);

/**
 * Stand-ins for settings where no thing is at home: a treasure chest on the sea bed, a rocket
 * on the moon, a palm tree in the jungle. (The castle setting draws its castle itself.)
 */
const STAND_IN_FALLBACKS: Partial<Record<SettingId, string[]>> = {
  underwater: ['treasure-chest'],
  moon: ['rocket'],
  jungle: ['palm-tree'],
};

/** Categories of living things (and people and creatures of tales) a prompt might have named. */
const CREATURE_CATEGORIES = new Set([
  'pets',
  'wild animals',
  'sea animals',
  'birds',
  'insects',
  'dinosaurs',
  'fantasy',
  'people',
]);
/** Keywords of toys and things that show an animal or a person ("teddy bear", "rubber duck"). */
const CREATURE_KEYWORDS = new Set(['animal', 'person', 'human', 'monster', 'bear', 'duck']);

/**
 * Whether a drawing shows an animal, a person or a creature: what a stand-in must never be,
 * since a prompt's unknown word ("a zebra", "a hippo") may well name one and a wrong animal
 * reads as a mistake. A tractor (category farm) and a snowman count as things.
 */
export function isCreature(entry: LibraryEntry): boolean {
  if (entry.keywords.some((k) => CREATURE_KEYWORDS.has(k))) return true;
  return CREATURE_CATEGORIES.has(entry.category) && entry.keywords[0] !== 'snowman';
}

/**
 * A main subject for a prompt that names nothing the library draws. A blank prompt gets any
 * subject at home in its setting (an animal, a vehicle, a toy). A prompt of words the library
 * does not know ("a zebra in the savanna", "a hippo") gets a thing at home in its setting (a
 * boat at sea, a tree in a meadow, `STAND_IN_FALLBACKS` where none is at home), never an
 * animal or a person it did not ask for; null when nothing fits (a castle: the page shows the
 * setting alone).
 */
export function pickStandIn(
  setting: SettingId | null,
  random: Random,
  isBlank: boolean,
): LibraryEntry | null {
  if (!isBlank) {
    const home = setting ?? 'meadow';
    const things = libraryEntries().filter(
      (e) =>
        STAND_IN_CATEGORIES.has(e.category) &&
        !isCreature(e) &&
        !e.keywords.some((k) => VARIANTS.includes(k)) &&
        homeSetting(e) === home,
    );
    const fits =
      things.length > 0 ? things : (STAND_IN_FALLBACKS[home] ?? []).flatMap((id) => libraryEntry(id) ?? []);
    return fits.length > 0 ? pick(random, fits) : null;
  }
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
