import { DEFAULT_DETAIL_LEVEL, type DetailLevel } from '@huebook/shared/constants';

import { indefiniteArticle } from './articles.ts';
import { foldShownParts, isShownByMentions } from './drawing-parts.ts';
import { findDrawings, type LibraryEntry } from './library/library.ts';
import { singularForms } from './library/word-forms.ts';
import { findMissingSubjects } from './missing-subjects.ts';
import { patternFromPrompt, type PatternKind } from './procedural/patterns.ts';
import { isNightPrompt, settingFromPrompt, type SettingId } from './procedural/settings.ts';
import {
  ADJECTIVE_BEFORE,
  BREATHED,
  BREATHING_WORDS,
  CARRIER_WORDS,
  DETAIL_WORDS,
  DETERMINERS,
  FILLER_WORDS,
  HOLDING_WORDS,
  IMPLIED_PEOPLE,
  IMPLIED_PROPS,
  MAX_COPIES,
  MODIFIER_NOUNS,
  NOT_IMPLYING_AFTER,
  NOT_IMPLYING_BEFORE,
  NOT_SUBJECTS,
  NUMBER_WORDS,
  OCCASION_WORDS,
  OTHER_SENSE_WITH,
  OVER_WORDS,
  PLACE_AFTER,
  SETTING_FROM_SUBJECT,
  SPELLINGS,
  type Relation,
} from './prompt-words.ts';
import { applyPose } from './read-poses.ts';
import { boardBasket, flownFrom, otherSenses, seatOnFloor } from './read-relations.ts';
import { seatRiders } from './ride-drawings.ts';
import { isAirborne, isBackdropThing, isLaidOnGround } from './subject-traits.ts';

/** A drawable thing a prompt names. */
export interface Mention {
  /** The prompt's words for it, singular when the library knows the singular ("apple tree"). */
  word: string;
  /** Library drawings of it, best first (`findDrawings`). */
  entries: LibraryEntry[];
  /** How many the prompt asks for, 1..MAX_COPIES; 0 when it is plural without a number. */
  count: number;
  /** How it stands to the main subject; the main subject's own relation is 'beside'. */
  relation: Relation;
  /** Whether the prompt only implies it ("reading" → a book). */
  isImplied: boolean;
}

/** What a prompt asks for, in the composer's terms. */
export interface PromptReading {
  /** A procedural design instead of a scene ("a mandala"), or null. */
  pattern: PatternKind | null;
  detail: DetailLevel;
  /** The place the prompt names, or null. */
  setting: SettingId | null;
  /** Whether the prompt sets the scene at night ("an owl in the forest at night"). */
  isNight: boolean;
  /** Drawable things in prompt order; `main` indexes the main subject (-1 when none). */
  mentions: Mention[];
  main: number;
  /** Whether the prompt has no words at all (a blank prompt may show any subject). */
  isBlank: boolean;
  /**
   * Things the prompt names that no library drawing shows, as noun phrases ("a quokka"),
   * for the page to say so (`findMissingSubjects`); they never change what is drawn.
   */
  missing: string[];
}

/** Longest library phrase tried, words ("hot air balloon"). */
const MAX_PHRASE_WORDS = 3;

/**
 * Places whose name starts with a drawing's word: "a crab in a rock pool" is on the shore
 * (`SETTING_KEYWORDS.beach`), not a big rock beside a swimming pool.
 */
const PLACES_NOT_THINGS: readonly (readonly string[])[] = [
  ['rock', 'pool'],
  ['rock', 'pools'],
];

/**
 * Reads a prompt: drawable subjects in prompt order (longer library phrases first, so "apple
 * tree" is not an apple and a tree), each with its count ("three ducks") and its relation to
 * the main subject ("playing guitar" → held, "under an apple tree" → over, "on a boat" →
 * under); props an action implies ("reading" → book); the setting ("on the moon", "in the
 * kitchen"); the detail level its words ask for ("toddler" → simple, "for adults" →
 * detailed; else medium); whether it asks for a pattern ("a mandala"); and the main subject's
 * pose ("a horse jumping" → the jumping horse, `applyPose`). A word meant in a sense the library
 * has no drawing of ("a car on a roundabout", `otherSenses`) is read as missing.
 */
export function readPrompt(prompt: string): PromptReading {
  let spelled = ` ${prompt.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  for (const [typed, known] of Object.entries(SPELLINGS))
    spelled = spelled.replaceAll(` ${typed} `, ` ${known} `);
  // "For adults" asks for detail; "a butterfly for kids" draws no children.
  const detail = detailFromWords(spelled);
  const tokens = withoutAudience(spelled)
    .trim()
    .split(' ')
    .filter((t) => t.length > 0);
  const senses = otherSenses(tokens);
  const named: Mention[] = [];
  const settingText: string[] = [];
  // Subjects that call for a place ("a snowman" → snow) count only when no word names one.
  const subjectPlaces: string[] = [];
  const isMention = tokens.map(() => false);
  let previousEnd = -1;
  for (let i = 0; i < tokens.length;) {
    const place = PLACES_NOT_THINGS.find((phrase) => phrase.every((word, k) => tokens[i + k] === word));
    if (place) {
      settingText.push(...place);
      i += place.length;
      continue;
    }
    const found = matchAt(tokens, i, senses);
    if (!found) {
      settingText.push(tokens[i] as string);
      i++;
      continue;
    }
    const before = tokens.slice(0, i);
    // "A birthday cake": a noun right before another naming the same drawing describes it.
    const previous = named.at(-1);
    const joined = tokens.slice(previousEnd, i);
    const isSame = previous && previous.entries.some((e) => found.entries[0] === e);
    // "Rudolph the reindeer", "the reindeer Rudolph": a name and a noun for the same drawing,
    // with only articles or adjectives between them, are one subject (its relation the first's).
    const isApposed = isSame && isApposition(tokens.slice(previousEnd, i));
    // "A king's crown": a possessive describes the thing after it, which is the subject.
    const isPossessive = previous !== undefined && previousEnd === i - 1 && tokens[i - 1] === 's';
    if ((isSame && (previousEnd === i || isApposed)) || isPossessive) named.pop();
    previousEnd = i + found.length;
    const relation = seatOnFloor(
      flownFrom(relationAfter(previous, joined, before, found.entries), before, found.entries),
      found.entries,
      tokens[i + found.length],
    );
    named.push({
      word: found.word,
      entries: found.entries,
      count: isApposed ? previous.count : (countBefore(before) ?? (found.isPlural ? 0 : 1)),
      relation: isApposed
        ? previous.relation
        : (boardBasket(named, relation, found.entries) ??
          occasionOrRelation(found.word, heldOrBeside(relation, found.entries))),
      isImplied: false,
    });
    // A boat calls for the sea when no word names a place; other drawings make no setting.
    if (SETTING_FROM_SUBJECT.has(found.word)) subjectPlaces.push(found.word);
    settingText.push('_');
    isMention.fill(true, i, i + found.length);
    i += found.length;
  }
  backOccasions(named);
  addImpliedProps(tokens, named);
  addImpliedPeople(tokens, named);
  // "A snowman with a hat", "a fish in a bowl": what a drawing already shows is not drawn twice;
  // "a boy riding a bike" is one drawing of him seated on it.
  const mentions = raiseBackdrops(foldShownParts(seatRiders(named)));
  const main = mainIndex(mentions);
  // "A horse jumping": the horse drawn jumping when the library can; else the page says so.
  const pose = applyPose(tokens, mentions, main);
  const text = ` ${tokens.join(' ')} `;
  return {
    pattern: patternOrStyle(prompt, mentions),
    detail,
    setting: settingFromPrompt(settingText.join(' ')) ?? settingFromPrompt(subjectPlaces.join(' ')),
    // "A halloween pumpkin", "a wolf howling at the moon": words naming a drawing may set the
    // night too, so the whole prompt is read.
    isNight: isNightPrompt(text),
    mentions,
    main,
    isBlank: tokens.length === 0,
    missing: [
      ...findMissingSubjects(tokens, isMention).filter((phrase) => {
        const head = phrase.split(' ').at(-1) ?? '';
        return !pose.shows.includes(head) && !isShownByMentions(head, mentions);
      }),
      ...pose.unposed,
      // "A car on a roundabout": the junction named, which no drawing shows.
      ...tokens
        .filter((t) => senses.has(t))
        .map((t) => (OTHER_SENSE_WITH[t] ? `${indefiniteArticle(t)} ${t}` : t)),
    ].filter((phrase, k, all) => all.indexOf(phrase) === k),
  };
}

/**
 * Who a page is for ("for kids", "for adults", "an adult coloring page"): words to read the
 * detail level from (`DETAIL_WORDS`), never subjects to draw (they named the library's woman and
 * children). `text` is spaced lower-case words; the phrases are blanked out of it.
 */
function withoutAudience(text: string): string {
  return text.replace(AUDIENCE_AFTER_FOR, ' ').replace(AUDIENCE_BEFORE_COLORING, ' $1 ');
}

/** "For kids", "for the little ones", "for adults": the page's audience after "for". */
const AUDIENCE_AFTER_FOR =
  / for (?:the )?(?:adults?|grown ?ups?|kids?|children|toddlers?|preschoolers?|little ones|beginners|boys|girls|teens?|teenagers?|seniors?)(?= )/g;
/** "An adult coloring page", "a kids' coloring book": the audience before "coloring". */
const AUDIENCE_BEFORE_COLORING =
  / (?:adults?|grown ?ups?|kids?|childrens?|toddlers?|teens?) s? ?(colou?ring)(?= )/g;

/**
 * The pattern a prompt asks for (`patternFromPrompt`), except a style named with a subject: "a
 * zentangle owl" is the owl at Detailed (its regions filled with patterns), not a geometric
 * design with no owl; "a zentangle" alone is the design. Snowflakes named with a subject are
 * its winter weather ("a penguin with snowflakes" is the penguin), alone the snowflake page.
 */
function patternOrStyle(prompt: string, mentions: readonly Mention[]): PatternKind | null {
  const pattern = patternFromPrompt(prompt);
  const isStyle =
    pattern === 'snowflake' ||
    (/\bzentangles?\b/.test(prompt.toLowerCase()) && !/\bpatterns?\b/.test(prompt.toLowerCase()));
  return isStyle && mentions.length > 0 ? null : pattern;
}

function matchAt(
  tokens: readonly string[],
  at: number,
  senses: ReadonlySet<string>,
): { word: string; entries: LibraryEntry[]; length: number; isPlural: boolean } | null {
  for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - at); length >= 1; length--) {
    const phrase = tokens.slice(at, at + length).join(' ');
    if (length === 1 && isGrammar(phrase)) continue;
    if (tokens.slice(at, at + length).some((t) => senses.has(t))) continue;
    const next = tokens[at + 1];
    if (length === 1 && MODIFIER_NOUNS.has(phrase) && next && findDrawings(next).length > 0) continue;
    if (length === 1 && ADJECTIVE_BEFORE[phrase]?.includes(next ?? '')) continue;
    const forms = singularForms(phrase);
    if (forms.some((f) => NOT_SUBJECTS.has(f))) continue;
    const previous = lastWord(tokens.slice(0, at));
    if (forms.some((f) => PLACE_AFTER[f]?.includes(previous ?? ''))) continue;
    const breathed = BREATHING_WORDS.has(previous ?? '') ? BREATHED[phrase] : undefined;
    const entries = findDrawings(breathed ?? phrase);
    if (entries.length === 0) continue;
    if (breathed) return { word: breathed, entries, length, isPlural: false };
    // "Hot air balloons": a drawing listing the plural beside its singular keeps it plural.
    const first = entries[0] as LibraryEntry;
    const listedPlural = first.keywords.includes(phrase)
      ? forms.slice(1).find((f) => first.keywords.includes(f))
      : undefined;
    const form = listedPlural ?? forms.find((f) => entries.some((e) => e.keywords.includes(f))) ?? phrase;
    return { word: form, entries, length, isPlural: form !== phrase && !isUncountable(form) };
  }
  return null;
}

function isGrammar(word: string): boolean {
  return (
    FILLER_WORDS.has(word) ||
    HOLDING_WORDS.has(word) ||
    OVER_WORDS.has(word) ||
    CARRIER_WORDS.has(word) ||
    word in NUMBER_WORDS ||
    /^\d+$/.test(word)
  );
}

/** Nouns whose plural is spelt like their singular are never read as plural. */
function isUncountable(word: string): boolean {
  return word === 'sheep' || word === 'fish' || word === 'deer';
}

/** The last word before a noun that is not an article or adjective. */
function lastWord(before: readonly string[]): string | undefined {
  for (let i = before.length - 1; i >= 0 && i >= before.length - 4; i--) {
    const word = before[i] as string;
    if (!FILLER_WORDS.has(word)) return word;
  }
  return undefined;
}

function countBefore(before: readonly string[]): number | undefined {
  for (let i = before.length - 1; i >= 0 && i >= before.length - 3; i--) {
    const word = before[i] as string;
    // "A family of ducks" counts them; "a family picnic" is one picnic.
    if (word === 'family' && before[i + 1] !== 'of') return undefined;
    const count = NUMBER_WORDS[word] ?? (/^\d+$/.test(word) ? Number(word) : undefined);
    if (count !== undefined) return Math.max(1, Math.min(MAX_COPIES, count));
    if (!FILLER_WORDS.has(word)) return undefined;
  }
  return undefined;
}

/**
 * Whether the words between two nouns for the same drawing make them one noun phrase: none but
 * articles and adjectives ("rudolph the reindeer"), an adjective's "-ed" compound among them
 * ("rudolph the red-nosed reindeer"); never "and", "of" or "to" ("a dog and a dog" asks for two).
 */
function isApposition(between: readonly string[]): boolean {
  const isAdjective = (w: string) => FILLER_WORDS.has(w) && !DETERMINERS.has(w) && w !== 'to';
  return (
    between.length <= 4 &&
    between.every(
      (w, k) =>
        (FILLER_WORDS.has(w) && !JOINING_WORDS.has(w)) ||
        (w.endsWith('ed') && k > 0 && isAdjective(between[k - 1] as string)),
    )
  );
}

/** Words joining two noun phrases: nouns on either side are two subjects. */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'of', 'to']);

/**
 * "A cat on halloween": a holiday after "on" is a day, not something to sit on; its drawing
 * stands beside the subject.
 */
function occasionOrRelation(word: string, relation: Relation): Relation {
  return relation === 'under' && OCCASION_WORDS.has(word) ? 'beside' : relation;
}

/**
 * "A girl with a teapot and a teacup": a noun joined by "and" to a held one is held too (the
 * holding word reaches both; `heldOrBeside` then sets a person or an animal beside), unless it
 * flies ("with a balloon and a kite": the kite flies up in the sky); else the relation the words
 * before it give.
 */
function relationAfter(
  previous: Mention | undefined,
  joined: readonly string[],
  before: readonly string[],
  entries: readonly LibraryEntry[],
): Relation {
  const relation = relationBefore(before);
  const isJoined = joined.includes('and') && joined.every((w) => FILLER_WORDS.has(w));
  const isCarried = isJoined && previous?.relation === 'held' && !entries.some(isAirborne);
  return relation === 'beside' && isCarried ? 'held' : relation;
}

function relationBefore(before: readonly string[]): Relation {
  const word = lastWord(before);
  if (word === undefined) return 'beside';
  if (HOLDING_WORDS.has(word)) return 'held';
  if (OVER_WORDS.has(word) || word === 'front') return 'over';
  if (CARRIER_WORDS.has(word)) return 'under';
  return 'beside';
}

/**
 * A person or an animal held ("a mother holding her baby", "a girl with a hedgehog") stands
 * beside the holder: the drawings have no arms to hold one in, and as a companion it is drawn at
 * its own size and keeps its face (held props are sized as things in a hand, get no region
 * reserve, and a baby pasted as one lost its eyes at Simple; the hedgehog was a speck at the
 * girl's feet).
 */
function heldOrBeside(relation: Relation, entries: readonly LibraryEntry[]): Relation {
  const isLiving = entries.some((e) => e.keywords.includes('person') || e.keywords.includes('animal'));
  return relation === 'held' && isLiving ? 'beside' : relation;
}

/**
 * "A halloween witch", "a birthday party with cake": a holiday's drawing (the jack-o'-lantern, the
 * birthday cake) is a prop beside the subjects the prompt names, not the main subject; when
 * another mention already draws it ("cake"), it is not drawn twice. Alone ("a halloween
 * pumpkin", "happy birthday") it stays the subject.
 */
function backOccasions(mentions: Mention[]): void {
  const isOccasion = (m: Mention) => OCCASION_WORDS.has(m.word);
  if (mentions.every(isOccasion)) return;
  for (let i = mentions.length - 1; i >= 0; i--) {
    const m = mentions[i] as Mention;
    if (!isOccasion(m)) continue;
    const first = m.entries[0] as LibraryEntry;
    const isDrawn = mentions.some((other) => !isOccasion(other) && other.entries.includes(first));
    if (isDrawn) mentions.splice(i, 1);
    else mentions[i] = { ...m, isImplied: true };
  }
}

/**
 * Props a word implies (`IMPLIED_PROPS`), held by the subject, or set beside it when no mention
 * is a person or an animal: "a birthday present" puts the cake beside the present, not on it.
 */
function addImpliedProps(tokens: readonly string[], mentions: Mention[]): void {
  const relation = mentions.some(isLiving) ? 'held' : 'beside';
  tokens.forEach((token, i) => {
    const prop = IMPLIED_PROPS[token];
    if (!prop || mentions.some((m) => m.word === prop)) return;
    // "A tea party": the party has tea things, not balloons.
    if (NOT_IMPLYING_AFTER[token]?.includes(tokens[i - 1] ?? '')) return;
    // "A christmas angel": the angel holds her star, not a present.
    if (NOT_IMPLYING_BEFORE[token]?.includes(tokens[i + 1] ?? '')) return;
    // "Playing football" names a ball already: only add what no mention shows.
    const entries = findDrawings(prop);
    if (entries.length === 0 || mentions.some((m) => m.entries[0] === entries[0])) return;
    mentions.push({ word: prop, entries, count: 1, relation, isImplied: true });
  });
}

/**
 * "A family picnic", "a tea party": people a word or a named drawing's phrase names
 * (`IMPLIED_PEOPLE`) come first, as the subjects, when no mention is a person, an animal or a
 * teddy bear ("a family of ducks" stays ducks, "a teddy bear having a tea party" the teddy's).
 */
function addImpliedPeople(tokens: readonly string[], mentions: Mention[]): void {
  if (mentions.some((m) => isLiving(m) || m.entries.some((e) => e.keywords.includes('teddy bear')))) return;
  for (const token of [...tokens, ...mentions.map((m) => m.entries[0]?.keywords[0] ?? '')]) {
    const people = IMPLIED_PEOPLE[token];
    if (!people) continue;
    const found = people.map((word) => ({ word, entries: findDrawings(word) }));
    mentions.unshift(
      ...found
        .filter((p) => p.entries.length > 0)
        .map((p) => ({ ...p, count: 1, relation: 'beside' as const, isImplied: false })),
    );
    return;
  }
}

/**
 * "A unicorn with a rainbow", "a rainbow and a unicorn": a backdrop thing (`isBackdropThing`, by
 * its best drawing: "castle" also lists the sand castle, which is none) named beside other
 * subjects rises behind them ('over'), large; named alone it is the subject.
 */
function raiseBackdrops(mentions: Mention[]): Mention[] {
  const isBackdrop = (m: Mention) => m.entries[0] !== undefined && isBackdropThing(m.entries[0]);
  if (mentions.every(isBackdrop)) return mentions;
  return mentions.map((m) => (m.relation !== 'under' && isBackdrop(m) ? { ...m, relation: 'over' } : m));
}

/** Whether a mention is a person or an animal (by its drawings' keywords). */
function isLiving(m: Mention): boolean {
  return m.entries.some((e) => e.keywords.includes('person') || e.keywords.includes('animal'));
}

/**
 * The first mention that is not a tree to sit under, a boat to sit in or a picnic blanket to sit
 * by ("a picnic with a dog" is the dog's), else the first.
 */
function mainIndex(mentions: readonly Mention[]): number {
  if (mentions.length === 0) return -1;
  const isSubject = (m: Mention) => m.relation === 'beside' && !m.isImplied;
  const subject = mentions.findIndex((m) => isSubject(m) && !m.entries.some(isLaidOnGround));
  if (subject >= 0) return subject;
  // "A picnic with a dog": a person or animal named after a picnic is the one having it.
  const living = mentions.findIndex((m) => !m.isImplied && m.relation !== 'under' && isLiving(m));
  if (living >= 0 && mentions.some((m) => m.entries.some(isLaidOnGround))) return living;
  const any = mentions.findIndex(isSubject);
  return any >= 0 ? any : 0;
}

function detailFromWords(text: string): DetailLevel {
  for (const level of ['simple', 'detailed'] as const)
    if (DETAIL_WORDS[level].some((word) => text.includes(` ${word} `))) return level;
  return DEFAULT_DETAIL_LEVEL;
}
