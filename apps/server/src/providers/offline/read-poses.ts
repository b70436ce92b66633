import { findDrawings, type LibraryEntry } from './library/library.ts';

/** What `applyPose` reads and changes of a prompt's mention (`Mention` in read-prompt.ts). */
interface PosableMention {
  word: string;
  entries: LibraryEntry[];
  count: number;
  isImplied: boolean;
}

/**
 * Poses a prompt can ask of a subject ("a horse jumping", "a leaping horse"), each word mapped
 * to the library's adjective for it: a drawing in that pose carries the keyword
 * "<pose> <subject>" ("jumping horse", "howling wolf").
 */
const POSE_WORDS: Readonly<Record<string, string>> = {
  jumping: 'jumping',
  jumps: 'jumping',
  jump: 'jumping',
  jumped: 'jumping',
  leaping: 'jumping',
  leaps: 'jumping',
  leap: 'jumping',
  howling: 'howling',
  howls: 'howling',
  howl: 'howling',
  howled: 'howling',
};

/** Things a posed drawing shows besides its subject: the fence the jumping horse clears. */
const POSE_SHOWS: Readonly<Record<string, readonly string[]>> = {
  'jumping horse': ['fence', 'fences', 'hurdle', 'hurdles', 'jump', 'jumps'],
};

/** What `applyPose` found: what the page cannot pose, and the words its posed drawing shows. */
export interface PoseReading {
  /** Noun phrases for the page to say it cannot show ("a jumping cat"); empty when it can. */
  unposed: string[];
  /** Nouns the posed drawing shows ("fence"), so they are not reported as missing. */
  shows: readonly string[];
}

/**
 * Gives a subject the pose the prompt asks for: the first named subject the library has a
 * drawing of in that pose ("a cat and a horse jumping" → the horse) gets "jumping horse" for
 * its word and those drawings for its entries. When none has one, the main subject stays as
 * drawn and `unposed` names it in that pose ("a jumping cat") for the page to say so.
 */
export function applyPose(tokens: readonly string[], mentions: PosableMention[], main: number): PoseReading {
  const none: PoseReading = { unposed: [], shows: [] };
  const pose = tokens.map((t) => POSE_WORDS[t]).find((p) => p !== undefined);
  if (!pose) return none;
  // "A jumping horse" names the posed drawing itself.
  const named = mentions.find((m) => m.word.startsWith(`${pose} `));
  if (named) return { unposed: [], shows: POSE_SHOWS[named.word] ?? [] };
  for (const mention of mentions) {
    if (mention.isImplied) continue;
    const posed = `${pose} ${mention.word}`;
    const entries = findDrawings(posed);
    if (entries.length === 0) continue;
    mention.word = posed;
    mention.entries = entries;
    return { unposed: [], shows: POSE_SHOWS[posed] ?? [] };
  }
  const subject = mentions[main];
  if (!subject) return none;
  const posed = `${pose} ${subject.word}`;
  return {
    unposed: [subject.count === 1 ? `a ${posed}` : `${posed}${/s$/.test(posed) ? '' : 's'}`],
    shows: [],
  };
}
