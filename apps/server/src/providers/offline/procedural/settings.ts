import type { DetailLevel } from '@huebook/shared/constants';

import type { Random } from '../prng.ts';

import type { Backdrop, SettingOptions } from './scenery-layout.ts';
import { city, room } from './settings-built.ts';
import { castle } from './settings-castle.ts';
import { circus } from './settings-circus.ts';
import { desert, farm, forest, garden, hillsSetting, jungle, meadow, night, snow } from './settings-land.ts';
import { beach, moon, sea, skySetting, space, underwater } from './settings-open.ts';
import { pond } from './settings-pond.ts';
import { pool } from './settings-pool.ts';
import { river } from './settings-river.ts';
import { road } from './settings-road.ts';
import { INK_STYLE } from './svg-kit.ts';

export type { Backdrop, SettingOptions } from './scenery-layout.ts';

export type SettingId =
  | 'meadow'
  | 'hills'
  | 'garden'
  | 'forest'
  | 'farm'
  | 'beach'
  | 'sea'
  | 'underwater'
  | 'sky'
  | 'space'
  | 'moon'
  | 'night'
  | 'snow'
  | 'city'
  | 'room'
  | 'desert'
  | 'jungle'
  | 'castle'
  | 'pond'
  | 'pool'
  | 'road'
  | 'river'
  | 'circus';

/**
 * Words of a prompt that name each setting, lower case; several words are one phrase. Checked
 * in `SETTING_ORDER`, so "under the sea" is underwater before "sea" is sea.
 */
export const SETTING_KEYWORDS: Record<SettingId, readonly string[]> = {
  castle: ['castle', 'palace', 'kingdom', 'fortress', 'royal court'],
  circus: ['circus', 'big top', 'circus tent', 'carnival'],
  underwater: [
    'underwater',
    'under the sea',
    'under water',
    'ocean floor',
    'sea floor',
    'seabed',
    'coral reef',
    'reef',
    'aquarium',
    'ocean',
    'deep sea',
  ],
  moon: ['on the moon', 'lunar', 'moon surface', 'moon base'],
  space: [
    'in space',
    'outer space',
    'space',
    'galaxy',
    'planets',
    'planet',
    'stars and planets',
    'cosmos',
    'universe',
    'orbit',
  ],
  room: [
    'bedroom',
    'kitchen',
    'living room',
    'room',
    'house',
    'home',
    'indoors',
    'inside',
    'classroom',
    'library',
    'bathroom',
    'cafe',
    // A room with a window and a picture: enough of a hospital or a doctor's for a coloring page.
    'hospital',
    'clinic',
  ],
  city: ['city', 'town', 'downtown', 'skyscraper', 'skyscrapers', 'village'],
  // A road across the country: "a car on the road"; a city street is the city ("city" first).
  // "A car on a roundabout": a junction the road setting stands for (read-prompt.ts otherSenses).
  road: [
    'road',
    'roads',
    'street',
    'highway',
    'motorway',
    'freeway',
    'country road',
    'roadside',
    'roundabout',
    'roundabouts',
  ],
  // A rock pool is the shore's, not a swimming pool: "a crab in a rock pool".
  beach: [
    'beach',
    'seaside',
    'seashore',
    'shore',
    'sand castle',
    'sandcastle',
    'coast',
    'rock pool',
    'rock pools',
    'rockpool',
    'rockpools',
    'tide pool',
    'tide pools',
    'tidepool',
    'tidepools',
  ],
  // A swimming pool with its edge tiles and a ladder: "kids swimming in a pool".
  pool: ['pool', 'swimming pool', 'swimming pools', 'paddling pool', 'pool party', 'poolside', 'pools'],
  pond: ['pond', 'duck pond', 'lily pad', 'lily pads', 'lake', 'puddle', 'swamp', 'marsh', 'bog', 'wetland'],
  // A river winds between grassy banks: "an otter in the river", "a boat on the river".
  river: ['river', 'riverbank', 'river bank', 'stream', 'creek', 'brook', 'by the river'],
  sea: ['sea', 'at sea', 'sailing', 'boat', 'ship', 'waves'],
  sky: ['in the sky', 'sky', 'flying', 'clouds', 'cloud', 'air', 'balloon', 'rainbow'],
  night: ['night', 'at night', 'moonlight', 'starry', 'bedtime', 'midnight', 'evening'],
  snow: ['snow', 'snowy', 'winter', 'ice', 'icy', 'arctic', 'north pole', 'christmas', 'skiing', 'snowman'],
  desert: ['desert', 'sahara', 'cactus', 'dunes', 'dune', 'oasis', 'pyramid', 'pyramids'],
  jungle: ['jungle', 'rainforest', 'rain forest', 'tropical', 'safari'],
  forest: ['forest', 'woods', 'woodland', 'trees', 'camping', 'campfire'],
  farm: ['farm', 'barn', 'farmyard', 'tractor', 'ranch', 'countryside'],
  garden: ['garden', 'backyard', 'yard', 'flowers', 'flower bed'],
  hills: ['hills', 'hill', 'mountains', 'mountain', 'valley', 'hiking'],
  meadow: [
    'meadow',
    // A park's open grass, without a garden's fence (a picnic's people keep their faces at Simple).
    'park',
    'picnic',
    'field',
    'grass',
    'grassy',
    'outside',
    'outdoors',
    'spring',
    'summer',
    'savanna',
    'savannah',
    'grassland',
    'prairie',
  ],
};

/** Settings in the order their keywords are tried: specific places before broad words. */
const SETTING_ORDER: readonly SettingId[] = [
  'underwater',
  'moon',
  'space',
  'castle',
  'circus',
  'room',
  'city',
  'road',
  'beach',
  'pool',
  'snow',
  'desert',
  'jungle',
  'farm',
  'pond',
  // Before the sea's 'boat': "a boat on the river" floats on the river.
  'river',
  'forest',
  'garden',
  'hills',
  'meadow',
  'night',
  'sea',
  'sky',
];

/** Words of a prompt that set a scene at night, whatever its place ("in the forest at night"). */
const NIGHT_WORDS: readonly string[] = [
  'night',
  'nighttime',
  'tonight',
  'moonlight',
  'moonlit',
  'starry',
  'starlit',
  'bedtime',
  'midnight',
  'evening',
  // Halloween's scenes are dark: "a cat on halloween", "a haunted house", "a spooky owl".
  'halloween',
  'spooky',
  'haunted',
  // A wolf howls at a moon in a night sky, not beside the sun.
  'howling at the moon',
  'howls at the moon',
  'howl at the moon',
];

/** Whether a prompt sets its scene at night: whole words of `NIGHT_WORDS`. */
export function isNightPrompt(prompt: string): boolean {
  const text = ` ${prompt.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return NIGHT_WORDS.some((word) => text.includes(` ${word} `));
}

/**
 * The setting a prompt names ("a cat playing guitar on the moon" → moon, "a dog in the
 * kitchen" → room, "a whale in the ocean" → underwater), or null when it names none. Matches
 * whole words and phrases, the earliest setting of `SETTING_ORDER` first.
 */
export function settingFromPrompt(prompt: string): SettingId | null {
  const text = ` ${prompt.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  for (const id of SETTING_ORDER)
    if (SETTING_KEYWORDS[id].some((word) => text.includes(` ${word} `))) return id;
  return null;
}

const DRAW: Record<SettingId, (random: Random, detail: DetailLevel, options: SettingOptions) => Backdrop> = {
  meadow,
  hills: hillsSetting,
  garden,
  forest,
  farm,
  beach,
  sea,
  underwater,
  sky: skySetting,
  space,
  moon,
  night,
  snow,
  city,
  room,
  desert,
  jungle,
  castle,
  pond,
  pool,
  road,
  river,
  circus,
};

/**
 * A setting drawn as SVG elements (black 4 px strokes, white fills, closed shapes or bands
 * running past the page's edges) in a 1024×1024 viewBox, for the composer to draw subjects in
 * front of. `detail` scales how many clouds, stars, flowers and props there are; at night
 * (`options.isNight`) every setting with a sky shows a moon and stars and no sun; the same
 * `random` stream gives the same text. Rendered alone it has no specks and almost no open ends.
 */
export function drawSetting(
  setting: SettingId,
  random: Random,
  detail: DetailLevel,
  options: SettingOptions = {},
): Backdrop {
  const backdrop = DRAW[setting](random, detail, options);
  return { ...backdrop, svg: `<g ${INK_STYLE}>${backdrop.svg}</g>` };
}
