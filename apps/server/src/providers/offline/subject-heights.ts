import type { LibraryEntry } from './library/library.ts';
import { SIZE_STEP, sizeClass } from './subject-traits.ts';

/**
 * How tall the things a page's subjects are stand in the world, so that subjects side by side
 * keep a believable relative height ("a giraffe and an elephant": the giraffe is the taller;
 * "a mother and her children": she stands a head and more above them). Heights are the drawn
 * pose's height in metres (a sitting cat's, a standing giraffe's to the top of its head),
 * rounded figures from common encyclopedia values; kept here rather than in `library.json` so
 * the library's data stays one file others edit.
 */

/** Heights by drawing id, m, where a drawing differs from its kind (a sitting dog, a baby). */
const HEIGHT_BY_ID: Record<string, number> = {
  woman: 1.65,
  girl: 1.15,
  boy: 1.15,
  baby: 0.7,
  ballerina: 1.4,
  // A child princess, as drawn: beside a child prince she stands about as tall.
  princess: 1.3,
  fairy: 1.2,
  pirate: 1.15,
  knight: 1.15,
  witch: 1.15,
  superhero: 1.15,
  'football-player': 1.15,
  'treasure-chest': 0.55,
  king: 1.75,
  farmer: 1.8,
  // A ball of yarn a cat plays with: about a third of the sitting cat's height.
  'ball-of-yarn': 0.14,
  prince: 1.2,
  chef: 1.15,
  queen: 1.7,
  doctor: 1.15,
  firefighter: 1.15,
  clown: 1.15,
  'ballet-dancer': 1.2,
  'garden-fairy': 1.15,
  santa: 1.75,
  elf: 1.15,
  // On its pole, a head taller than a grown-up (balloon-tent-scarecrow.ts).
  scarecrow: 1.9,
  // A child angel with the halo floating over her head (pegasus-and-angel.ts).
  angel: 1.3,
  // A child seated on a bicycle, the head above the saddle (bicycle-riders.ts).
  'girl-on-bicycle': 1.4,
  'boy-on-bicycle': 1.4,
};

/** Heights by a drawing's keyword (checked in the entry's keyword order), m. */
const HEIGHT_BY_KEYWORD: Record<string, number> = {
  giraffe: 5,
  elephant: 3,
  camel: 2.1,
  rhinoceros: 1.7,
  horse: 1.7,
  dinosaur: 4,
  't rex': 4,
  dragon: 3,
  unicorn: 1.7,
  // Our pegasus's raised wings reach above its ears (pegasus-and-angel.ts).
  pegasus: 2.1,
  cow: 1.5,
  bear: 1.5,
  panda: 1.2,
  deer: 1.3,
  kangaroo: 1.5,
  lion: 1.2,
  tiger: 1.1,
  donkey: 1.3,
  goat: 0.8,
  sheep: 0.9,
  pig: 0.9,
  wolf: 0.85,
  dog: 0.6,
  fox: 0.45,
  monkey: 0.6,
  penguin: 0.7,
  flamingo: 1.3,
  turkey: 0.9,
  rooster: 0.6,
  chicken: 0.45,
  duck: 0.45,
  swan: 0.9,
  owl: 0.5,
  raccoon: 0.45,
  cat: 0.4,
  rabbit: 0.4,
  squirrel: 0.3,
  frog: 0.12,
  mouse: 0.1,
  snail: 0.05,
  ladybug: 0.03,
  bee: 0.03,
  ant: 0.02,
  person: 1.65,
  'police officer': 1.75,
  astronaut: 1.8,
  bride: 1.65,
  groom: 1.8,
  girl: 1.15,
  boy: 1.15,
  child: 1.15,
  baby: 0.7,
  robot: 1.2,
  alien: 1.2,
  troll: 1.8,
  mermaid: 1.6,
  snowman: 1.6,
  'teddy bear': 0.5,
  // Own drawings (asked-animals.ts, seasonal.ts); the small ones (hedgehog, tortoise, parrot,
  // koala, pumpkin) keep their size class instead, so their faces survive beside a child.
  zebra: 1.4,
  hippo: 1.5,
  reindeer: 1.6,
  ghost: 1.3,
  crocodile: 0.6,
  // A sleigh a reindeer pulls stands about to its shoulder, well under its antlers' tips.
  sled: 0.55,
  // Tea things: a teapot stands about twice a teacup's height; our tea-party table with its
  // teapot on it (tea-and-rock.ts) about a child's height sitting on the floor.
  teapot: 0.22,
  teacup: 0.1,
  'tea party': 0.65,
  // Our camping tent, a small one for two: a child stands about as tall as its ridge.
  tent: 1.3,
  // Our upright piano from its lid to its feet (piano-and-windmill.ts), its stool in front.
  piano: 1.2,
};

/** Height ratio below which a smaller companion's ratio is compressed (`heightBeside`). */
const COMPRESS_BELOW = 0.6;
/** Exponent of that compression: 0.4 maps 0.3 to 0.45 and 0.1 to 0.29 (then clamped). */
const COMPRESSION = 0.4;

/** A drawing's real-world height, m, when known (`HEIGHT_BY_ID`, else `HEIGHT_BY_KEYWORD`). */
export function worldHeight(entry: LibraryEntry): number | undefined {
  const byId = HEIGHT_BY_ID[entry.id];
  if (byId !== undefined) return byId;
  for (const keyword of entry.keywords) {
    const height = HEIGHT_BY_KEYWORD[keyword];
    if (height !== undefined) return height;
  }
  return undefined;
}

/**
 * Drawn height of `other` standing beside `main`, times `main`'s: the ratio of their world
 * heights when both are known (a giraffe 5/3 of an elephant, a girl 0.7 of her mother), else
 * `SIZE_STEP` per size class between them; clamped to [low, high] so every subject stays large
 * enough to color.
 */
export function heightBeside(main: LibraryEntry, other: LibraryEntry, low: number, high: number): number {
  const [a, b] = [worldHeight(main), worldHeight(other)];
  const ratio =
    a !== undefined && b !== undefined ? b / a : SIZE_STEP ** (sizeClass(other) - sizeClass(main));
  // Far smaller companions shrink more slowly (a boy beside a dinosaur is 0.45 of it, not 0.29),
  // so their faces stay large enough to color.
  const shown = ratio >= COMPRESS_BELOW ? ratio : COMPRESS_BELOW * (ratio / COMPRESS_BELOW) ** COMPRESSION;
  return Math.max(low, Math.min(high, shown));
}
