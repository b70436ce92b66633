import type { DetailLevel } from '@huebook/shared/constants';

/**
 * The small English vocabulary the prompt reader needs besides the drawing library's keywords:
 * which words relate a drawing to the main subject, which verbs imply a prop, counts and
 * detail words. Lower case; phrases are space-separated words.
 */

/** How a drawing named after the main subject stands to it. */
export type Relation = 'beside' | 'held' | 'over' | 'under' | 'sky';

/** Words before a noun that make it something the subject holds or uses ("playing guitar"). */
export const HOLDING_WORDS = new Set([
  'playing',
  'plays',
  'play',
  'reading',
  'reads',
  'read',
  'eating',
  'eats',
  'eat',
  'holding',
  'holds',
  'hold',
  'hugging',
  'hugs',
  'carrying',
  'carries',
  'drinking',
  'drinks',
  'juggling',
  'kicking',
  'throwing',
  'catching',
  'licking',
  'chewing',
  'chews',
  'munching',
  'nibbling',
  'with',
  'has',
  'having',
  'painting',
  'using',
  // "A dragon breathing fire": the fire is the dragon's, at its mouth (`BREATHED`).
  'breathing',
  'breathes',
  'breathe',
]);

/** Words after which fire is breathed out rather than a campfire: "breathing fire". */
export const BREATHING_WORDS: ReadonlySet<string> = new Set(['breathing', 'breathes', 'breathe']);

/** Nouns that, after `BREATHING_WORDS`, name another library phrase: fire → a breath of fire. */
export const BREATHED: Record<string, string> = {
  fire: 'fire breath',
  flame: 'fire breath',
  flames: 'fire breath',
};

/** Words before a noun that put it above or behind the subject ("under an apple tree"). */
export const OVER_WORDS = new Set(['under', 'beneath', 'below', 'underneath']);

/** Words before a noun that put the subject on or in it ("on a boat", "riding a horse"). */
export const CARRIER_WORDS = new Set([
  'on',
  'onto',
  'riding',
  'rides',
  'ride',
  'driving',
  'drives',
  'aboard',
  'in',
  'inside',
  'atop',
  'sailing',
]);

/**
 * Words that open a noun phrase: articles, possessives, demonstratives, and "and" / "of", which
 * join one noun phrase to the next ("a cat and a dog", "a cup of tea").
 */
export const DETERMINERS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'some',
  'his',
  'her',
  'its',
  'their',
  'my',
  'our',
  'your',
  'this',
  'that',
  'these',
  'those',
  'and',
  'of',
]);

/**
 * Words skipped when looking back from a noun for its relation word: the determiners, "to",
 * and the size, colour and mood words a prompt puts before a noun.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  'to',
  'big',
  'small',
  'little',
  'tiny',
  'huge',
  'giant',
  'old',
  'new',
  'red',
  'green',
  'blue',
  'yellow',
  'shiny',
  'favourite',
  'favorite',
  'top',
  'happy',
  'cute',
  'funny',
  'friendly',
  'magic',
  'magical',
  'juicy',
  'tasty',
]);

/** Words that never name a drawing although a library keyword is spelt so: places, kinds. */
export const NOT_SUBJECTS = new Set([
  'space',
  'sea',
  'night',
  'music',
  'school',
  'farm',
  'beach',
  'party',
  'tea',
  'art',
  'rain',
  'winter',
  'sport',
  'wedding',
  'autumn',
  'paint',
  'pet',
  'plant',
  'food',
  'fruit',
  'vegetable',
  'toy',
  'vehicle',
  'building',
  'instrument',
  'household',
  'furniture',
  'fairy tale',
  'world',
  'note',
  'home',
  'puzzle',
  'dessert',
  'sweet',
  'block',
  'surf',
  'tennis',
  'brush',
  'light',
  'crescent',
  'field',
  'sky',
  'weather',
]);

/**
 * Library words that, after these words, mean the place rather than a drawing of the thing:
 * "on the moon" is the moon's surface, "in the house" is a room.
 */
export const PLACE_AFTER: Record<string, readonly string[]> = {
  moon: ['on', 'to'],
  house: ['in', 'inside', 'at'],
  // "A knight at the castle": the castle setting, not a castle drawing in front of it.
  castle: ['in', 'inside', 'at', 'to', 'near', 'by', 'outside'],
  school: ['at', 'in'],
  earth: ['on'],
  planet: ['on'],
  // "A horse in a field of flowers": flowers the place is full of, not two big ones beside it.
  flower: ['field', 'meadow', 'garden', 'full'],
  // "A lion in the circus tent": the big top, not a camping tent.
  tent: ['circus'],
  // "A tractor with big wheels": its own wheels, not a Ferris wheel.
  'big wheel': ['with'],
};

/**
 * Library words with another sense the library has no drawing of, and the prompt's words that
 * ask for that sense (a road vehicle named asks for it too, `readPrompt`): "a car on a
 * roundabout", "a traffic roundabout" are a road junction, not the fairground carousel; "a
 * roundabout" alone, or "at the fair", stays the carousel, as a British playground's is.
 */
export const OTHER_SENSE_WITH: Readonly<Record<string, readonly string[]>> = {
  roundabout: [
    'traffic',
    'road',
    'roads',
    'junction',
    'street',
    'highway',
    'motorway',
    'driving',
    'drive',
    'drives',
    'lane',
    'lanes',
    'exit',
  ],
};

/** Holidays: "on halloween" is a day, not a carrier to sit on ("a cat on halloween"). */
export const OCCASION_WORDS: ReadonlySet<string> = new Set([
  'halloween',
  'christmas',
  'easter',
  'birthday',
  'valentine',
  // "A cat on hanukkah": the menorah beside it; "a dog on st patricks day": the shamrock
  // (holiday-symbols.ts).
  'hanukkah',
  'hanukah',
  'chanukah',
  'chanukkah',
  'st patricks day',
  'saint patricks day',
  'st patrick',
  'saint patrick',
]);

/**
 * Nouns that describe the noun after them rather than name a drawing: "a baby dragon", "a pirate
 * ship", "a mother cat".
 */
export const MODIFIER_NOUNS = new Set([
  'baby',
  'pirate',
  'gingerbread',
  'mother',
  'mom',
  'mommy',
  'mama',
  'stone',
  'rock',
  // "A fair princess": fair looks, not the fair (fairground.ts).
  'fair',
]);

/**
 * Nouns that are adjectives too, and the words they then describe when those have no drawing:
 * "a girl with fair hair" has fair hair, not a Ferris wheel (`MODIFIER_NOUNS` covers "a fair
 * princess"); "a girl at the fair" is at the fair.
 */
export const ADJECTIVE_BEFORE: Readonly<Record<string, readonly string[]>> = {
  fair: ['hair', 'haired', 'skin', 'skinned', 'maiden', 'lady', 'weather', 'face', 'faced', 'play', 'share'],
};

/**
 * Words of `IMPLIED_PROPS` that imply nothing after these words: a tea party has tea things, not
 * balloons.
 */
export const NOT_IMPLYING_AFTER: Readonly<Record<string, readonly string[]>> = { party: ['tea'] };

/**
 * Words of `IMPLIED_PROPS` that imply nothing before these words: a Christmas angel holds her
 * star (pegasus-and-angel.ts), not a present over her gown.
 */
export const NOT_IMPLYING_BEFORE: Readonly<Record<string, readonly string[]>> = {
  christmas: ['angel', 'angels'],
};

/** Drawings that call for their setting when named: "a boat" sails on the sea. */
export const SETTING_FROM_SUBJECT = new Set([
  'boat',
  'ship',
  'sailboat',
  'tractor',
  'snowman',
  'cactus',
  'sand castle',
  'campfire',
]);

/** Verbs that imply a prop when the prompt names none: "a bear reading" holds a book. */
export const IMPLIED_PROPS: Record<string, string> = {
  reading: 'book',
  painting: 'palette',
  singing: 'music note',
  dancing: 'music note',
  drumming: 'drum',
  birthday: 'cake',
  raining: 'umbrella',
  rainy: 'umbrella',
  surfing: 'surfboard',
  sledding: 'sled',
  soccer: 'soccer ball',
  football: 'soccer ball',
  baseball: 'baseball',
  volleyball: 'volleyball',
  basketball: 'basketball',
  tennis: 'tennis racket',
  party: 'balloon',
  // A holiday's own things: "an easter bunny" brings eggs, "a christmas tree" presents.
  easter: 'easter egg',
  christmas: 'present',
  // "A bear camping": a tent pitched beside it (set down, not held: scene-choice.ts).
  camping: 'tent',
};

/**
 * Words that name people the library draws as its own woman, girl and boy when the prompt names
 * no other living subject ("a family picnic"); the first is the main subject.
 */
export const IMPLIED_PEOPLE: Record<string, readonly string[]> = {
  family: ['woman', 'girl', 'boy'],
  // "A tea party": a girl and her teddy bear at the tea table.
  'tea party': ['girl', 'teddy bear'],
  'tea time': ['girl', 'teddy bear'],
  teatime: ['girl', 'teddy bear'],
};

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  couple: 2,
  pair: 2,
  twins: 2,
  several: 3,
  many: 3,
  lots: 3,
  family: 3,
};

/** Most copies of one drawing on a page: more would shrink each below colouring size. */
export const MAX_COPIES = 3;

/** Words asking for a level, checked when the caller gives none; phrases allowed. */
export const DETAIL_WORDS: Record<DetailLevel, readonly string[]> = {
  simple: [
    'simple',
    'easy',
    'toddler',
    'toddlers',
    'preschool',
    'preschooler',
    'bold',
    'big shapes',
    'beginner',
    'beginners',
  ],
  detailed: [
    'detailed',
    'intricate',
    'for adults',
    'adult',
    'complex',
    'elaborate',
    'ornate',
    'advanced',
    'zentangle',
  ],
  medium: [],
};

/**
 * Spellings children type for a library phrase, run together or split apart ("firetruck",
 * "lady bug", "choo choo train"), or words the library draws as another ("having tea" is a tea
 * party; a doll is the library's toy friend, the teddy bear), and the phrase it knows them by.
 */
export const SPELLINGS: Readonly<Record<string, string>> = {
  firetruck: 'fire truck',
  icecream: 'ice cream',
  teddybear: 'teddy bear',
  trex: 't rex',
  'space ship': 'spaceship',
  'lady bug': 'ladybug',
  'lady bird': 'ladybug',
  'sea horse': 'seahorse',
  'butter fly': 'butterfly',
  'rain bow': 'rainbow',
  'snow man': 'snowman',
  'bunny rabbit': 'rabbit',
  'choo choo train': 'train',
  'having tea': 'having tea party',
  doll: 'teddy bear',
  dolls: 'teddy bears',
  // "A boy skateboarding": standing on the skateboard, as "on a skateboard" draws him.
  skateboarding: 'on a skateboard',
  // Kinds of dinosaur the library draws as its dinosaur: "a triceratops" drew a stand-in
  // skateboard; the hunters are its T. rex.
  triceratops: 'dinosaur',
  stegosaurus: 'dinosaur',
  brontosaurus: 'dinosaur',
  brachiosaurus: 'dinosaur',
  diplodocus: 'dinosaur',
  apatosaurus: 'dinosaur',
  ankylosaurus: 'dinosaur',
  tyrannosaurus: 't rex',
  velociraptor: 't rex',
  raptor: 't rex',
  spinosaurus: 't rex',
  allosaurus: 't rex',
  // Breeds the library draws as its dog and its cat, and cars by another name: "a corgi", "a
  // tabby" and "a taxi" were reported missing and drew an apple tree.
  ...kindsOf('dog', [
    'corgi',
    'pug',
    'poodle',
    'beagle',
    'labrador',
    'retriever',
    'dachshund',
    'husky',
    'chihuahua',
    'dalmatian',
    'bulldog',
    'terrier',
    'collie',
    'spaniel',
    'schnauzer',
    'greyhound',
    'rottweiler',
    'doberman',
    'pomeranian',
    'samoyed',
    'labradoodle',
    'goldendoodle',
    'sheepdog',
    'german shepherd',
    'great dane',
    'saint bernard',
    'sausage dog',
  ]),
  ...kindsOf('cat', ['tabby', 'siamese', 'persian', 'ragdoll', 'sphynx', 'maine coon', 'moggy']),
  ...kindsOf('car', ['taxi', 'cab', 'jeep', 'limo', 'limousine']),
  // "A ufo with a tractor beam": the saucer's beam of light (a part of it), not a farm tractor.
  'tractor beam': 'beam',
};

/**
 * SPELLINGS entries that draw each kind (a dog breed, "taxi") as `drawn` ("dog"), singular and
 * plural: `{ corgi: 'dog', corgis: 'dogs' }`. Plurals by the regular rules the kinds need
 * (-s, -es after s, x, ch, sh; -y after a consonant → -ies; "taxi" → "taxis").
 */
function kindsOf(drawn: string, kinds: readonly string[]): Record<string, string> {
  const plural = (word: string) =>
    /(s|x|ch|sh)$/.test(word)
      ? `${word}es`
      : /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : `${word}s`;
  return Object.fromEntries(
    kinds.flatMap((kind) => [
      [kind, drawn],
      [plural(kind), plural(drawn)],
    ]),
  );
}
