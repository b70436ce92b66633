import type { LibraryEntry } from './library/library.ts';
import type { SettingId } from './procedural/settings.ts';

/**
 * What an illustrator knows about a library drawing when placing it: where it lives, how big it
 * is next to other things, whether it floats in the sky or carries a rider. Read from the
 * entry's keywords (its main subject first) and category.
 */

/** Settings by a drawing's keyword, checked before its category. */
const HOME_BY_KEYWORD: Record<string, SettingId> = {
  seal: 'beach',
  seagull: 'beach',
  puffin: 'beach',
  turtle: 'beach',
  cormorant: 'beach',
  flamingo: 'beach',
  crayfish: 'underwater',
  'treasure chest': 'underwater',
  penguin: 'snow',
  snowman: 'snow',
  sled: 'snow',
  'christmas tree': 'snow',
  swan: 'pond',
  duck: 'pond',
  'rubber duck': 'room',
  // A frisbee flies over a park's grass, not round a room.
  frisbee: 'meadow',
  camel: 'desert',
  cactus: 'desert',
  lizard: 'desert',
  armadillo: 'desert',
  lion: 'desert',
  monkey: 'jungle',
  tiger: 'jungle',
  elephant: 'jungle',
  rhinoceros: 'jungle',
  kangaroo: 'desert',
  frog: 'garden',
  bear: 'forest',
  wolf: 'forest',
  deer: 'forest',
  squirrel: 'forest',
  raccoon: 'forest',
  owl: 'night',
  'teddy bear': 'room',
  mushroom: 'forest',
  troll: 'forest',
  fairy: 'garden',
  princess: 'castle',
  mermaid: 'underwater',
  alien: 'moon',
  dragon: 'hills',
  castle: 'hills',
  'sand castle': 'beach',
  lighthouse: 'beach',
  'palm tree': 'beach',
  island: 'sea',
  surfboard: 'beach',
  umbrella: 'garden',
  ship: 'sea',
  boat: 'sea',
  airplane: 'sky',
  'paper plane': 'sky',
  balloon: 'sky',
  kite: 'sky',
  tractor: 'farm',
  car: 'city',
  bus: 'city',
  truck: 'city',
  ambulance: 'city',
  'police officer': 'city',
  'fire station': 'city',
  bicycle: 'city',
  train: 'hills',
  school: 'city',
  moon: 'night',
  dove: 'sky',
  seahorse: 'underwater',
  dinosaur: 'jungle',
  tree: 'meadow',
  dog: 'garden',
  cat: 'garden',
  hedgehog: 'garden',
  tortoise: 'garden',
  pumpkin: 'garden',
  zebra: 'meadow',
  hippo: 'pond',
  crocodile: 'pond',
  parrot: 'jungle',
  koala: 'forest',
  'jack o lantern': 'night',
  ghost: 'night',
  reindeer: 'snow',
  superhero: 'city',
  'football player': 'meadow',
  pirate: 'beach',
  knight: 'castle',
  cowboy: 'farm',
  witch: 'night',
  sloth: 'jungle',
  llama: 'hills',
  'polar bear': 'snow',
  helicopter: 'sky',
  submarine: 'underwater',
  digger: 'city',
  farmer: 'farm',
  king: 'castle',
  queen: 'castle',
  prince: 'castle',
  chef: 'room',
  doctor: 'room',
  firefighter: 'city',
  clown: 'meadow',
  peacock: 'garden',
  bat: 'night',
  otter: 'pond',
  carrot: 'garden',
  watermelon: 'beach',
  skateboard: 'meadow',
  // Our dolphin leaps out of the waves: at sea, splashing, not under it.
  'jumping dolphin': 'sea',
  ballerina: 'room',
  gorilla: 'jungle',
  hamster: 'room',
  eagle: 'hills',
  santa: 'snow',
  elf: 'snow',
  // Our hot-air balloon flies over the hills, the tent is pitched in the woods, the scarecrow
  // stands on a farm (balloon-tent-scarecrow.ts).
  'hot air balloon': 'hills',
  tent: 'forest',
  scarecrow: 'farm',
  igloo: 'snow',
  // Our flying saucer flies over the hills at night, our skeleton waves on a Halloween night
  // (ufo-and-skeleton.ts).
  ufo: 'night',
  skeleton: 'night',
  // Our axolotl and capybara live by the water: a pond, not the sea floor or the woods.
  axolotl: 'pond',
  capybara: 'pond',
  // Our pegasus and our angel stand among the clouds, their wings raised (pegasus-and-angel.ts).
  pegasus: 'sky',
  angel: 'sky',
  // Our shamrock grows in a meadow; the menorah and the dreidel stay indoors by their categories
  // (holiday-symbols.ts).
  shamrock: 'meadow',
};

/** Settings by a drawing's category when no keyword decides. */
const HOME_BY_CATEGORY: Record<string, SettingId> = {
  farm: 'farm',
  pets: 'garden',
  'wild animals': 'forest',
  'sea animals': 'underwater',
  birds: 'meadow',
  insects: 'garden',
  dinosaurs: 'jungle',
  fantasy: 'forest',
  plants: 'garden',
  food: 'room',
  vehicles: 'city',
  buildings: 'meadow',
  toys: 'room',
  music: 'room',
  space: 'space',
  school: 'room',
  sport: 'meadow',
  people: 'garden',
  household: 'room',
  party: 'garden',
};

/** Where a drawing belongs when the prompt names no place: fish under the sea, cows on a farm. */
export function homeSetting(entry: LibraryEntry): SettingId {
  for (const keyword of entry.keywords) {
    const home = HOME_BY_KEYWORD[keyword];
    if (home) return home;
  }
  return HOME_BY_CATEGORY[entry.category] ?? 'meadow';
}

/**
 * Size classes, 1 (a bee) to 6 (a tree, a house), by keyword then category: the height ratio of
 * two drawings side by side follows `SIZE_STEP` per class, so a cat beside a horse is smaller
 * without vanishing.
 */
const SIZE_BY_KEYWORD: Record<string, number> = {
  bee: 1,
  ladybug: 1,
  ant: 1,
  snail: 1,
  butterfly: 1,
  dragonfly: 1,
  spider: 1,
  grasshopper: 1,
  'music note': 2,
  apple: 1,
  'ball of yarn': 2,
  cherry: 1,
  strawberry: 1,
  lollipop: 2,
  cupcake: 1,
  cookie: 1,
  candy: 1,
  acorn: 1,
  leaf: 1,
  mouse: 2,
  frog: 2,
  ball: 2,
  book: 2,
  teacup: 1,
  crayon: 1,
  pencil: 1,
  'paint brush': 1,
  palette: 2,
  guitar: 3,
  violin: 2,
  trumpet: 2,
  drum: 2,
  cat: 3,
  fox: 3,
  'picnic blanket': 2,
  rabbit: 3,
  duck: 3,
  chicken: 3,
  rooster: 3,
  owl: 3,
  penguin: 3,
  squirrel: 3,
  'teddy bear': 3,
  snowman: 4,
  dog: 4,
  sheep: 4,
  pig: 4,
  goat: 4,
  girl: 4,
  boy: 4,
  baby: 3,
  robot: 4,
  child: 4,
  person: 5,
  woman: 4.5,
  horse: 5,
  pegasus: 5,
  // A child angel, as the standing children (pegasus-and-angel.ts).
  angel: 4,
  cow: 5,
  bear: 5,
  lion: 5,
  tiger: 5,
  camel: 5,
  dragon: 5,
  dinosaur: 5,
  car: 5,
  tractor: 5,
  elephant: 6,
  tree: 6,
  'palm tree': 6,
  house: 6,
  castle: 6,
  lighthouse: 6,
  bus: 6,
  train: 6,
  ship: 6,
  boat: 5,
  rocket: 6,
  school: 6,
  'fire station': 6,
  'fire truck': 5,
  rainbow: 6,
  volcano: 6,
  igloo: 4.5,
  umbrella: 3,
  chair: 4,
  table: 4,
  lamp: 3,
  hedgehog: 2,
  tortoise: 2,
  pumpkin: 2,
  'jack o lantern': 2,
  parrot: 3,
  koala: 3,
  ghost: 4,
  crocodile: 4,
  zebra: 5,
  reindeer: 5,
  hippo: 5,
  axolotl: 2,
  capybara: 4,
  // Our upright piano (piano-and-windmill.ts) stands a little taller than a child.
  piano: 4,
};

const SIZE_BY_CATEGORY: Record<string, number> = {
  insects: 1,
  food: 2,
  school: 2,
  music: 2,
  sport: 2,
  toys: 2,
  household: 3,
  birds: 3,
  pets: 3,
  'sea animals': 3,
  plants: 2,
  fantasy: 4,
  people: 5,
  farm: 4,
  'wild animals': 5,
  dinosaurs: 5,
  vehicles: 5,
  buildings: 6,
  space: 4,
};

/** Height ratio per size class between two drawings standing side by side. */
export const SIZE_STEP = 1.3;

export function sizeClass(entry: LibraryEntry): number {
  for (const keyword of entry.keywords) {
    const size = SIZE_BY_KEYWORD[keyword];
    if (size !== undefined) return size;
  }
  return SIZE_BY_CATEGORY[entry.category] ?? 3;
}

const AIRBORNE = new Set([
  'moon',
  // Drawn flying, fist forward: over the city, not standing in its street.
  'superhero',
  'helicopter',
  'hot air balloon',
  'bat',
  'eagle',
  'planet',
  'earth',
  'airplane',
  'paper plane',
  'balloon',
  'kite',
  'music note',
  'cloud',
  'sun',
  'dove',
  // Insects fly over the garden rather than stand on the ground.
  'butterfly',
  'bee',
  'dragonfly',
  'ufo',
]);

/** Whether a companion belongs up in the sky (a moon, a plane, a balloon), not on the ground. */
export function isAirborne(entry: LibraryEntry): boolean {
  return entry.keywords.some((k) => AIRBORNE.has(k)) || entry.category === 'space';
}

const CARRIERS_IN_FRONT = new Set([
  'boat',
  'ship',
  'car',
  'bus',
  'truck',
  'wagon',
  'sled',
  'bathtub',
  'basket',
  'box',
  'tractor',
  // A hot-air balloon's basket hides its riders' legs (`basketOf`).
  'hot air balloon',
]);

/**
 * Whether a carrier is drawn in front of its rider (a boat hides the cat's legs) rather than
 * behind it (a horse, a bicycle, a table the cat sits on).
 */
export function isCarrierInFront(entry: LibraryEntry): boolean {
  return entry.keywords.some((k) => CARRIERS_IN_FRONT.has(k));
}

/**
 * The front rim of Huebook's own box and basket (farmer-box-yarn.ts), share of the stored
 * drawing's height from its top, measured on the label maps: the box's front flap starts at row
 * 202 of 470, the basket's rolled front rim at row 384 of 662 (below the opening). A pet in one
 * sits behind it as a rider sits behind a boat's hull (`seatInBoat`), its lower body hidden.
 */
const CONTAINER_RIMS: Readonly<Record<string, number>> = {
  'cardboard-box': 0.43,
  'wicker-basket': 0.58,
};

/** The front rim of a container a pet sits in (`CONTAINER_RIMS`), or undefined for any other drawing. */
export function containerRim(entry: LibraryEntry): number | undefined {
  return CONTAINER_RIMS[entry.id];
}

/**
 * A flying basket's box, shares of the stored drawing's size: the top of its rim (rows above it
 * are its riders'), its sides, and how far below the rim its riders' feet stand. Our hot-air
 * balloon (balloon-tent-scarecrow.ts), measured on its label map: the rolled rim starts at row
 * 582 of 720 (0.808), the rim spans columns 107–343 of 449, the woven body 0.84–1.
 */
export interface Basket {
  rim: number;
  left: number;
  right: number;
  feet: number;
}

const BASKETS: Readonly<Record<string, Basket>> = {
  'hot-air-balloon': { rim: 0.808, left: 0.238, right: 0.764, feet: 0.96 },
  // Our flying saucer (ufo-and-skeleton.ts): its riders stand in the glass dome, which spans
  // columns 188–452 of 640; the disc's top, level under the dome, at row 210 of 520.
  ufo: { rim: 0.404, left: 0.294, right: 0.706, feet: 0.52 },
};

/** The basket riders sit in ("a bear in a hot air balloon"), or undefined for other drawings. */
export function basketOf(entry: LibraryEntry): Basket | undefined {
  return BASKETS[entry.id];
}

/**
 * Whether a drawing is a vehicle (a sled, a car): no face to keep colourable, and long, so a
 * floor on its height would draw it longer than the animal pulling it.
 */
export function isVehicle(entry: LibraryEntry): boolean {
  return entry.category === 'vehicles';
}

/**
 * The top surface of furniture a subject sits or lies on, share of the stored drawing's height
 * from its top: Huebook's own bed (scripts/own-drawings/bed-and-nest.ts), its quilt's flat top
 * measured on the label map at 0.473, and kitchen table.
 */
const FURNITURE_SURFACES: Readonly<Record<string, number>> = {
  bed: 0.47,
  // Our kitchen table (table-and-cheetah.ts): its top runs 0.006–0.167 down the label map.
  'kitchen-table': 0.12,
  // Our rock (tea-and-rock.ts): its flat top face runs 0.006–0.31 down the label map.
  'big-rock': 0.2,
  // Our upright piano (piano-and-windmill.ts): its lid runs 0–0.075 down the label map.
  piano: 0.05,
};

/**
 * Seats out of doors (our rock): a subject on one sits where it lives (a frog in the garden, a
 * seal at the beach), not in a room; height under its subject, share of the subject's height,
 * low enough that the subject stays the page's centre.
 */
const OUTDOOR_SEATS: Readonly<Record<string, number>> = { 'big-rock': 0.6 };

/** Height of furniture under its subject, share of the subject's height: a bed to fit a cat on. */
export const FURNITURE_SCALE = 1.5;

/**
 * Where a subject sits on a piece of furniture (`FURNITURE_SURFACES`), or undefined when the
 * drawing is not furniture with a known surface.
 */
export function furnitureSurface(entry: LibraryEntry): number | undefined {
  return FURNITURE_SURFACES[entry.id];
}

/** Whether furniture is a seat out of doors (a rock), which sets no room (`OUTDOOR_SEATS`). */
export function isOutdoorSeat(entry: LibraryEntry): boolean {
  return OUTDOOR_SEATS[entry.id] !== undefined;
}

/**
 * Height of furniture under its subject, share of the subject's height: `FURNITURE_SCALE` (a
 * bed, a table), less for a rock to sit on (`OUTDOOR_SEATS`).
 */
export function furnitureScale(entry: LibraryEntry): number {
  return OUTDOOR_SEATS[entry.id] ?? FURNITURE_SCALE;
}

/** Things beside a subject that stand indoors, so the page is a room: a piano (piano-and-windmill.ts). */
const ROOM_THINGS = new Set(['piano']);

/** Whether a companion sets a room ("a boy playing the piano"), as furniture under a subject does. */
export function setsRoom(entry: LibraryEntry): boolean {
  return ROOM_THINGS.has(entry.keywords[0] ?? '');
}

/** Things laid flat on the grass in front of the subjects rather than standing among them. */
const LAID_ON_GROUND = new Set(['picnic blanket']);

/** Whether a drawing lies on the ground in front of the subjects (a picnic blanket). */
export function isLaidOnGround(entry: LibraryEntry): boolean {
  return LAID_ON_GROUND.has(entry.keywords[0] ?? '');
}

/**
 * Things that arch behind a scene rather than stand in its row: "a unicorn with a rainbow" draws
 * the rainbow large behind the unicorn, as "under a rainbow" does, not a small arch beside it;
 * "a knight and a castle" the castle large behind the knight.
 */
const BACKDROP_THINGS = new Set(['rainbow', 'volcano', 'castle']);

/** Whether a drawing rises behind the subjects when named beside them (a rainbow, a volcano). */
export function isBackdropThing(entry: LibraryEntry): boolean {
  return BACKDROP_THINGS.has(entry.keywords[0] ?? '') && !isSandCastle(entry);
}

/** A sand castle is a small thing at the beach, not a backdrop ("castle" its first keyword). */
const isSandCastle = (entry: LibraryEntry): boolean => entry.keywords.includes('sand castle');

/**
 * Backdrops that stand on the ground below a flying subject rather than rise behind it: "a
 * dragon flying over a castle" draws the castle large at the foot of the page and the dragon in
 * the sky above it, not the dragon pasted over the castle's middle.
 */
const FLOWN_OVER = new Set(['castle']);

/** Whether a flying subject is drawn above this backdrop, not in front of it (a castle). */
export function isFlownOver(entry: LibraryEntry): boolean {
  return FLOWN_OVER.has(entry.keywords[0] ?? '') && !isSandCastle(entry);
}

/** Things besides sea animals that swim free under the sea rather than rest on its floor. */
const UNDERWATER_SWIMMERS = new Set(['mermaid', 'submarine']);

/** Whether a drawing stands on the ground (not a fish, a bird in flight or a planet). */
export function isGrounded(entry: LibraryEntry, setting: SettingId): boolean {
  if (setting === 'space' || setting === 'sky') return false;
  if (setting === 'underwater')
    return entry.category !== 'sea animals' && !entry.keywords.some((k) => UNDERWATER_SWIMMERS.has(k));
  return !isAirborne(entry);
}

/** First keywords of birds that swim: on a pond they float, their lower body under the water. */
const SWIMMERS = new Set(['duck', 'swan', 'goose']);

/** Whether a drawing swims on a pond's water (a duck, a swan) rather than standing on its bank. */
export function isSwimmer(entry: LibraryEntry): boolean {
  return SWIMMERS.has(entry.keywords[0] ?? '');
}
/** Share of a floating drawing's height above the water: a boat shows its hull, a bird its back. */
const FLOAT_SHARES: Readonly<Record<string, number>> = { boat: 0.9, otter: 0.72 };
/** Share of a swimming bird's height above the water: its lower body and feet are under it. */
const SWIMMER_SHARE = 0.74;

/**
 * Share of a drawing's height above the water when it floats on a river (a duck, a swan, a boat,
 * an otter), or undefined for one that stands on the bank.
 */
export function floatShare(entry: LibraryEntry): number | undefined {
  if (isSwimmer(entry)) return SWIMMER_SHARE;
  for (const keyword of entry.keywords) if (FLOAT_SHARES[keyword] !== undefined) return FLOAT_SHARES[keyword];
  return undefined;
}

/**
 * Regions a drawing keeps at least on a Simple page when it is the main subject, for drawings
 * whose parts need more than a face's reserve (`MAIN_SUBJECT_RESERVE`): the spider's eight legs
 * besides its face and its web, which kept only four when its web cells took the rest.
 */
const SIMPLE_RESERVES: Readonly<Record<string, number>> = { 'spider-in-web': 26 };

/** Regions the drawing keeps at least as a Simple page's main subject (0: the level's own reserve). */
export function simpleReserve(entry: LibraryEntry): number {
  return SIMPLE_RESERVES[entry.id] ?? 0;
}
