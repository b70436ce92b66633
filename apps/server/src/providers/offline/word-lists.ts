/**
 * Huebook's own vocabulary for offline pages: every word here names a drawing of the
 * Tabler outline icon set (`@tabler/icons`, MIT), so the generator can draw what
 * `suggestPrompt` suggests. Icon names are file names under `@tabler/icons/outline/`.
 */

export interface Subject {
  /** As written in a prompt, singular. */
  word: string;
  icon: string;
  /** A keyword of the place it belongs in when the prompt names none. */
  home?: string;
}

/** Things a page is about: drawn large in the middle. */
export const SUBJECTS: readonly Subject[] = [
  { word: 'cat', icon: 'cat' },
  { word: 'dog', icon: 'dog' },
  { word: 'fish', home: 'sea', icon: 'fish' },
  { word: 'butterfly', home: 'garden', icon: 'butterfly' },
  { word: 'ladybug', home: 'garden', icon: 'bug' },
  { word: 'pig', home: 'farm', icon: 'pig' },
  { word: 'horse', home: 'farm', icon: 'horse' },
  { word: 'deer', home: 'forest', icon: 'deer' },
  { word: 'snail', home: 'garden', icon: 'snail' },
  { word: 'dragon', home: 'castle', icon: 'dragon' },
  { word: 'robot', icon: 'robot' },
  { word: 'ghost', icon: 'ghost' },
  { word: 'snowman', home: 'snow', icon: 'snowman' },
  { word: 'rocket', home: 'space', icon: 'rocket' },
  { word: 'car', home: 'city', icon: 'car' },
  { word: 'bus', home: 'city', icon: 'bus' },
  { word: 'train', home: 'city', icon: 'train' },
  { word: 'tractor', home: 'farm', icon: 'tractor' },
  { word: 'fire truck', home: 'city', icon: 'firetruck' },
  { word: 'sailboat', home: 'beach', icon: 'sailboat' },
  { word: 'submarine', home: 'sea', icon: 'submarine' },
  { word: 'hot air balloon', home: 'sky', icon: 'air-balloon' },
  { word: 'castle', home: 'castle', icon: 'building-castle' },
  { word: 'house', icon: 'home' },
  { word: 'tree', icon: 'tree' },
  { word: 'flower', home: 'garden', icon: 'flower' },
  { word: 'mushroom', home: 'forest', icon: 'mushroom' },
  { word: 'cactus', icon: 'cactus' },
  { word: 'cake', home: 'party', icon: 'cake' },
  { word: 'ice cream', home: 'beach', icon: 'ice-cream' },
  { word: 'apple', icon: 'apple' },
  { word: 'teapot', icon: 'teapot' },
  { word: 'ufo', home: 'space', icon: 'ufo' },
  { word: 'tent', home: 'forest', icon: 'tent' },
  { word: 'windmill', home: 'farm', icon: 'windmill' },
];

export interface Action {
  /** As written in a prompt after the subject. */
  phrase: string;
  /** Prompt words that call for this action's prop. */
  keywords: readonly string[];
  /** The prop that shows the action, drawn beside the subject. */
  icon: string;
}

export const ACTIONS: readonly Action[] = [
  { phrase: 'reading a book', keywords: ['reading', 'book', 'books', 'story'], icon: 'book' },
  {
    phrase: 'playing with a ball',
    keywords: ['ball', 'playing', 'football', 'soccer'],
    icon: 'ball-football',
  },
  { phrase: 'eating a cake', keywords: ['eating'], icon: 'cake' },
  { phrase: 'singing a song', keywords: ['singing', 'song', 'music', 'dancing'], icon: 'music' },
  { phrase: 'painting a picture', keywords: ['painting', 'paint', 'picture', 'drawing'], icon: 'palette' },
  { phrase: 'opening a present', keywords: ['present', 'gift', 'presents'], icon: 'gift' },
  { phrase: 'holding a balloon', keywords: ['balloon', 'balloons'], icon: 'balloon' },
  { phrase: 'going fishing', keywords: ['fishing'], icon: 'fish-hook' },
  { phrase: 'planting a seed', keywords: ['planting', 'seed', 'gardening'], icon: 'seedling' },
  { phrase: 'taking a photo', keywords: ['photo', 'camera', 'photograph'], icon: 'camera' },
  { phrase: 'under an umbrella', keywords: ['umbrella', 'rain', 'rainy'], icon: 'umbrella' },
];

export interface Place {
  /** As written in a prompt, at the end. */
  phrase: string;
  /** Prompt words that call for this place. */
  keywords: readonly string[];
  /** Drawings standing on the ground beside the subject. */
  companions: readonly string[];
  /** Drawings up in the sky. */
  sky: readonly string[];
  /** Whether the scene has a ground line (space does not). */
  hasGround: boolean;
}

export const PLACES: readonly Place[] = [
  {
    phrase: 'in the garden',
    keywords: ['garden', 'yard', 'backyard', 'park'],
    companions: ['flower', 'plant', 'seedling', 'plant-2', 'garden-cart', 'fence'],
    sky: ['sun', 'cloud', 'butterfly'],
    hasGround: true,
  },
  {
    phrase: 'in the forest',
    keywords: ['forest', 'woods', 'jungle'],
    companions: ['trees', 'tree', 'mushroom', 'acorn', 'leaf-maple', 'campfire'],
    sky: ['sun', 'cloud', 'moon'],
    hasGround: true,
  },
  {
    phrase: 'at the beach',
    keywords: ['beach', 'seaside', 'sand', 'summer'],
    companions: ['beach', 'sailboat', 'bucket', 'ice-cream', 'fish'],
    sky: ['sun', 'sun-high', 'cloud'],
    hasGround: true,
  },
  {
    phrase: 'under the sea',
    keywords: ['sea', 'ocean', 'underwater', 'water', 'lake', 'river'],
    companions: ['fish', 'anchor', 'submarine', 'ripple', 'droplet'],
    sky: ['fish', 'droplets', 'ripple'],
    hasGround: true,
  },
  {
    phrase: 'in outer space',
    keywords: ['space', 'planet', 'stars', 'moon', 'galaxy', 'universe'],
    companions: ['planet', 'rocket', 'ufo', 'comet'],
    sky: ['star', 'moon-stars', 'meteor', 'stars'],
    hasGround: false,
  },
  {
    phrase: 'on the farm',
    keywords: ['farm', 'barn', 'field', 'countryside', 'village'],
    companions: ['tractor', 'pig', 'horse', 'carrot', 'wheat', 'windmill', 'fence'],
    sky: ['sun', 'cloud', 'sunrise'],
    hasGround: true,
  },
  {
    phrase: 'on a snowy day',
    keywords: ['snow', 'snowy', 'winter', 'ice', 'christmas', 'cold'],
    companions: ['snowman', 'christmas-tree', 'sleigh', 'gift', 'mountain'],
    sky: ['snowflake', 'cloud-snow'],
    hasGround: true,
  },
  {
    phrase: 'in the city',
    keywords: ['city', 'town', 'street', 'road'],
    companions: ['buildings', 'bus', 'car', 'building-cottage', 'bike', 'scooter'],
    sky: ['sun', 'cloud', 'plane'],
    hasGround: true,
  },
  {
    phrase: 'at a birthday party',
    keywords: ['party', 'birthday', 'celebration', 'festival'],
    companions: ['gift', 'cake', 'balloon', 'candy', 'lollipop'],
    sky: ['balloon', 'sparkles', 'star'],
    hasGround: true,
  },
  {
    phrase: 'high in the sky',
    keywords: ['sky', 'clouds', 'cloud', 'flying', 'air', 'rainbow'],
    companions: ['air-balloon', 'rainbow', 'mountain', 'tree'],
    sky: ['cloud', 'sun', 'plane', 'rainbow'],
    hasGround: true,
  },
  {
    phrase: 'in a fairy-tale kingdom',
    keywords: ['castle', 'kingdom', 'princess', 'prince', 'king', 'queen', 'knight', 'fairy', 'magic'],
    companions: ['building-castle', 'crown', 'dragon', 'treasure-chest', 'sword'],
    sky: ['star', 'moon-stars', 'sparkles'],
    hasGround: true,
  },
];

/** Friendly words that add variety to suggested prompts (not drawn). */
export const ADJECTIVES: readonly string[] = [
  'happy',
  'little',
  'friendly',
  'sleepy',
  'brave',
  'curious',
  'cheerful',
  'tiny',
  'giant',
  'silly',
];

/** A scene to fall back on when no word of the prompt is drawable. */
export const FALLBACK_PLACE_PHRASE = 'in the garden';
