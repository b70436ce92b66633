import type { LibraryEntry } from './library/library.ts';
import { singularForms } from './library/word-forms.ts';
import type { Mention } from './read-prompt.ts';

/**
 * Things a library drawing already shows as part of itself: the snowman's hat and scarf, the
 * birthday cake's candles, the fishbowl's fish. A prompt naming them ("a snowman with a hat and
 * scarf", "a fish in a bowl", "flowers in a vase") gets the one drawing, not a second hat beside
 * the snowman or a fish beside an empty bowl, and the page does not report them as missing.
 * Keyed by drawing id (`library.json`); the words are singular prompt words.
 */
export const DRAWING_PARTS: Readonly<Record<string, readonly string[]>> = {
  snowman: ['hat', 'top hat', 'cap', 'scarf', 'carrot', 'nose', 'button'],
  // A polar bear in a scarf (more-asked-animals.ts): "a polar bear in a scarf" wears its own.
  'polar-bear': ['scarf'],
  'birthday-cake': ['candle', 'plate'],
  'flower-vase': ['flower', 'rose', 'tulip', 'daisy', 'sunflower', 'bouquet'],
  fishbowl: ['fish', 'goldfish', 'water', 'pebble', 'bubble'],
  'bird-nest': ['bird', 'egg', 'chick'],
  'football-player': ['ball', 'football', 'soccer ball'],
  superhero: ['cape', 'mask'],
  panda: ['bamboo'],
  sloth: ['branch', 'tree'],
  songbird: ['branch', 'twig', 'leaf'],
  cottage: ['door', 'window', 'chimney', 'roof', 'path', 'bush', 'step'],
  owl: ['branch'],
  parrot: ['branch'],
  dove: ['branch', 'twig'],
  clown: ['balloon', 'hat', 'nose', 'bow tie'],
  doctor: ['stethoscope', 'clipboard', 'coat'],
  firefighter: ['helmet', 'hose'],
  king: ['crown', 'sceptre', 'robe', 'beard', 'cape'],
  prince: ['crown', 'cape', 'sash'],
  chef: ['hat', 'chef hat', 'apron', 'spoon', 'wooden spoon'],
  'spider-in-web': ['web', 'spider web', 'cobweb', 'thread'],
  volcano: ['lava', 'crater', 'smoke', 'lava flow', 'eruption'],
  igloo: ['door', 'doorway', 'entrance', 'tunnel', 'snow block', 'ice block'],
  'ferris-wheel': ['fair', 'funfair', 'fairground', 'amusement park', 'gondola', 'cabin', 'seat'],
  carousel: ['horse', 'pony', 'flag', 'pole', 'fair', 'funfair', 'fairground', 'amusement park'],
  queen: ['crown', 'sceptre', 'scepter', 'cape', 'gown', 'dress', 'necklace'],
  'garden-fairy': ['wand', 'magic wand', 'wing', 'crown', 'flower crown', 'dress'],
  'ballet-dancer': ['tutu', 'bow', 'ballet shoe', 'shoe'],
  princess: ['crown', 'tiara', 'dress', 'gown'],
  pirate: ['hat', 'eye patch', 'patch', 'sword'],
  knight: ['helmet', 'shield', 'sword', 'armour', 'armor'],
  witch: ['hat', 'broom', 'broomstick', 'cape', 'spell', 'magic spell'],
  wizard: ['spell', 'magic spell', 'staff', 'wand', 'hat'],
  burger: ['fry', 'fries', 'french fry', 'french fries', 'chip'],
  hamster: ['seed', 'sunflower seed'],
  santa: ['sack', 'present', 'gift', 'hat', 'beard', 'belt'],
  elf: ['present', 'gift', 'hat', 'bell'],
  farmer: ['pitchfork', 'fork', 'hat', 'straw hat', 'overalls', 'boots'],
  scarecrow: ['hat', 'straw hat', 'pole', 'straw'],
  'hot-air-balloon': ['basket'],
  'gingerbread-man': ['bow tie', 'button'],
  ufo: ['dome', 'glass dome', 'cockpit', 'antenna', 'beam', 'light beam'],
  skeleton: ['skull', 'rib', 'ribcage'],
  axolotl: ['gill', 'frilly gill', 'feathery gill'],
  narwhal: ['tusk', 'horn', 'spiral tusk', 'flipper', 'tail'],
  capybara: ['orange'],
  pegasus: ['wing', 'feather', 'mane', 'tail', 'hoof'],
  angel: ['wing', 'feather', 'halo', 'star', 'gown', 'dress'],
  piano: ['key', 'keyboard', 'stool', 'piano stool', 'bench', 'piano bench', 'pedal', 'sheet music'],
  windmill: ['sail', 'blade', 'door', 'window'],
  cowboy: [
    'hat',
    'cowboy hat',
    'lasso',
    'rope',
    'boot',
    'boots',
    'cowboy boot',
    'vest',
    'neckerchief',
    'bandana',
    'belt',
    'buckle',
    'sheriff star',
    'star',
  ],
  treehouse: ['tree', 'ladder', 'rope ladder', 'roof', 'window', 'door', 'platform'],
  // Our holiday things (holiday-symbols.ts): "a menorah with candles" is the menorah's own nine.
  shamrock: ['leaf', 'stem', 'clover leaf'],
  menorah: ['candle', 'flame', 'shamash', 'candlestick', 'candle holder'],
  dreidel: ['handle', 'letter', 'hebrew letter'],
  // Our bicycle and the children riding it (bicycle-riders.ts).
  'red-bicycle': ['wheel', 'saddle', 'seat', 'handlebar', 'pedal', 'frame'],
  'girl-on-bicycle': ['bicycle', 'bike', 'wheel', 'saddle', 'seat', 'handlebar', 'pedal', 'dress', 'bow'],
  'boy-on-bicycle': ['bicycle', 'bike', 'wheel', 'saddle', 'seat', 'handlebar', 'pedal', 't shirt', 'shorts'],
  'fairy-castle': ['tower', 'turret', 'flag', 'gate', 'door', 'window', 'roof', 'battlement', 'wall'],
};

/** Whether drawing `entry` shows the thing a prompt calls `word` ("candles" on the birthday cake). */
export function showsPart(entry: LibraryEntry, word: string): boolean {
  const parts = DRAWING_PARTS[entry.id];
  if (!parts) return false;
  return [word, ...singularForms(word)].some((form) => parts.includes(form));
}

/**
 * The mentions left once those a named drawing already shows are folded into it: "a fish in a
 * bowl" is the fishbowl alone, "a snowman with a hat" the snowman. A mention is folded when
 * the best drawing (`entries[0]`) of another mention shows it; that mention then keeps only the
 * drawings that show it, so "Try another" never steps to a snowman without the hat asked for.
 * A mention the prompt says more than once of (`count` above 1, "two fish in a bowl") is folded
 * too: the drawing shows the thing, not how many. Returns a new array; `mentions` is unchanged.
 */
export function foldShownParts(mentions: readonly Mention[]): Mention[] {
  const result = mentions.map((m) => ({ ...m }));
  const folded = new Set<Mention>();
  result.forEach((whole, index) => {
    const best = whole.entries[0];
    if (folded.has(whole) || !best || !DRAWING_PARTS[best.id]) return;
    const parts = result.filter((m) => m !== whole && !folded.has(m) && showsPart(best, m.word));
    if (parts.length === 0) return;
    whole.entries = whole.entries.filter((e) => parts.every((m) => showsPart(e, m.word)));
    // "A fish in a bowl": with the fish folded in, the bowl is the subject, not what it sits in.
    if (parts.some((m) => result.indexOf(m) < index)) whole.relation = 'beside';
    for (const m of parts) folded.add(m);
  });
  return result.filter((m) => !folded.has(m));
}

/** Whether a word a prompt names is a part of a drawing one of `mentions` shows at its best. */
export function isShownByMentions(word: string, mentions: readonly Mention[]): boolean {
  return mentions.some((m) => m.entries[0] !== undefined && showsPart(m.entries[0], word));
}
