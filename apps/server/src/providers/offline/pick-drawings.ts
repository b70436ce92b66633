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
 * One of the best matches of a mention. Without a `turn`, chosen by the seeded stream: the
 * first (an own drawing, made for children's pages, comes first) most often. With one (the
 * page's seed: 0, then 1, 2, … for each "Try another"), the first on a first page and the others
 * in order after it, so each next page shows another cat, not the same one in another setting.
 * A held thing that has an open form ("open book") is drawn open, an instrument that has a
 * played form ("played guitar") is drawn played.
 */
export function pickEntry(mention: Mention, random: Random, turn?: number): LibraryEntry {
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
  // Drawn either way, so the page's other choices (layout, backdrop) keep their stream.
  const biased = Math.floor(random() ** 2 * choices.length);
  return choices[turn === undefined ? biased : turn % choices.length] as LibraryEntry;
}

/**
 * The drawing of a subject that holds a prop ("a mouse eating cheese"): chosen by the seeded
 * stream (`pickEntry` without a turn), since not every drawing of a subject has a hand or a lap
 * the prop is placed in, except on a first page (`turn` 0) when its best match is one of
 * Huebook's own, drawn for the page, which comes first as it does for subjects holding nothing
 * (a seed drew Open Clip Art's ragged mouse). Draws from `random` as `pickEntry` does.
 */
export function pickHolderEntry(mention: Mention, random: Random, turn: number): LibraryEntry {
  const seeded = pickEntry(mention, random);
  const first = pickEntry(mention, () => 0, 0);
  return turn === 0 && isOwnDrawing(first) ? first : seeded;
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
// Not toys: a skateboard or a kite standing in for "a triceratops" or "a smiling cloud" reads as
// a page about the toy.
const STAND_IN_CATEGORIES = new Set(['vehicles', 'buildings', 'plants', 'space']);

/**
 * Stand-ins for settings where no thing is at home: a treasure chest on the sea bed, a rocket
 * on the moon, a palm tree in the jungle. (The castle setting draws its castle itself.)
 */
const STAND_IN_FALLBACKS: Partial<Record<SettingId, string[]>> = {
  underwater: ['treasure-chest'],
  moon: ['rocket'],
  jungle: ['palm-tree'],
};

/** Our own trees: the stand-in on open land where no own thing is at home. */
const OWN_TREES = ['leafy-tree', 'round-apple-tree'];
/** Settings of open land where a tree stands in for a subject the library cannot draw. */
const OWN_TREE_SETTINGS: ReadonlySet<SettingId> = new Set(['meadow', 'hills', 'garden', 'forest']);

/** Whether a drawing is one of Huebook's own (CC0, made for coloring pages), not clip art. */
function isOwnDrawing(entry: LibraryEntry): boolean {
  return entry.source.package === 'huebook';
}

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
 * since a prompt's unknown word ("an okapi", "a quokka") may well name one and a wrong animal
 * reads as a mistake. A tractor (category farm) and a snowman count as things.
 */
export function isCreature(entry: LibraryEntry): boolean {
  if (entry.keywords.some((k) => CREATURE_KEYWORDS.has(k))) return true;
  return CREATURE_CATEGORIES.has(entry.category) && entry.keywords[0] !== 'snowman';
}

/**
 * A main subject for a prompt that names nothing the library draws. A blank prompt gets any
 * subject at home in its setting (an animal, a vehicle, a toy). A prompt of words the library
 * does not know ("an okapi in the savanna", "a quokka") gets a thing at home in its setting (a
 * boat at sea, a tree in a meadow, `STAND_IN_FALLBACKS` where none is at home; our own
 * drawings before clip art), never an animal or a person it did not ask for; null when nothing
 * fits (a castle: the page shows the setting alone).
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
    // Our own drawings, made for children's pages, before clip art (a ragged leaf, a house in
    // perspective): at home in the setting, else our own trees on open land.
    const own = things.filter(isOwnDrawing);
    const ownTrees = OWN_TREE_SETTINGS.has(home) ? OWN_TREES.flatMap((id) => libraryEntry(id) ?? []) : [];
    const fits =
      own.length > 0
        ? own
        : ownTrees.length > 0
          ? ownTrees
          : things.length > 0
            ? things
            : (STAND_IN_FALLBACKS[home] ?? []).flatMap((id) => libraryEntry(id) ?? []);
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
