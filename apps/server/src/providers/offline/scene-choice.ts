import { libraryEntries, type LibraryEntry } from './library/library.ts';
import { copiesOf, pickEntry, pickHolderEntry, pickStandIn } from './pick-drawings.ts';
import { isFlowerHead, isRestingPlant, isWholeFlower } from './plant-perch.ts';
import type { Random } from './prng.ts';
import { pondWaterline } from './procedural/settings-pond.ts';
import { poolWaterline } from './procedural/settings-pool.ts';
import { RIVER_REACH, riverWaterline } from './procedural/settings-river.ts';
import type { SettingId } from './procedural/settings.ts';
import type { PromptReading } from './read-prompt.ts';
import { layoutScene, PAGE, type Extra, type Placement } from './scene-plan.ts';
import { turnSeatsToSubject } from './seat-sides.ts';
import {
  basketOf,
  homeSetting,
  isAirborne,
  furnitureSurface,
  containerRim,
  isCarrierInFront,
  isGrounded,
  isLaidOnGround,
  isOutdoorSeat,
  isSwimmer,
  setsRoom,
  floatShare,
  sizeClass,
} from './subject-traits.ts';
import { treeSeat } from './tree-seats.ts';
import { isHeadwear, isNeckwear } from './worn-props.ts';

/** How a page title names each setting, for prompts that name nothing. */
export const SETTING_PHRASES: Record<SettingId, string> = {
  meadow: 'in a meadow',
  hills: 'on the hills',
  garden: 'in the garden',
  forest: 'in the forest',
  farm: 'on the farm',
  beach: 'at the beach',
  sea: 'at sea',
  underwater: 'under the sea',
  sky: 'in the sky',
  space: 'in space',
  moon: 'on the moon',
  night: 'at night',
  snow: 'in the snow',
  city: 'in the city',
  room: 'at home',
  desert: 'in the desert',
  jungle: 'in the jungle',
  castle: 'at the castle',
  pond: 'on the pond',
  pool: 'in the pool',
  road: 'on the road',
  river: 'by the river',
  circus: 'at the circus',
};

/** A scene chosen from a prompt, waiting for its setting's ground line to be laid out. */
export interface SceneChoice {
  setting: SettingId;
  /** Night: the setting shows a moon and stars, no sun. */
  isNight: boolean;
  /** The main subject is a moon ("a crescent moon"): the setting's sky draws none of its own. */
  isMoonSubject: boolean;
  /** Library ids shown, main subject first. */
  drawings: string[];
  /** Inner regions of the chosen drawings as stored, summed: what they can bring to the page. */
  drawingRegions: number;
  /** "A cat in the garden": the title of a page whose prompt was blank. */
  title: string;
  /** The placements, back to front, for the setting's ground line (px). */
  layout: (groundY: number) => Placement[];
}

/** Size class of a tree or a house: too big to sit on, drawn behind its subject instead. */
const TREE_SIZE = 6;
/** Largest size class of a creature that rests on a flower or a leaf (a bee, a butterfly). */
const RESTING_SIZE = 1;
/** Most drawings besides the main subject's copies: more would crowd the page. */
const MAX_EXTRAS = 4;
/** Largest size class a subject can hold in front of itself, relative to its own. */
const MAX_HELD_STEP = 0;

/**
 * Chooses the drawings of a scene from a prompt's reading: the main subject (a seeded stand-in
 * when the prompt names nothing drawable, `pickStandIn`; none when nothing fits its setting),
 * its copies, the other mentions with relations a layout can draw (something too big to hold
 * stands beside; a plane or a moon goes up in the sky), and the setting: the prompt's, else
 * the main subject's home (fish under the sea, a rocket in space, a cow on a farm), else a
 * meadow. `turn`, the page's seed, steps through the main subject's drawings ("Try another",
 * `pickEntry`) unless it holds a prop (`pickHolderEntry`).
 */
export function planScene(reading: PromptReading, random: Random, turn = 0): SceneChoice {
  const mainMention = reading.mentions[reading.main];
  const main = mainMention
    ? holdsProp(reading)
      ? pickHolderEntry(mainMention, random, turn)
      : pickEntry(mainMention, random, turn)
    : pickStandIn(reading.setting, random, reading.isBlank);
  if (!main) {
    const setting = reading.setting ?? 'meadow';
    return {
      setting,
      isNight: reading.isNight || setting === 'night',
      isMoonSubject: false,
      drawings: [],
      drawingRegions: 0,
      title: `A page ${SETTING_PHRASES[setting]}`,
      layout: () => [],
    };
  }
  // Planets are each one of a kind: copies of one are the library's other planets, as many as
  // it has ("three planets": saturn, jupiter and the earth, never one drawing twice).
  const mainKinds = mainMention && isOneOfAKind(main) ? kindsOf(mainMention.entries, main) : [];
  const copies = mainMention
    ? mainKinds.length > 0
      ? Math.min(mainKinds.length, copiesOf(mainMention, random))
      : copiesOf(mainMention, random)
    : 1;
  // "Children playing", "three kids": a girl, a boy and a baby in turn, not one girl twice.
  const people = mainMention && !isOneOfAKind(main) ? peopleOf(mainMention.entries, main) : [];
  const copyEntries =
    people.length > 1
      ? Array.from({ length: copies - 1 }, (_, c) => people[(c + 1) % people.length] as LibraryEntry)
      : mainKinds.slice(1, copies);
  // "A whale in the sea" swims under the waves: at the surface it would be a sliver in the swell.
  const named =
    reading.setting === 'sea' && homeSetting(main) === 'underwater' ? 'underwater' : reading.setting;
  // "A bear in a hot air balloon": riders of a flying basket are up where it flies, not at home.
  const flown = reading.mentions.find(
    (m) => m.relation === 'under' && m.entries[0] && basketOf(m.entries[0]),
  );
  // "A rocket flying past planets": flying among planets is flying in space, not in a day sky.
  // "A cat sleeping on a bed": furniture the subject is on sets the room, not the cat's garden;
  // so does a box or a basket it sits in ("a cat in a box").
  const furniture = reading.mentions.find(
    (m) =>
      m.relation === 'under' &&
      m.entries[0] &&
      (furnitureSurface(m.entries[0]) !== undefined || containerRim(m.entries[0]) !== undefined),
  );
  // "A boy playing the piano": a piano beside the subject stands indoors, so the page is a room.
  const indoors = reading.mentions.some(
    (m, i) => i !== reading.main && m.entries[0] && setsRoom(m.entries[0]),
  );
  const setting =
    (named === null || named === 'sky') && isInSpace(main, reading)
      ? 'space'
      : (named ??
        (furniture
          ? furnitureSetting(furniture.entries[0] as LibraryEntry, main)
          : indoors
            ? 'room'
            : homeOf(flown?.entries[0] ?? main, reading)));
  const extras: Extra[] = [];
  // "A wolf howling at the moon": the moon named up in the sky is the night sky's own moon, so
  // the page is at night and shows one moon, not a drawn one beside the setting's. "A fox
  // sleeping under the stars": the stars over the subject are the night sky's own, not one big
  // star by the sun.
  let isNightSkyNamed = false;
  reading.mentions.forEach((mention, i) => {
    if (i === reading.main || extras.length >= MAX_EXTRAS) return;
    // Companions are their best drawing on a first page, seeded after it ("Try another" steps
    // through the main subject's drawings).
    let entry = pickEntry(mention, random, turn === 0 ? 0 : undefined);
    const relation = relationFor(mention.relation, entry, main);
    const isStarsOver = mention.relation === 'over' && entry.keywords[0] === 'star';
    if (relation === 'sky' && (entry.keywords[0] === 'moon' || isStarsOver) && setting !== 'space') {
      isNightSkyNamed = true;
      return;
    }
    if (relation === 'over') {
      // A tree to sit in or under: one of the library's own clean trees when it has one (a
      // canopy, a forked trunk to sit in), not clip art whose ragged foliage crowds the subject.
      const seated = mention.entries.filter((e) => treeSeat(e));
      if (seated.length > 0 && !treeSeat(entry)) entry = pickEntry({ ...mention, entries: seated }, random);
    }
    // "A girl and a flower", "a dog and flowers": flowers standing beside a subject are ones
    // drawn with their stems, not a flower's head alone hanging in the air beside her.
    const isLooseFlower = isRestingPlant(entry) && entry.keywords.includes('flower') && !isWholeFlower(entry);
    const whole = relation === 'beside' && isLooseFlower ? mention.entries.filter(isWholeFlower) : [];
    const candidates = whole.length > 0 ? whole : mention.entries;
    if (whole.length > 0) entry = pickEntry({ ...mention, entries: whole }, random);
    // A plural without a number ("planets") draws no more of them than the prompt's word has
    // drawings; a number of planets no more than the library has planets.
    const choices = isOneOfAKind(entry) ? kindsOf(candidates, entry) : candidates;
    const kinds = new Set(choices.map((e) => e.id)).size;
    // "A butterfly on a flower": a small creature rests on a plant drawn large, a flower's
    // head on a stem of its own when the prompt names no kind of flower.
    const isRest = relation === 'under' && isRestingPlant(entry) && sizeClass(main) <= RESTING_SIZE;
    if (isRest && !isFlowerHead(entry) && entry.keywords[0] === 'flower') {
      const heads = mention.entries.filter(isFlowerHead);
      if (heads.length > 0) entry = pickEntry({ ...mention, entries: heads }, random);
    }
    const copiesWanted =
      mention.relation !== 'beside'
        ? 1
        : mention.count === 0 && mention.entries.length >= 2
          ? Math.min(new Set(mention.entries.map((e) => e.id)).size, copiesOf(mention, random))
          : isOneOfAKind(entry)
            ? Math.min(kinds, copiesOf(mention, random))
            : copiesOf(mention, random);
    for (let c = 0; c < copiesWanted && extras.length < MAX_EXTRAS; c++)
      extras.push({
        // Several of a kind are different drawings when the library has them: "planets" a
        // ringed one and a banded one, "children" a girl and a boy, never one drawing twice.
        entry: c === 0 ? entry : nextKind(choices, extras, entry),
        relation,
        // "A monkey in a tree" sits in it; "under a tree" stands beneath it.
        ...(relation === 'over' && mention.relation === 'under' ? { isPerch: true } : {}),
        ...(isRest ? { isRest: true } : {}),
        // "A robot dancing": its music note floats beside it, not up in a corner of the sky.
        ...(relation === 'sky' && (mention.relation === 'held' || entry.keywords.includes('music note'))
          ? { isNear: true }
          : {}),
      });
  });
  const drawings = [
    main.id,
    ...copyEntries.map((e) => e.id),
    ...new Set(extras.map((e) => e.entry.id)),
  ].filter((id, i, all) => all.indexOf(id) === i);
  return {
    setting,
    isNight: reading.isNight || setting === 'night' || isNightSkyNamed,
    isMoonSubject: main.keywords[0] === 'moon',
    drawings,
    drawingRegions: main.regions * copies + extras.reduce((sum, e) => sum + e.entry.regions, 0),
    title: `A ${main.keywords[0] ?? main.title.toLowerCase()} ${SETTING_PHRASES[setting]}`,
    layout: (groundY) => {
      const placements = turnSeatsToSubject(
        layoutScene(
          {
            main,
            copies,
            copyEntries,
            extras,
            groundY,
            isGrounded: isGrounded(main, setting) && groundY < 1000,
          },
          random,
        ),
      );
      if (setting === 'pond') return floatOnPond(placements, groundY);
      // "Kids swimming in a pool", "a duck in a pool": whoever is in a pool swims in its water.
      if (setting === 'pool')
        return floatOnWater(placements, poolWaterline(groundY), POOL_REACH, poolFloatShare);
      // "A duck on the river", "a boat on the river": what floats sits on the near water.
      if (setting === 'river')
        return floatOnWater(placements, riverWaterline(groundY), RIVER_REACH, floatShare);
      return placements;
    },
  };
}

/**
 * The setting `subject` is at home in, unless a castle drawing is named with it: "a knight and a
 * castle" is at the castle's home (the hills), since the castle setting would draw a second
 * castle behind the one drawn.
 */
function homeOf(subject: LibraryEntry, reading: PromptReading): SettingId {
  const home = homeSetting(subject);
  const castle = reading.mentions.find((m) => m.entries[0]?.keywords[0] === 'castle')?.entries[0];
  return home === 'castle' && castle ? homeSetting(castle) : home;
}

/**
 * Where a subject on furniture is when the prompt names no place: a bed or a table sets a room;
 * a rock out of doors (`isOutdoorSeat`) keeps the subject's home, a sea creature's rock (a
 * mermaid's, a crab's) at the shore, above the water, as picture books draw a mermaid on a rock.
 */
function furnitureSetting(seat: LibraryEntry, main: LibraryEntry): SettingId {
  if (!isOutdoorSeat(seat)) return 'room';
  const home = homeSetting(main);
  return home === 'underwater' ? 'beach' : home;
}

/** Whether a drawing shows one of a kind (a planet): two of the same drawing on a page read as a mistake. */
function isOneOfAKind(entry: LibraryEntry): boolean {
  return entry.keywords.includes('planet');
}

/**
 * The different people a mention names, `first` first ("children": the girl and the boy), or
 * none when its drawings are not people. A baby is one of them only when `first` is: "kids
 * swimming" drew a girl, a boy and a sitting baby.
 */
function peopleOf(entries: readonly LibraryEntry[], first: LibraryEntry): LibraryEntry[] {
  const isPerson = (e: LibraryEntry) => e.keywords.includes('person');
  if (!isPerson(first)) return [];
  const isBaby = (e: LibraryEntry) => e.keywords.includes('baby');
  const all = [first, ...entries.filter((e) => isPerson(e) && (isBaby(first) || !isBaby(e)))];
  return all.filter((e, i) => all.findIndex((o) => o.id === e.id) === i);
}

/**
 * The drawings of a one-of-a-kind mention, `first` first: its matches, then the library's other
 * drawings of that kind (every planet), each once.
 */
function kindsOf(entries: readonly LibraryEntry[], first: LibraryEntry): LibraryEntry[] {
  const all = [first, ...entries, ...libraryEntries().filter((e) => e.keywords.includes('planet'))];
  return all.filter((e, i) => all.findIndex((o) => o.id === e.id) === i);
}

/** Keywords of things that only fly in space: a prompt naming one is set there. */
const SPACE_THINGS = ['planet', 'astronaut', 'rocket', 'galaxy'];

/**
 * Whether a prompt's page belongs in space: its main subject lives there (a rocket, an
 * astronaut), or it names a planet beside another subject.
 */
function isInSpace(main: LibraryEntry, reading: PromptReading): boolean {
  if (homeSetting(main) === 'space' && main.keywords.some((k) => SPACE_THINGS.includes(k))) return true;
  return reading.mentions.some((m) => m.entries[0]?.keywords.includes('planet'));
}

/**
 * The next of several things of one mention: the first of `entries` (a mention's matches, best
 * first) of `first`'s category not yet among `extras`, else `first` again. "Ducklings" beside a
 * duck are ducks, not the rubber duck (a toy) the word also finds.
 */
function nextKind(
  entries: readonly LibraryEntry[],
  extras: readonly Extra[],
  first: LibraryEntry,
): LibraryEntry {
  const used = new Set([first.id, ...extras.map((e) => e.entry.id)]);
  return entries.find((e) => !used.has(e.id) && e.category === first.category) ?? first;
}

/** Share of a swimming bird's height above the water: its lower body and feet are under it. */
const ABOVE_WATER = 0.74;
/** Half the width of a pool's water at its swimmers' line, less a margin, px (`pool`). */
const POOL_REACH = 380;
/** Share of a swimmer's height above a pool's water that does not float like a boat or a bird: head and shoulders. */
const POOL_SWIM_SHARE = 0.6;

/** Share of a drawing's height above a pool's water: a duck's or a boat's own (`floatShare`), else a swimmer's. */
function poolFloatShare(entry: LibraryEntry): number {
  return floatShare(entry) ?? POOL_SWIM_SHARE;
}

/** Half the width of the pond's water at its middle line, less a margin, px (`pond`'s rx ≥ 470). */
const POND_REACH = 440;
/**
 * Most a swimmer's water line moves from the main one's with its depth in the row, px: the birds
 * swim at different distances on the water, so their outlines pack closer (`packRow`).
 */
const WATERLINE_SPREAD = 110;

/**
 * Swimming birds (`isSwimmer`) on a pond float on it, as a coloring book draws a duck swimming:
 * each moved down so that its water line lies on the water (`pondWaterline`, a little nearer or
 * further with its place in the row), with the share below `ABOVE_WATER` of its height hidden.
 */
function floatOnPond(placements: Placement[], groundY: number): Placement[] {
  return floatOnWater(placements, pondWaterline(groundY), POND_REACH, (entry) =>
    isSwimmer(entry) ? ABOVE_WATER : undefined,
  );
}

/**
 * The main subject and those beside it that float (`above` gives the share of a drawing's
 * height above the water, undefined for one that stands on the bank) moved down so that their
 * water lines lie on the water at `water` px (a little nearer or further with their place in
 * the row), the row drawn closer together and smaller when it reaches more than `maxReach` px
 * from the page's middle, so nothing floats on the grass.
 */
function floatOnWater(
  placements: Placement[],
  water: number,
  maxReach: number,
  above: (entry: LibraryEntry) => number | undefined,
): Placement[] {
  const main = placements.find((p) => p.role === 'main');
  const floats = (p: Placement) => above(p.entry) !== undefined && (p.role === 'main' || p.role === 'beside');
  let reach = 0;
  for (const p of placements.filter(floats)) {
    const half = (p.height * p.entry.width) / p.entry.height / 2;
    reach = Math.max(reach, Math.abs(p.x - PAGE / 2) + half);
  }
  const shrink = Math.min(1, maxReach / Math.max(1, reach));
  return placements.map((p) => {
    const share = above(p.entry);
    if (share === undefined || !floats(p)) return p;
    const depth = main ? Math.max(-1, Math.min(1, (p.bottom - main.bottom) / 30)) : 0;
    const waterline = water + depth * WATERLINE_SPREAD;
    const height = p.height * shrink;
    return {
      ...p,
      x: PAGE / 2 + (p.x - PAGE / 2) * shrink,
      height,
      waterline,
      bottom: waterline + (1 - share) * height,
    };
  });
}

/** Keywords of things that float in the air by themselves: asked to be held, they float beside. */
/** Things a subject has with it that stand on the ground beside it rather than in its hand. */
const SET_DOWN: ReadonlySet<string> = new Set([
  'treasure chest',
  'chest',
  'barrel',
  'suitcase',
  'tea party',
  'tent',
  // "A boy playing the piano": the player stands at the piano, which no one holds.
  'piano',
  // "A cat with a menorah": a menorah with nine lit candles stands beside it, a dreidel spins
  // on the ground beside its player (holiday-symbols.ts).
  'menorah',
  'dreidel',
]);

const FLOATING_PROPS = ['music note', 'cloud', 'sun', 'moon', 'star', 'planet'];

/** Keywords of drawings that wear headwear on their head (`wearOnHead`) or a scarf (`wearOnNeck`). */
const WEARERS: ReadonlySet<string> = new Set(['person', 'animal', 'teddy bear', 'robot', 'snowman']);

function relationFor(
  relation: Extra['relation'],
  entry: LibraryEntry,
  main: LibraryEntry,
): Extra['relation'] {
  // "A dog wearing a hat", "a cat with a crown", "a pig in a hat": headwear is worn on the head
  // of whoever is named with it (`wearOnHead`), not set beside them at its own size; "a girl
  // wearing a scarf", "a cat in a scarf": a scarf is wound round their neck (`wearOnNeck`).
  const isWearer = main.keywords.some((k) => WEARERS.has(k));
  const isWorn = isHeadwear(entry) || isNeckwear(entry);
  if (relation !== 'sky' && relation !== 'over' && isWorn && isWearer) return 'held';
  // "A bee and a flower": a creature small enough to rest on a flower rests on it, as "on a
  // flower" does, not beside a flower of its own size floating up by the clouds.
  if (
    (relation === 'beside' || relation === 'held') &&
    isRestingPlant(entry) &&
    sizeClass(main) <= RESTING_SIZE
  )
    return 'under';
  // "A frog playing guitar": an instrument drawn played is held in front of any player, sized to
  // it, not set beside it at a guitar's own size, twice the frog's.
  const isPlayed = entry.keywords.some((k) => k.startsWith('played '));
  if (relation === 'held' && !isPlayed && sizeClass(entry) - sizeClass(main) > MAX_HELD_STEP) return 'beside';
  // "A bear having a picnic": the blanket is laid on the grass, not held.
  if (relation === 'held' && isLaidOnGround(entry)) return 'beside';
  // "A pirate with a treasure chest": a chest is set down beside its owner, too heavy to hold up.
  if (relation === 'held' && entry.keywords.some((k) => SET_DOWN.has(k))) return 'beside';
  // "A house with a tree": a house holds nothing, and nothing holds a tree; they stand together.
  if (relation === 'held' && (sizeClass(entry) >= TREE_SIZE || sizeClass(main) >= TREE_SIZE)) return 'beside';
  // "A monkey in a tree": a tree is not ridden like a boat, it stands behind.
  if (relation === 'under' && !isCarrierInFront(entry) && sizeClass(entry) >= TREE_SIZE) return 'over';
  if (relation === 'beside' && isAirborne(entry) && !isAirborne(main)) return 'sky';
  // "A robot dancing": a music note floats beside the dancer, it is not held in front of it.
  // "Under the moon": the moon is up in the sky, not a wall behind the subject.
  if ((relation === 'held' || relation === 'over') && entry.keywords.some((k) => FLOATING_PROPS.includes(k)))
    return 'sky';
  return relation;
}

/**
 * Whether the prompt has its subject hold something ("a cat with a kite", "a bear eating a
 * cake"): such a page keeps the seeded choice of drawing, since not every drawing of a subject
 * has a hand or a lap the prop is placed in.
 */
function holdsProp(reading: PromptReading): boolean {
  return reading.mentions.some((m, i) => i !== reading.main && m.relation === 'held');
}
