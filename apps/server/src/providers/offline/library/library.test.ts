import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { findDrawings, libraryEntries, LIBRARY_JSON } from './library.ts';

describe('libraryEntries', () => {
  const entries = libraryEntries();

  it('lists a few hundred drawings with unique kebab-case ids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every drawing a stored file, a licence, a source path and keywords', () => {
    for (const e of entries) {
      expect(existsSync(fileURLToPath(new URL(`${e.id}.png`, LIBRARY_JSON))), e.id).toBe(true);
      if (e.source.package === 'huebook') {
        // Huebook's own drawings (library/own/<id>.svg, CC0).
        expect(e.licence).toBe("CC0 1.0 (Huebook's own drawing)");
        expect(e.source.path).toBe(`own/${e.id}.svg`);
        expect(existsSync(fileURLToPath(new URL(`../${e.source.path}`, LIBRARY_JSON))), e.id).toBe(true);
      } else {
        expect(e.licence).toBe('Public domain (Open Clip Art Library)');
        expect(e.source.package).toBe('openclipart-svg');
        expect(e.source.path).toMatch(/^usr\/share\/openclipart\/svg\/.+\.svg$/);
      }
      expect(e.keywords.length).toBeGreaterThan(0);
      expect(e.title.length).toBeGreaterThan(0);
    }
  });

  it('covers the subjects prompts ask for most', () => {
    for (const word of [
      'cat',
      'dog',
      'guitar',
      'dragon',
      'book',
      'apple tree',
      'sheep',
      'rocket',
      'flower',
      'house',
    ])
      expect(findDrawings(word).length, word).toBeGreaterThan(0);
  });
});

describe('the selection', () => {
  it('leaves out clip art that did not read well on a page: heads for whole animals, busy insects', () => {
    const ids = new Set(libraryEntries().map((e) => e.id));
    for (const id of [
      'rabbit-2',
      'owl-2',
      'clown-loach',
      'dinosaur-7',
      'monkey',
      'monkey-2',
      'monkey-3',
      'butterfly',
      'butterfly-2',
      'butterfly-3',
      'butterfly-4',
      'bee',
      'bee-2',
      'old-car',
      // A pig's face and a piglet's face, a double-outlined pig, a broken-up bull.
      'piglet',
      'pig-2',
      'bull',
      // A turtle and a tiger with broken-up heads, a tiny fragmentary mermaid, a ship in a bottle.
      'turtle',
      'mermaid',
      'ship',
      'tiger',
      // A fragmented trawler with a ragged stern; a ringed tree frog, a sketchy elephant, a faceless girl.
      'trawler',
      'frog-2',
      'elephant-2',
      'chibi',
    ])
      expect(ids.has(id), id).toBe(false);
  });
});

describe('findDrawings', () => {
  it('finds plurals and synonyms', () => {
    expect(findDrawings('puppies')[0]?.keywords).toContain('dog');
    expect(findDrawings('kittens')[0]?.keywords).toContain('cat');
    expect(findDrawings('Guitars')[0]?.keywords[0]).toBe('guitar');
    expect(findDrawings('bunnies')[0]?.keywords[0]).toBe('rabbit');
    expect(findDrawings('sheep')[0]?.keywords[0]).toBe('sheep');
  });

  it('puts drawings of the subject before drawings that only show it', () => {
    expect(findDrawings('apple')[0]?.keywords[0]).toBe('apple');
    expect(findDrawings('apple trees')[0]?.keywords[0]).toBe('apple tree');
    expect(findDrawings('apple-tree')[0]?.id).toBe(findDrawings('apple tree')[0]?.id);
  });

  it("finds Huebook's own drawings by name and synonym", () => {
    const cases: [word: string, id: string][] = [
      ['jellyfish', 'jellyfish'],
      ['jellies', 'jellyfish'],
      ['octopus', 'octopus'],
      ['kites', 'kite'],
      ['star', 'star'],
      ['sun', 'sun'],
      ['unicorns', 'unicorn'],
      ['giraffe', 'giraffe'],
      ['astronaut', 'astronaut'],
      ['spaceman', 'astronaut'],
      ['cosmonaut', 'astronaut'],
    ];
    for (const [word, id] of cases) expect(findDrawings(word)[0]?.id, word).toBe(id);
  });

  it("puts Huebook's own drawing first for the subjects asked most", () => {
    const cases: [word: string, id: string][] = [
      ['cat', 'cat'],
      ['kittens', 'cat'],
      ['dog', 'dog'],
      ['puppies', 'dog'],
      ['duck', 'duck'],
      ['ducks', 'duck'],
      ['dragon', 'dragon'],
      ['princess', 'princess'],
      ['robots', 'robot'],
      ['bear', 'bear'],
      ['bunny', 'rabbit'],
      ['rabbit', 'rabbit'],
      ['owl', 'owl'],
      ['pony', 'horse'],
      ['horses', 'horse'],
      ['fish', 'fish'],
      ['dinosaur', 'dinosaur'],
      ['dino', 'dinosaur'],
      ['snakes', 'snake'],
      ['t rex', 'dinosaur-2'],
      ['goldfish', 'fish-2'],
      ['snowman', 'snowman'],
      ['monkeys', 'sitting-monkey'],
      ['butterflies', 'smiling-butterfly'],
      ['bees', 'bumblebee'],
      // Whole animals where the clip art had a face or a head only, or nothing (a shark).
      ['pig', 'pig'],
      ['piglets', 'pig'],
      ['lions', 'lion'],
      ['shark', 'shark'],
      ['sharks', 'shark'],
      ['turtles', 'sea-turtle'],
      ['mermaid', 'swimming-mermaid'],
      ['fire truck', 'fire-truck'],
      ['fire engines', 'fire-truck'],
      ['rainbows', 'rainbow'],
      ['boat', 'sailboat'],
      ['tigers', 'standing-tiger'],
      // Where the clip art was sketchy or broken up: a girl, a frog, an elephant, a trawler.
      ['girl', 'girl'],
      ['frogs', 'frog'],
      ['elephants', 'elephant'],
      ['fishing boat', 'fishing-boat'],
      ['trawlers', 'fishing-boat'],
      ['jumping horse', 'jumping-horse'],
      // A whale is a humpback, not the clip art's orca; a boy stands beside the girl.
      ['whale', 'whale'],
      ['whales', 'whale'],
      ['blue whale', 'whale'],
      ['boy', 'boy'],
      ['boys', 'boy'],
      // Common animals the clip art lacked, and a picnic (not an apple with a worm).
      ['fox', 'fox'],
      ['foxes', 'fox'],
      ['panda', 'panda'],
      ['giant panda', 'panda'],
      ['picnic', 'picnic-blanket'],
      ['mother', 'woman'],
      ['woman', 'woman'],
      // Things a subject has with it, and a baby that is a baby (the clip art's was a lady in a gown).
      ['honey', 'honey-pot'],
      ['honeypot', 'honey-pot'],
      ['pot of honey', 'honey-pot'],
      ['egg', 'easter-eggs'],
      ['eggs', 'easter-eggs'],
      ['easter egg', 'easter-eggs'],
      ['present', 'present'],
      ['presents', 'present'],
      ['gift', 'present'],
      ['gifts', 'present'],
      ['baby', 'sitting-baby'],
      ['babies', 'sitting-baby'],
      ['infant', 'sitting-baby'],
      // Things at home: a cake with candles before the clip art's ragged one, a vase, a fishbowl.
      ['cake', 'birthday-cake'],
      ['cakes', 'birthday-cake'],
      ['birthday', 'birthday-cake'],
      ['candles', 'birthday-cake'],
      ['vase', 'flower-vase'],
      ['bouquet', 'flower-vase'],
      ['fishbowl', 'fishbowl'],
      ['fish bowl', 'fishbowl'],
      ['bowl', 'fishbowl'],
      ['aquarium', 'fishbowl'],
    ];
    for (const [word, id] of cases) {
      const first = findDrawings(word)[0];
      expect(first?.id, word).toBe(id);
      expect(first?.source.package, word).toBe('huebook');
    }
  });

  it('keeps the orca for "orca" and "killer whale", and gives it no plain whale', () => {
    expect(findDrawings('orca')[0]?.id).toBe('orca');
    expect(findDrawings('killer whales')[0]?.id).toBe('orca');
    expect(findDrawings('whale').map((e) => e.id)).not.toContain('orca');
  });

  it('finds nothing for a word the library does not know', () => {
    expect(findDrawings('quasar')).toEqual([]);
  });
});
