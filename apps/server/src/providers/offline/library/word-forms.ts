/**
 * Singular candidates for an English noun as it appears in a prompt ("puppies", "foxes",
 * "wolves", "mice"), for looking it up among singular keywords. Returns the word itself first,
 * then every form the regular rules and a small table of irregular plurals allow; the caller
 * keeps the ones that are keywords, so over-generation ("bus" → "bu") is harmless.
 */

const IRREGULAR: Record<string, string> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  teeth: 'tooth',
  feet: 'foot',
  oxen: 'ox',
  dice: 'die',
  octopi: 'octopus',
  cacti: 'cactus',
  fungi: 'fungus',
  dwarves: 'dwarf',
  elves: 'elf',
};

export function singularForms(word: string): string[] {
  const w = normalizeWord(word);
  const forms = [w];
  const add = (f: string) => {
    if (f.length > 1 && !forms.includes(f)) forms.push(f);
  };
  const irregular = IRREGULAR[w];
  if (irregular) add(irregular);
  // Multi-word phrases ("apple trees") inflect their last word.
  const space = w.lastIndexOf(' ');
  if (space > 0) {
    for (const f of singularForms(w.slice(space + 1))) add(`${w.slice(0, space)} ${f}`);
    return forms;
  }
  if (w.endsWith('ies')) add(`${w.slice(0, -3)}y`);
  if (w.endsWith('ves')) {
    add(`${w.slice(0, -3)}f`);
    add(`${w.slice(0, -3)}fe`);
  }
  if (w.endsWith('es')) add(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) add(w.slice(0, -1));
  return forms;
}

/** Lower case, hyphens and runs of spaces as one space, trimmed: "Apple-Tree" → "apple tree". */
export function normalizeWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();
}
