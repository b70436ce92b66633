import { findDrawings, type LibraryEntry } from './library/library.ts';

/** What `applyPose` reads and changes of a prompt's mention (`Mention` in read-prompt.ts). */
interface PosableMention {
  word: string;
  entries: LibraryEntry[];
  count: number;
}

/**
 * Poses a prompt can ask of its subject ("a horse jumping", "a leaping horse"), each word
 * mapped to the library's adjective for it: a drawing in that pose carries the keyword
 * "<pose> <subject>" ("jumping horse").
 */
const POSE_WORDS: Readonly<Record<string, string>> = {
  jumping: 'jumping',
  jumps: 'jumping',
  jump: 'jumping',
  jumped: 'jumping',
  leaping: 'jumping',
  leaps: 'jumping',
  leap: 'jumping',
};

/**
 * Gives the main subject the pose the prompt asks for: its mention's word becomes "jumping
 * horse" and its entries the drawings in that pose when the library has one. Returns what the
 * page cannot show as noun phrases ("a jumping cat") when it has none, for the page to say
 * it shows the subject as it stands instead; empty when the prompt asks no pose.
 */
export function applyPose(tokens: readonly string[], mentions: PosableMention[], main: number): string[] {
  const pose = tokens.map((t) => POSE_WORDS[t]).find((p) => p !== undefined);
  const subject = mentions[main];
  if (!pose || !subject || subject.word.startsWith(`${pose} `)) return [];
  const posed = `${pose} ${subject.word}`;
  const entries = findDrawings(posed);
  if (entries.length > 0) {
    subject.word = posed;
    subject.entries = entries;
    return [];
  }
  return [subject.count === 1 ? `a ${posed}` : `${posed}${/s$/.test(posed) ? '' : 's'}`];
}
