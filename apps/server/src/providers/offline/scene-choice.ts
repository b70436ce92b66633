import type { LibraryEntry } from './library/library.ts';
import { copiesOf, pickEntry, pickStandIn } from './pick-drawings.ts';
import type { Random } from './prng.ts';
import { pondWaterline } from './procedural/settings-pond.ts';
import type { SettingId } from './procedural/settings.ts';
import type { PromptReading } from './read-prompt.ts';
import { layoutScene, PAGE, type Extra, type Placement } from './scene-plan.ts';
import {
  homeSetting,
  isAirborne,
  isCarrierInFront,
  isGrounded,
  isLaidOnGround,
  isSwimmer,
  sizeClass,
} from './subject-traits.ts';
import { treeSeat } from './tree-seats.ts';

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
};

/** A scene chosen from a prompt, waiting for its setting's ground line to be laid out. */
export interface SceneChoice {
  setting: SettingId;
  /** Night: the setting shows a moon and stars, no sun. */
  isNight: boolean;
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
 * meadow.
 */
export function planScene(reading: PromptReading, random: Random): SceneChoice {
  const mainMention = reading.mentions[reading.main];
  const main = mainMention
    ? pickEntry(mainMention, random)
    : pickStandIn(reading.setting, random, reading.isBlank);
  if (!main) {
    const setting = reading.setting ?? 'meadow';
    return {
      setting,
      isNight: reading.isNight || setting === 'night',
      drawings: [],
      drawingRegions: 0,
      title: `A page ${SETTING_PHRASES[setting]}`,
      layout: () => [],
    };
  }
  const copies = mainMention ? copiesOf(mainMention, random) : 1;
  // "A whale in the sea" swims under the waves: at the surface it would be a sliver in the swell.
  const named =
    reading.setting === 'sea' && homeSetting(main) === 'underwater' ? 'underwater' : reading.setting;
  const setting = named ?? homeSetting(main);
  const extras: Extra[] = [];
  reading.mentions.forEach((mention, i) => {
    if (i === reading.main || extras.length >= MAX_EXTRAS) return;
    let entry = pickEntry(mention, random);
    const relation = relationFor(mention.relation, entry, main);
    if (relation === 'over') {
      // A tree to sit in or under: one of the library's own clean trees when it has one (a
      // canopy, a forked trunk to sit in), not clip art whose ragged foliage crowds the subject.
      const seated = mention.entries.filter((e) => treeSeat(e));
      if (seated.length > 0 && !treeSeat(entry)) entry = pickEntry({ ...mention, entries: seated }, random);
    }
    const copiesWanted = mention.relation === 'beside' ? copiesOf(mention, random) : 1;
    for (let c = 0; c < copiesWanted && extras.length < MAX_EXTRAS; c++)
      extras.push({
        entry,
        relation,
        // "A monkey in a tree" sits in it; "under a tree" stands beneath it.
        ...(relation === 'over' && mention.relation === 'under' ? { isPerch: true } : {}),
      });
  });
  const drawings = [main.id, ...new Set(extras.map((e) => e.entry.id))].filter(
    (id, i, all) => all.indexOf(id) === i,
  );
  return {
    setting,
    isNight: reading.isNight || setting === 'night',
    drawings,
    drawingRegions: main.regions * copies + extras.reduce((sum, e) => sum + e.entry.regions, 0),
    title: `A ${main.keywords[0] ?? main.title.toLowerCase()} ${SETTING_PHRASES[setting]}`,
    layout: (groundY) => {
      const placements = layoutScene(
        { main, copies, extras, groundY, isGrounded: isGrounded(main, setting) && groundY < 1000 },
        random,
      );
      return setting === 'pond' ? floatOnPond(placements, groundY) : placements;
    },
  };
}

/** Share of a swimming bird's height above the water: its lower body and feet are under it. */
const ABOVE_WATER = 0.74;
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
  const water = pondWaterline(groundY);
  const main = placements.find((p) => p.role === 'main');
  const floats = (p: Placement) => isSwimmer(p.entry) && (p.role === 'main' || p.role === 'beside');
  // The row drawn closer together and smaller when wider than the pond, so no bird swims on grass.
  let reach = 0;
  for (const p of placements.filter(floats)) {
    const half = (p.height * p.entry.width) / p.entry.height / 2;
    reach = Math.max(reach, Math.abs(p.x - PAGE / 2) + half);
  }
  const shrink = Math.min(1, POND_REACH / Math.max(1, reach));
  return placements.map((p) => {
    if (!floats(p)) return p;
    const depth = main ? Math.max(-1, Math.min(1, (p.bottom - main.bottom) / 30)) : 0;
    const waterline = water + depth * WATERLINE_SPREAD;
    const height = p.height * shrink;
    return {
      ...p,
      x: PAGE / 2 + (p.x - PAGE / 2) * shrink,
      height,
      waterline,
      bottom: waterline + (1 - ABOVE_WATER) * height,
    };
  });
}

function relationFor(
  relation: Extra['relation'],
  entry: LibraryEntry,
  main: LibraryEntry,
): Extra['relation'] {
  if (relation === 'held' && sizeClass(entry) - sizeClass(main) > MAX_HELD_STEP) return 'beside';
  // "A bear having a picnic": the blanket is laid on the grass, not held.
  if (relation === 'held' && isLaidOnGround(entry)) return 'beside';
  // "A house with a tree": a house holds nothing, and nothing holds a tree; they stand together.
  if (relation === 'held' && (sizeClass(entry) >= TREE_SIZE || sizeClass(main) >= TREE_SIZE)) return 'beside';
  // "A monkey in a tree": a tree is not ridden like a boat, it stands behind.
  if (relation === 'under' && !isCarrierInFront(entry) && sizeClass(entry) >= TREE_SIZE) return 'over';
  if (relation === 'beside' && isAirborne(entry) && !isAirborne(main)) return 'sky';
  return relation;
}
