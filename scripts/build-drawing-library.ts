/**
 * Builds the offline drawing library (`apps/server/src/providers/offline/library/drawings/`)
 * from Debian's `openclipart-svg` package. Run by a developer, never at install:
 *
 *   apt-get download openclipart-svg && dpkg -x openclipart-svg_*.deb /tmp/oc/x
 *   npx tsx scripts/build-drawing-library.ts [--source /tmp/oc/x/usr/share/openclipart/svg] [--only id,id]
 *
 * Each selected SVG is rendered at `LONG_SIDE` pixels, segmented into flat-colour regions
 * (`segmentDrawing`) and written as an 8-bit grey PNG whose pixel values are labels (0 outside);
 * `library.json` records id, title, keywords, category, source, author and licence.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { rasterizeSvg, svgMetadata } from '../apps/server/src/providers/offline/library/rasterize-svg.ts';
import { segmentDrawing } from '../apps/server/src/providers/offline/library/segment-drawing.ts';

const PACKAGE = 'openclipart-svg';
const VERSION = '1:0.18+dfsg-19';
const PACKAGE_ROOT = 'usr/share/openclipart/svg';
const LICENCE = 'Public domain (Open Clip Art Library)';
/** Longer side of the stored label maps, pixels. */
const LONG_SIDE = 720;
const SEGMENT = { minArea: 500, minThickness: 4, maxRegions: 160 };
const OUT = join(import.meta.dirname, '../apps/server/src/providers/offline/library/drawings');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const source = option('--source') ?? `/tmp/oc/x/${PACKAGE_ROOT}`;
  const only = option('--only')?.split(',');

  mkdirSync(OUT, { recursive: true });
  const libraryPath = join(OUT, 'library.json');
  const previous = only
    ? (JSON.parse(readFileSync(libraryPath, 'utf8')) as { entries: { id: string }[] }).entries
    : [];
  const entries = [];
  for (const [id, path, category, words, title] of SELECTION) {
    const kept = previous.find((e) => e.id === id);
    if (only && !only.includes(id)) {
      if (kept) entries.push(kept);
      continue;
    }
    const svg = readFileSync(join(source, path), 'utf8');
    const raster = await rasterizeSvg(svg, LONG_SIDE);
    const map = segmentDrawing(raster, SEGMENT);
    const bytes = Uint8Array.from(map.labels);
    await sharp(bytes, { raw: { width: map.width, height: map.height, channels: 1 } })
      .png({ compressionLevel: 9, adaptiveFiltering: false })
      .toFile(join(OUT, `${id}.png`));
    const meta = svgMetadata(svg);
    const keywords = expandKeywords(words.split(','));
    entries.push({
      id,
      title: title ?? titleFromId(id),
      keywords,
      category,
      source: { package: PACKAGE, version: VERSION, path: `${PACKAGE_ROOT}/${path}` },
      ...(meta.author ? { author: meta.author } : {}),
      licence: LICENCE,
      width: map.width,
      height: map.height,
      regions: map.regions,
    });
    console.log(`${id.padEnd(28)} ${String(map.regions).padStart(4)} regions  ${map.width}×${map.height}`);
  }
  writeFileSync(libraryPath, `${JSON.stringify({ entries }, null, 1)}\n`);
  console.log(`${entries.length} drawings → ${OUT}`);
}

function expandKeywords(words: string[]): string[] {
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.trim();
    if (!w) continue;
    for (const k of [w, ...(SYNONYMS[w] ?? [])]) if (!out.includes(k)) out.push(k);
  }
  return out;
}

function titleFromId(id: string): string {
  const words = id.replace(/-\d+$/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Synonyms added after a keyword wherever it appears (a prompt says "kitty" or "automobile").
 */
export const SYNONYMS: Record<string, string[]> = {
  cat: ['kitty', 'kitten', 'pussycat', 'kitty cat'],
  dog: ['puppy', 'doggy', 'pup', 'hound', 'doggie'],
  rabbit: ['bunny', 'hare'],
  horse: ['pony', 'stallion', 'mare', 'foal'],
  cow: ['cattle', 'calf', 'bull', 'ox'],
  pig: ['piglet', 'hog', 'swine', 'piggy'],
  chicken: ['hen', 'chick'],
  rooster: ['cockerel', 'cock', 'chicken'],
  sheep: ['lamb', 'ewe', 'ram'],
  duck: ['duckling'],
  bear: ['teddy', 'grizzly'],
  lion: ['big cat'],
  dinosaur: ['dino', 't rex', 'tyrannosaurus'],
  dragon: ['wyrm', 'lindworm'],
  guitar: ['acoustic guitar'],
  book: ['storybook', 'novel'],
  tree: ['oak'],
  flower: ['blossom', 'bloom'],
  house: ['home', 'cottage', 'hut'],
  rocket: ['spaceship', 'spacecraft', 'rocket ship'],
  car: ['automobile', 'auto'],
  apple: [],
  monkey: ['ape', 'chimp'],
  butterfly: [],
  ladybug: ['ladybird', 'lady beetle'],
  bee: ['bumblebee', 'honeybee'],
  snail: [],
  owl: ['owlet'],
  penguin: [],
  elephant: [],
};

/** [id, path under `usr/share/openclipart/svg`, category, keywords (comma-separated), title?] */
type Selection = [id: string, path: string, category: string, keywords: string, title?: string];

export const SELECTION: Selection[] = [
  ['cat', 'animals/mammals/housecats/gatto_cat_architetto_fra_01.svg', 'pets', 'cat,animal,pet'],
  ['kitten', 'animals/mammals/housecats/gattina_cat_architetto_f_01.svg', 'pets', 'cat,animal,pet'],
  [
    'bulldog-puppy',
    'animals/mammals/dogs/bulldog_puppy_ganson.svg',
    'pets',
    'dog,bulldog,animal,pet',
    'Bulldog puppy',
  ],
  ['guitar', 'recreation/music/guitar_jarno_vasamaa1.svg', 'music', 'guitar,instrument,music'],
  ['guitar-2', 'recreation/music/guitar_ganson.svg', 'music', 'guitar,instrument,music'],
  ['dragon', 'animals/lindworm_snake_jonadab_t_01.svg', 'fantasy', 'dragon,monster,snake', 'Dragon'],
  ['dinosaur', 'animals/dinosaurs/dino_architetto_francesc_01.svg', 'dinosaurs', 'dinosaur,animal,monster'],
  ['book', 'education/books/stara_ksiega_-_old_book_01.svg', 'school', 'book,school'],
  [
    'apple-tree',
    'food/fruit/tree_whit_fruits_01.svg',
    'plants',
    'apple tree,tree,fruit tree,apple,plant',
    'Apple tree',
  ],
  ['tree', 'plants/albero_architetto_france_01.svg', 'plants', 'tree,plant'],
  ['sheep', 'animals/mammals/pecora_architetto_france_01.svg', 'farm', 'sheep,animal,farm'],
  ['rocket', 'transportation/vehicles/rocket.svg', 'space', 'rocket,space,vehicle'],
  ['flower', 'plants/flowers/flower_02.svg', 'plants', 'flower,plant'],
  ['funny-flower', 'plants/flowers/funnyflower_02.svg', 'plants', 'flower,plant', 'Smiling flower'],
  ['sunflower', 'plants/sun_flower_ganson.svg', 'plants', 'sunflower,flower,plant'],
  ['house', 'buildings/homes/small_house_01.svg', 'buildings', 'house,building'],
  ['house-2', 'buildings/homes/house_juliane_krug_01.svg', 'buildings', 'house,building', 'House'],
  ['cow', 'animals/mammals/vacca_pezzata_rossa_val_01.svg', 'farm', 'cow,animal,farm'],
  ['horse', 'animals/mammals/horses/cavallo_architetto_franc_01.svg', 'farm', 'horse,animal,farm'],
  ['pig', 'animals/mammals/a_simple_pig_01.svg', 'farm', 'pig,animal,farm'],
  ['duck', 'animals/birds/jonathon_s_duck_01.svg', 'farm', 'duck,bird,animal,farm'],
  ['rooster', 'animals/birds/rooster_01.svg', 'farm', 'rooster,bird,animal,farm'],
  ['owl', 'animals/birds/gufo_civetta_architetto__01.svg', 'birds', 'owl,bird,animal'],
  ['penguin', 'animals/birds/emperor_penguin_ralf_ste_01.svg', 'birds', 'penguin,bird,animal'],
  ['elephant', 'animals/mammals/elefante01_architetto_fr_01.svg', 'wild animals', 'elephant,animal'],
  ['lion', 'animals/mammals/big_cats/leone_architetto_frances_01.svg', 'wild animals', 'lion,animal'],
  ['rabbit', 'animals/mammals/coniglio_architetto_fran_01.svg', 'pets', 'rabbit,animal,pet'],
  ['bear', 'animals/mammals/bears/orso_architetto_francesc_01.svg', 'wild animals', 'bear,animal'],
  ['monkey', 'animals/mammals/happy_monkey_benji_park_01.svg', 'wild animals', 'monkey,animal'],
  ['butterfly', 'animals/bugs/farfalla_semplice_archit_01.svg', 'insects', 'butterfly,insect,animal'],
  ['ladybug', 'animals/bugs/coccinella_architetto_fr_01.svg', 'insects', 'ladybug,insect,bug,animal'],
  ['snail', 'animals/bugs/lumaca_architetto_france_01.svg', 'insects', 'snail,animal'],
  ['bee', 'animals/bugs/bee1_mimooh_01.svg', 'insects', 'bee,insect,bug,animal'],
  ['apple', 'food/fruit/an_apple_01.svg', 'food', 'apple,fruit,food'],
];

await main();
