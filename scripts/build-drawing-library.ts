/**
 * Builds the offline drawing library (`apps/server/src/providers/offline/library/drawings/`)
 * from Debian's `openclipart-svg` package and Huebook's own drawings (`library/own/<id>.svg`,
 * CC0, for subjects Open Clip Art lacks). Run by a developer, never at install:
 *
 *   apt-get download openclipart-svg && dpkg -x openclipart-svg_*.deb /tmp/oc/x
 *   npx tsx scripts/build-drawing-library.ts [--source /tmp/oc/x/usr/share/openclipart/svg] [--only id,id]
 *   npx prettier --write apps/server/src/providers/offline/library/drawings/library.json
 *
 * Each selected SVG is rendered at `LONG_SIDE` pixels, segmented into flat-colour regions
 * (`segmentDrawing`) and written as an 8-bit grey PNG whose pixel values are labels (0 outside);
 * `library.json` records id, title, keywords, category, source, author and licence. Own drawings
 * are drawn on a transparent background, so their outside is exactly the transparent pixels.
 */
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import {
  mergeSmallRegions,
  relabelCompact,
  splitComponents,
} from '../apps/server/src/providers/offline/library/label-regions.ts';
import { rasterizeSvg, svgMetadata } from '../apps/server/src/providers/offline/library/rasterize-svg.ts';
import {
  segmentDrawing,
  type RgbaRaster,
  type Segmentation,
} from '../apps/server/src/providers/offline/library/segment-drawing.ts';

const PACKAGE = 'openclipart-svg';
const VERSION = '1:0.18+dfsg-19';
const PACKAGE_ROOT = 'usr/share/openclipart/svg';
const LICENCE = 'Public domain (Open Clip Art Library)';
/** Longer side of the stored label maps, pixels. */
const LONG_SIDE = 720;
const SEGMENT = { minArea: 500, minThickness: 4, maxRegions: 160 };
const OUT = join(import.meta.dirname, '../apps/server/src/providers/offline/library/drawings');
const OWN = join(import.meta.dirname, '../apps/server/src/providers/offline/library/own');
const OWN_SOURCE = { package: 'huebook', version: '1' };
const OWN_AUTHOR = 'Huebook';
const OWN_LICENCE = "CC0 1.0 (Huebook's own drawing)";

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
  // Own drawings first: findDrawings keeps library order among equally good matches, so a
  // word's own drawing (drawn for the page) comes before Open Clip Art's.
  const selection = [
    ...OWN_SELECTION.map(([id, category, words, title]) => ({
      id,
      path: `${id}.svg`,
      category,
      words,
      title,
      own: true,
    })),
    ...SELECTION.map(([id, path, category, words, title]) => ({
      id,
      path,
      category,
      words,
      title,
      own: false,
    })),
  ];
  for (const { id, path, category, words, title, own } of selection) {
    const kept = previous.find((e) => e.id === id);
    if (only && !only.includes(id)) {
      if (kept) entries.push(kept);
      continue;
    }
    const svg = readFileSync(join(own ? OWN : source, path), 'utf8');
    let map;
    try {
      const raster = await rasterizeSvg(svg, LONG_SIDE);
      map = segmentDrawing(raster, SEGMENT);
      if (own) map = trimToSilhouette(map, raster);
    } catch (error) {
      console.error(`${id}: skipped, librsvg could not render ${path}: ${String(error)}`);
      continue;
    }
    const bytes = Uint8Array.from(map.labels);
    await sharp(bytes, { raw: { width: map.width, height: map.height, channels: 1 } })
      .png({ compressionLevel: 9, adaptiveFiltering: false })
      .toFile(join(OUT, `${id}.png`));
    const meta = own ? { author: OWN_AUTHOR } : svgMetadata(svg);
    const keywords = expandKeywords(words.split(','));
    entries.push({
      id,
      title: title ?? titleFromId(id),
      keywords,
      category,
      source: own
        ? { ...OWN_SOURCE, path: `own/${path}` }
        : { package: PACKAGE, version: VERSION, path: `${PACKAGE_ROOT}/${path}` },
      ...(meta.author ? { author: meta.author } : {}),
      licence: own ? OWN_LICENCE : LICENCE,
      width: map.width,
      height: map.height,
      regions: map.regions,
    });
    console.log(`${id.padEnd(28)} ${String(map.regions).padStart(4)} regions  ${map.width}×${map.height}`);
  }
  writeFileSync(libraryPath, `${JSON.stringify({ entries }, null, 2)}\n`);
  // Drawings dropped from the selection leave no stale files behind.
  const keptFiles = new Set(entries.map((e) => `${e.id}.png`));
  for (const file of readdirSync(OUT))
    if (file.endsWith('.png') && !keptFiles.has(file)) unlinkSync(join(OUT, file));
  console.log(`${entries.length} drawings → ${OUT}`);
}

/**
 * An own drawing's outside is exactly its transparent pixels: the segmentation's outside, which
 * ends somewhere inside the black outline with a ragged edge, is replaced by the silhouette, the
 * outline pixels going to the nearest region (breadth-first). Then regions are cleaned up again.
 */
function trimToSilhouette(map: Segmentation, raster: RgbaRaster): Segmentation {
  const { width, height } = map;
  const labels = new Int32Array(map.labels);
  let frontier: number[] = [];
  for (let i = 0; i < labels.length; i++) {
    if ((raster.data[i * 4 + 3] as number) < 128) labels[i] = 0;
    else if (labels[i] === 0) labels[i] = -1;
    else frontier.push(i);
  }
  while (frontier.length > 0) {
    const grown: number[] = [];
    for (const p of frontier) {
      const x = p % width;
      for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
        if (q < 0 || q >= labels.length || labels[q] !== -1) continue;
        labels[q] = labels[p] as number;
        grown.push(q);
      }
    }
    frontier = grown;
  }
  for (let i = 0; i < labels.length; i++) if (labels[i] === -1) labels[i] = 0;
  return relabelCompact(mergeSmallRegions(splitComponents({ labels, width, height }), SEGMENT));
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
  shark: ['great white'],
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
  airplane: ['aeroplane', 'jet'],
  bicycle: ['bike', 'cycle'],
  truck: ['lorry'],
  boat: ['ship', 'sailboat'],
  ship: ['boat'],
  fish: ['goldfish'],
  // The own tortoise is its own drawing, not the sea turtle's synonym.
  turtle: [],
  frog: ['toad'],
  moon: ['crescent'],
  planet: ['world'],
  person: ['human'],
  child: ['kid'],
  'teddy bear': ['teddy'],
  jellyfish: ['jelly'],
  octopus: [],
  kite: [],
  star: [],
  sun: ['sunshine'],
  unicorn: [],
  giraffe: [],
  astronaut: ['spaceman', 'cosmonaut', 'spacewoman'],
};

/** [id, path under `usr/share/openclipart/svg`, category, keywords (comma-separated), title?] */
type Selection = [id: string, path: string, category: string, keywords: string, title?: string];

export const SELECTION: Selection[] = [
  ['guitar', 'recreation/music/guitar_jarno_vasamaa1.svg', 'music', 'guitar,instrument,music'],
  ['guitar-2', 'recreation/music/guitar_ganson.svg', 'music', 'guitar,instrument,music'],
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
  ['house', 'buildings/homes/small_house_01.svg', 'buildings', 'house,building'],
  ['house-2', 'buildings/homes/house_juliane_krug_01.svg', 'buildings', 'house,building', 'House'],
  ['cow', 'animals/mammals/vacca_pezzata_rossa_val_01.svg', 'farm', 'cow,animal,farm'],
  ['rooster', 'animals/birds/rooster_01.svg', 'farm', 'rooster,bird,animal,farm'],
  ['penguin', 'animals/birds/emperor_penguin_ralf_ste_01.svg', 'birds', 'penguin,bird,animal'],
  ['ladybug', 'animals/bugs/coccinella_architetto_fr_01.svg', 'insects', 'ladybug,insect,bug,animal'],
  ['snail', 'animals/bugs/lumaca_architetto_france_01.svg', 'insects', 'snail,animal'],
  ['apple', 'food/fruit/an_apple_01.svg', 'food', 'apple,fruit,food'],
  ['hen', 'animals/birds/hen_01.svg', 'farm', 'chicken,hen,bird,animal,farm'],
  ['rooster-2', 'animals/birds/gallo_di_profilo_archite_01.svg', 'farm', 'rooster,bird,animal,farm'],
  ['turkey', 'animals/birds/tacchino_architetto_fran_01.svg', 'farm', 'turkey,bird,animal,farm'],
  ['goat', 'animals/mammals/goat_nicu_buculei_01.svg', 'farm', 'goat,animal,farm'],
  ['tractor', 'transportation/vehicles/trattore_architetto_fran_01.svg', 'vehicles', 'tractor,vehicle,farm'],
  ['mouse', 'animals/mammals/topo_architetto_francesc_01.svg', 'pets', 'mouse,animal'],
  ['squirrel', 'education/books/cartoon_squirrel_mike_sm1.svg', 'wild animals', 'squirrel,animal'],
  ['lion-2', 'animals/mammals/big_cats/leone_01_architetto_fran_01.svg', 'wild animals', 'lion,animal'],
  ['lion-3', 'animals/mammals/big_cats/leone_02_architetto_fran_01.svg', 'wild animals', 'lion,animal'],
  [
    'rhinoceros',
    'animals/mammals/rhinoceros_architetto_fr_01.svg',
    'wild animals',
    'rhinoceros,rhino,animal',
  ],
  ['kangaroo', 'animals/mammals/canguro_architetto_franc_01.svg', 'wild animals', 'kangaroo,animal'],
  ['camel', 'animals/mammals/camel_head_01.svg', 'wild animals', 'camel,animal'],
  ['fawn', 'animals/mammals/fawn_mo_01.svg', 'wild animals', 'deer,fawn,animal'],
  ['wolf', 'animals/mammals/simple_stylized_wolf_he_01.svg', 'wild animals', 'wolf,animal'],
  ['armadillo', 'animals/armadillo_architetto_fra_01.svg', 'wild animals', 'armadillo,animal'],
  ['raccoon', 'animals/mammals/raccoon_ganson.svg', 'wild animals', 'raccoon,animal'],
  ['seal', 'animals/seal_sek_.svg', 'sea animals', 'seal,animal,sea'],
  ['dolphin', 'animals/fish/dolphin_enrique_meza_c_01.svg', 'sea animals', 'dolphin,animal,sea'],
  ['orca', 'animals/orca_matthew_gates_r.svg', 'sea animals', 'orca,killer whale,animal,sea'],
  ['seahorse', 'animals/fish/seahorse.svg', 'sea animals', 'seahorse,animal,sea'],
  ['crayfish', 'food/crawfish1_ganson.svg', 'sea animals', 'crayfish,lobster,animal,sea'],
  ['penguin-2', 'animals/new_penguin_charles_mcco_01.svg', 'birds', 'penguin,bird,animal'],
  ['swan', 'animals/birds/cigno_di_spalle_architet_01.svg', 'birds', 'swan,bird,animal'],
  ['swan-2', 'animals/birds/cigno_architetto_frances_01.svg', 'birds', 'swan,bird,animal'],
  ['gull', 'animals/birds/gull_marcelo_staudt_01.svg', 'birds', 'seagull,gull,bird,animal,sea'],
  ['puffin', 'animals/birds/puffin-md.svg', 'birds', 'puffin,bird,animal,sea'],
  ['crow', 'animals/birds/crow_01.svg', 'birds', 'crow,bird,animal'],
  ['dove', 'animals/birds/bird_of_peace_mauro_oliv_01.svg', 'birds', 'bird,dove,animal'],
  ['flamingo', 'animals/birds/flamand_jean-victor_bali_01.svg', 'birds', 'flamingo,bird,animal'],
  ['cormorant', 'animals/birds/cormorant-md.svg', 'birds', 'cormorant,bird,animal,sea'],
  ['rubber-duck', 'recreation/toys/rubber_duck1_ganson.svg', 'toys', 'duck,rubber duck,toy'],
  ['ladybug-2', 'animals/bugs/ladybug_01.svg', 'insects', 'ladybug,insect,bug,animal'],
  ['ladybug-3', 'animals/bugs/coccinellona_architetto__01.svg', 'insects', 'ladybug,insect,bug,animal'],
  ['bee-3', 'animals/bugs/abeille_tanguy_jacq_01.svg', 'insects', 'bee,insect,bug,animal'],
  ['ant', 'animals/bugs/formicona_architetto_fra_01.svg', 'insects', 'ant,insect,bug,animal'],
  ['caterpillar', 'animals/bugs/caterpillar_david_wislon_01.svg', 'insects', 'caterpillar,insect,bug,animal'],
  ['dragonfly', 'animals/bugs/libellula_architetto_fra_01.svg', 'insects', 'dragonfly,insect,bug,animal'],
  ['grasshopper', 'animals/bugs/cavalletta_architetto_fr_01.svg', 'insects', 'grasshopper,insect,bug,animal'],
  ['spider', 'animals/bugs/ragno_figo_architetto_fr_01.svg', 'insects', 'spider,bug,animal'],
  ['lizard', 'animals/lucertola_architetto_fra_01.svg', 'wild animals', 'lizard,reptile,animal'],
  ['troll', 'animals/fantasy/troll_daniel_steele_r.svg', 'fantasy', 'troll,monster,fairy tale'],
  ['fairy', 'people/fata_fatina_architetto_f_01.svg', 'fantasy', 'fairy,fairy tale,girl,person'],
  ['alien', 'people/alien_peterm_01.svg', 'fantasy', 'alien,monster,space'],
  ['mushroom', 'plants/mushroom_benji_park_.svg', 'plants', 'mushroom,toadstool,plant'],
  ['mushroom-2', 'plants/toadstool_daniel_steele_r.svg', 'plants', 'mushroom,toadstool,plant'],
  ['mushroom-3', 'food/champignon_01.svg', 'plants', 'mushroom,plant,food'],
  ['tulips', 'plants/tulips_ganson.svg', 'plants', 'tulip,flower,plant'],
  ['daffodil', 'plants/daffodil_jonathan_dietri_01.svg', 'plants', 'daffodil,flower,plant'],
  // Many narrow petals round a disc: the library's daisy. (Open Clip Art's fiore_01 and
  // fiore_02, a smiling daisy and flower, are cut down their middle: half a flower, left out.)
  ['flower-3', 'plants/flowers/flower1_juliane_krug_01.svg', 'plants', 'flower,daisy,plant'],
  ['flowers', 'plants/flowers_jonathan_dietric_01.svg', 'plants', 'flower,plant'],
  ['rose', 'plants/flowers/pink-rose_tess_brady_01.svg', 'plants', 'rose,flower,plant'],
  ['cactus', 'plants/cactus_linda_kim_01.svg', 'plants', 'cactus,plant'],
  ['palm-tree', 'plants/palmtree_b_r_kessels_.svg', 'plants', 'palm tree,palm,tree,plant,beach'],
  ['island', 'plants/island_palm_and_the_sun_01.svg', 'plants', 'island,palm tree,sun,beach,sea'],
  ['autumn-tree', 'plants/fall_coloured_tree_geral_01.svg', 'plants', 'tree,autumn,plant'],
  [
    'pine-tree',
    'plants/trees/evergreen/simple_evergreen_with_highlights_01.svg',
    'plants',
    'pine tree,fir,tree,plant',
  ],
  [
    'christmas-tree',
    'plants/trees/evergreen/christmas_tree_01.svg',
    'plants',
    'christmas tree,fir,tree,plant',
  ],
  ['leaf', 'plants/leaf_01.svg', 'plants', 'leaf,plant'],
  ['acorn', 'plants/acorn_jonathan_dietrich_01.svg', 'plants', 'acorn,nut,plant'],
  ['apple-2', 'food/fruit/cartoon_apple_k_yager_01.svg', 'food', 'apple,fruit,food'],
  ['apple-worm', 'food/apple_with_worm_dan_gerh_01.svg', 'food', 'apple,worm,fruit,food'],
  ['banana', 'food/fruit/bananas_nicu_buculei_01.svg', 'food', 'banana,fruit,food'],
  ['cherry', 'food/fruit/cherry_jonathan_dietrich_01.svg', 'food', 'cherry,fruit,food'],
  ['strawberry', 'food/fruit/strawberry_jonathan_diet_01.svg', 'food', 'strawberry,fruit,food'],
  ['strawberry-2', 'food/fruit/strawberry.svg', 'food', 'strawberry,fruit,food'],
  ['grapes', 'food/fruit/grapes_01.svg', 'food', 'grape,fruit,food'],
  ['pineapple', 'food/fruit/pineapple.svg', 'food', 'pineapple,fruit,food'],
  ['orange', 'food/fruit/orange_dave_pena_01.svg', 'food', 'orange,fruit,food'],
  ['lemon', 'food/fruit/lemon_whole_ganson.svg', 'food', 'lemon,fruit,food'],
  ['peach', 'food/fruit/pesca_architetto_frances_01.svg', 'food', 'peach,fruit,food'],
  ['corn', 'food/vegetables/corn_cob.svg', 'food', 'corn,vegetable,food'],
  ['onion', 'food/vegetables/onion_joerg_rosenbauer_01.svg', 'food', 'onion,vegetable,food'],
  ['radish', 'food/vegetables/ravanello_architetto_fra_01.svg', 'food', 'radish,vegetable,food'],
  ['potato', 'plants/potato_nicu_buculei_01.svg', 'food', 'potato,vegetable,food'],
  ['cake', 'food/desserts/birthday_cake.svg', 'food', 'cake,birthday,party,food'],
  ['cake-3', 'food/desserts/torta_architetto_frances_01.svg', 'food', 'cake,food'],
  ['cupcake', 'food/desserts/muffin_jean_victor_balin_.svg', 'food', 'cupcake,muffin,cake,food'],
  ['ice-cream', 'food/desserts/ice_cream_cone_linda_kim_01.svg', 'food', 'ice cream,dessert,food'],
  ['ice-cream-2', 'food/desserts/glace_4_jean-victor_bali_01.svg', 'food', 'ice cream,dessert,food'],
  ['lollipop', 'food/desserts/lollipop_dave_pena_01.svg', 'food', 'lollipop,candy,sweet,food'],
  ['cookie', 'food/desserts/crazy_cookie_dave_pena_01.svg', 'food', 'cookie,biscuit,food'],
  ['candy', 'food/desserts/candy_01.svg', 'food', 'candy,sweet,food'],
  ['pie', 'food/fruit/pie_cherry.svg', 'food', 'pie,food'],
  ['pancakes', 'food/breads_and_carbs/pancakes_ganson.svg', 'food', 'pancake,food'],
  ['hot-dog', 'food/meats_and_eggs/hot_dog.svg', 'food', 'hot dog,sausage,food'],
  ['sports-car', 'transportation/sportcar_sergio_luiz_ara_01.svg', 'vehicles', 'car,race car,vehicle'],
  ['bus', 'transportation/bus1_jarno_vasamaa_01.svg', 'vehicles', 'coach,tour bus,vehicle'],
  ['bus-2', 'transportation/bus_01.svg', 'vehicles', 'coach,tour bus,vehicle'],
  ['truck', 'transportation/big_truck_01.svg', 'vehicles', 'semi truck,big rig,articulated lorry,vehicle'],
  ['ambulance', 'transportation/ambulans_romus_01.svg', 'vehicles', 'ambulance,vehicle'],
  ['bicycle', 'transportation/vehicles/bicycle_01.svg', 'vehicles', 'bicycle,bike,vehicle'],
  [
    'airplane-2',
    'transportation/vehicles/aircraft_jarno_vasamaa1.svg',
    'vehicles',
    'airplane,plane,aircraft,vehicle',
  ],
  ['paper-plane', 'recreation/toys/toy_paper_plane_01.svg', 'toys', 'paper plane,airplane,toy'],
  ['sled', 'recreation/sledge_01.svg', 'vehicles', 'sled,sledge,sleigh,winter'],
  ['train', 'recreation/toys/kiddy_train_orlando_kara_.svg', 'toys', 'train,locomotive,toy,vehicle'],
  ['wagon', 'recreation/toys/wagon_01.svg', 'toys', 'wagon,cart,toy'],
  ['castle', 'buildings/ch_teau-fort_01.svg', 'buildings', 'castle,building'],
  ['sand-castle', 'recreation/sand_castle_nathan_hawke_01.svg', 'buildings', 'castle,sand castle,beach'],
  ['house-3', 'buildings/house_gabrielle_nowicki_.svg', 'buildings', 'house,building'],
  ['house-4', 'buildings/homes/my_house_01.svg', 'buildings', 'house,building'],
  ['house-6', 'buildings/homes/house.svg', 'buildings', 'house,building'],
  ['lighthouse', 'buildings/lighthouse_matthew_gates_.svg', 'buildings', 'lighthouse,building,sea'],
  ['school', 'education/school_country__abiclipa_01.svg', 'buildings', 'school,building'],
  ['fire-station', 'buildings/firestation_mimooh_01.svg', 'buildings', 'fire station,building'],
  ['teddy-bear', 'recreation/toys/teddybear_jarno_vasamaa_.svg', 'toys', 'teddy bear,bear,toy'],
  ['teddy-bear-2', 'recreation/toys/simple_teddy_bear_gerald_01.svg', 'toys', 'teddy bear,bear,toy'],
  ['ball', 'recreation/toys/beach_ball_01.svg', 'toys', 'ball,beach ball,toy,beach'],
  ['ball-2', 'recreation/toys/ball.svg', 'toys', 'ball,toy'],
  ['soccer-ball', 'recreation/toys/soccer_ball_ganson.svg', 'sport', 'soccer ball,football,ball,sport'],
  ['baseball', 'recreation/toys/baseball_anthony_liekens_01.svg', 'sport', 'baseball,ball,sport'],
  ['volleyball', 'recreation/sports/volley_ball_angelo_gelmi_01.svg', 'sport', 'volleyball,ball,sport'],
  ['basketball-8ball', 'recreation/sports/8ball_nicu_buculei_01.svg', 'sport', 'billiard ball,ball,sport'],
  ['blocks', 'recreation/toys/abc_blocks_petri_lummema_01.svg', 'toys', 'block,toy'],
  ['rubiks-cube', 'recreation/toys/rubik_s_cube_simple_petr_01.svg', 'toys', 'cube,puzzle,toy'],
  ['balloons', 'recreation/party/balloons_01.svg', 'party', 'balloon,party'],
  ['balloon', 'recreation/party/balloon-yellow-aj.svg', 'party', 'balloon,party'],
  ['umbrella', 'tools/umbrella.svg', 'household', 'umbrella,rain'],
  ['drum', 'recreation/music/drums_jarno_vasamaa_.svg', 'music', 'drum,drum kit,instrument,music'],
  ['african-drum', 'recreation/music/africandrum_benji_park_.svg', 'music', 'drum,instrument,music'],
  ['trumpet', 'recreation/music/trumpet_b_flat_colour_ganso.svg', 'music', 'trumpet,instrument,music'],
  ['violin', 'recreation/music/violin_colour_ganson.svg', 'music', 'violin,fiddle,instrument,music'],
  ['cello', 'recreation/music/cello_ganson.svg', 'music', 'cello,instrument,music'],
  ['harp', 'recreation/music/harp1_ganson.svg', 'music', 'harp,instrument,music'],
  ['xylophone', 'recreation/music/xylophone_ganson.svg', 'music', 'xylophone,instrument,music'],
  ['maracas', 'recreation/music/maracas_ganson.svg', 'music', 'maracas,instrument,music'],
  [
    'electric-guitar',
    'recreation/music/electric_guitar_andrea__01r.svg',
    'music',
    'guitar,electric guitar,instrument,music',
  ],
  ['guitar-3', 'recreation/music/guitar_jarno_vasamaa2.svg', 'music', 'guitar,instrument,music'],
  [
    'bass-guitar',
    'recreation/music/bass_guitar_a.j._ashton_.svg',
    'music',
    'guitar,bass guitar,instrument,music',
  ],
  ['music-note', 'recreation/music/musical_note_nicu_bucule_01.svg', 'music', 'music note,note,music'],
  ['gramophone', 'recreation/music/gramophone.svg', 'music', 'gramophone,music'],
  ['jukebox', 'recreation/music/fifties_jukebox_gerald_g_01.svg', 'music', 'jukebox,music'],
  ['headphones', 'recreation/music/headphones_davide_pesent_.svg', 'music', 'headphones,music'],
  ['boombox', 'recreation/music/boombox_linda_kim_01.svg', 'music', 'radio,boombox,music'],
  ['moon', 'science/astronomy/moon_jasper_van_de_grond_01.svg', 'space', 'full moon,moon,space,night'],
  ['saturn', 'science/astronomy/saturn_dan_gerhards_01.svg', 'space', 'planet,saturn,space'],
  ['jupiter', 'science/astronomy/jupiter_dan_gerhards_01.svg', 'space', 'planet,jupiter,space'],
  ['earth', 'science/astronomy/mondo_architetto_frances_01.svg', 'space', 'earth,globe,planet,world,space'],
  ['pencil', 'tools/pencil_benji_park_01.svg', 'school', 'pencil,school'],
  ['crayon', 'office/crayon.svg', 'school', 'crayon,school'],
  ['scissors', 'tools/scissors.svg', 'school', 'scissors,school'],
  ['paint-brush', 'tools/paint_brush_linda_kim_01.svg', 'school', 'paintbrush,brush,art,school'],
  ['palette', 'education/palette_juliane_krug_01.svg', 'school', 'palette,paint,art,school'],
  ['books', 'education/books/stack_of_books_01.svg', 'school', 'book,school'],
  ['book-2', 'education/books/book_01.svg', 'school', 'book,school'],
  ['slate', 'education/slate-apple_benji_park_01.svg', 'school', 'slate,blackboard,apple,school'],
  ['calculator', 'office/simple_calculator_01.svg', 'school', 'calculator,school'],
  ['tennis-racket', 'recreation/sports/tennis_racket_01.svg', 'sport', 'tennis racket,racket,tennis,sport'],
  ['sneaker', 'people/clothing/tennis_shoe_jarno_vasama_.svg', 'sport', 'shoe,sneaker,sport'],
  ['surfboard', 'recreation/toys/surfboard_davek_01.svg', 'sport', 'surfboard,surf,beach,sport'],
  ['cap', 'recreation/sports/baseball_cap_ganson.svg', 'sport', 'cap,hat,sport'],
  ['football-helmet', 'recreation/sports/football_helmet_gerald_g_01.svg', 'sport', 'helmet,football,sport'],
  ['ballerina', 'people/ballerina_architetto_fra_01.svg', 'people', 'ballerina,dancer,girl,person'],
  ['police-officer', 'people/police_man_ganson.svg', 'people', 'police officer,policeman,person'],
  ['bride', 'people/bride1_jarno_vasamaa_01.svg', 'people', 'bride,wedding,person'],
  ['groom', 'people/groom1_jarno_vasamaa_01.svg', 'people', 'groom,wedding,person'],
  ['lamp', 'office/lamp_sergio_luiz_araujo__01.svg', 'household', 'lamp,light,furniture,household'],
  ['chair', 'buildings/furniture/sedia_in_legno_architett_01.svg', 'household', 'chair,furniture,household'],
  ['table', 'office/wooden_table_benji_park_01.svg', 'household', 'table,furniture,household'],
  [
    'table-2',
    'buildings/furniture/tavolo_in_legno_architet_01.svg',
    'household',
    'table,furniture,household',
  ],
  ['teapot', 'food/beverages/teapot_ganson.svg', 'household', 'teapot,tea,household'],
  ['teapot-2', 'food/beverages/a_teapot_01.svg', 'household', 'teapot,tea,household'],
  ['teacup', 'food/beverages/teacup_ganson.svg', 'household', 'cup,teacup,tea,household'],
  ['television', 'buildings/furniture/television_peterm_.svg', 'household', 'television,tv,household'],
  ['barrel', 'buildings/furniture/wooden_barrel_petri_lumm_01.svg', 'household', 'barrel,household'],
  ['magic-lamp', 'tools/lampada_di_aladino_alad_01.svg', 'fantasy', 'magic lamp,lamp,genie,fairy tale'],
];

/**
 * Huebook's own drawings, `library/own/<id>.svg` (CC0), for subjects Open Clip Art has no
 * usable drawing of, or none a children's coloring book would use (the most asked subjects):
 * [id, category, keywords (comma-separated), title?]. They come first in `library.json`.
 */
type OwnSelection = [id: string, category: string, keywords: string, title?: string];

export const OWN_SELECTION: OwnSelection[] = [
  ['jellyfish', 'sea animals', 'jellyfish,animal,sea'],
  ['octopus', 'sea animals', 'octopus,animal,sea'],
  ['kite', 'toys', 'kite,toy,wind'],
  ['star', 'space', 'star,space,night,sky'],
  ['sun', 'space', 'sun,sky,weather,summer'],
  // The clip art's crescent was a shadow fill: its label map was a full disc.
  ['crescent-moon', 'space', 'moon,crescent moon,crescent,half moon,night', 'Crescent moon'],
  ['unicorn', 'fantasy', 'unicorn,fairy tale,magic,animal'],
  ['giraffe', 'wild animals', 'giraffe,animal'],
  ['astronaut', 'space', 'astronaut,space,person'],
  ['cat', 'pets', 'cat,animal,pet'],
  ['dog', 'pets', 'dog,animal,pet'],
  ['duck', 'farm', 'duck,bird,animal,farm'],
  ['dragon', 'fantasy', 'dragon,monster,fairy tale,animal'],
  ['princess', 'fantasy', 'princess,queen,girl,person,fairy tale'],
  ['robot', 'toys', 'robot,toy'],
  ['bear', 'wild animals', 'bear,animal'],
  ['rabbit', 'pets', 'rabbit,animal,pet'],
  ['owl', 'birds', 'owl,bird,animal'],
  ['horse', 'farm', 'horse,animal,farm'],
  ['fish', 'sea animals', 'fish,animal,sea'],
  ['dinosaur', 'dinosaurs', 'dinosaur,animal,monster'],
  ['snake', 'wild animals', 'snake,animal'],
  ['cat-2', 'pets', 'cat,animal,pet', 'Standing cat'],
  ['dog-2', 'pets', 'dog,animal,pet,beagle', 'Puppy'],
  ['fish-2', 'sea animals', 'goldfish,fish,animal,sea', 'Goldfish'],
  ['dinosaur-2', 'dinosaurs', 't rex,dinosaur,animal,monster', 'T. rex'],
  ['snowman', 'fantasy', 'snowman,snow man', 'Snowman'],
  ['sitting-monkey', 'wild animals', 'monkey,animal', 'Monkey'],
  ['smiling-butterfly', 'insects', 'butterfly,insect,animal', 'Butterfly'],
  ['bumblebee', 'insects', 'bee,insect,bug,animal', 'Bee'],
  ['pig', 'farm', 'pig,animal,farm', 'Pig'],
  ['lion', 'wild animals', 'lion,animal', 'Lion'],
  ['shark', 'sea animals', 'shark,animal,sea', 'Shark'],
  ['open-book', 'school', 'book,open book,school', 'Open book'],
  ['treasure-chest', 'toys', 'treasure chest,treasure', 'Treasure chest'],
  ['rainbow', 'weather', 'rainbow,weather', 'Rainbow'],
  ['fire-truck', 'vehicles', 'fire truck,fire engine,truck,vehicle', 'Fire truck'],
  ['small-car', 'vehicles', 'car,automobile,auto,vehicle', 'Car'],
  ['played-guitar', 'music', 'guitar,played guitar,acoustic guitar,instrument,music', 'Guitar'],
  ['sea-turtle', 'sea animals', 'turtle,sea turtle,animal,sea', 'Turtle'],
  ['swimming-mermaid', 'fantasy', 'mermaid,fairy tale', 'Mermaid'],
  ['sailboat', 'vehicles', 'boat,ship,sailboat,vehicle,sea', 'Sailboat'],
  ['standing-tiger', 'wild animals', 'tiger,animal', 'Tiger'],
  ['fishing-boat', 'vehicles', 'fishing boat,boat,trawler,ship,vehicle,sea', 'Fishing boat'],
  ['girl', 'people', 'girl,child,kid,person', 'Girl'],
  ['frog', 'wild animals', 'frog,toad,animal', 'Frog'],
  ['elephant', 'wild animals', 'elephant,animal', 'Elephant'],
  ['jumping-horse', 'farm', 'horse,jumping horse,leaping horse,show jumping,animal,farm', 'Horse jumping'],
  ['whale', 'sea animals', 'whale,humpback whale,blue whale,animal,sea', 'Whale'],
  ['boy', 'people', 'boy,child,kid,person', 'Boy'],
  ['leafy-tree', 'plants', 'tree,plant', 'Tree'],
  ['round-apple-tree', 'plants', 'apple tree,tree,fruit tree,plant', 'Apple tree'],
  ['fox', 'wild animals', 'fox,red fox,animal', 'Fox'],
  ['panda', 'wild animals', 'panda,panda bear,giant panda,animal', 'Panda'],
  ['picnic-blanket', 'party', 'picnic blanket,picnic,picnic basket,picnic rug', 'Picnic blanket'],
  ['woman', 'people', 'woman,mother,mom,mum,mommy,lady,grown-up,adult,person,human', 'Woman'],
  ['honey-pot', 'food', 'honey pot,honey,honeypot,pot of honey,honey jar,jar of honey', 'Honey pot'],
  ['easter-eggs', 'party', 'easter egg,egg,easter eggs,eggs,easter basket', 'Easter eggs'],
  ['present', 'party', 'present,gift,presents,gifts,gift box,birthday present,christmas present', 'Present'],
  ['sitting-baby', 'people', 'baby,babies,infant,newborn,child,person,human', 'Baby'],
  ['hedgehog', 'wild animals', 'hedgehog,hedgie,animal', 'Hedgehog'],
  ['zebra', 'wild animals', 'zebra,animal', 'Zebra'],
  ['hippo', 'wild animals', 'hippo,hippopotamus,animal,hippopotami', 'Hippo'],
  ['koala', 'wild animals', 'koala,koala bear,animal', 'Koala'],
  ['crocodile', 'wild animals', 'crocodile,alligator,croc,gator,animal', 'Crocodile'],
  ['parrot', 'birds', 'parrot,macaw,bird,animal', 'Parrot'],
  // "turtle" past the first two keywords: a turtle stays the sea turtle, only named by it.
  ['tortoise', 'wild animals', 'tortoise,land turtle,turtle,animal', 'Tortoise'],
  ['pumpkin', 'food', 'pumpkin,pumpkin patch,vegetable,food', 'Pumpkin'],
  [
    'jack-o-lantern',
    'party',
    'jack o lantern,halloween,halloween pumpkin,carved pumpkin,pumpkin',
    "Jack-o'-lantern",
  ],
  ['ghost', 'fantasy', 'ghost,spook,friendly ghost', 'Ghost'],
  ['reindeer', 'wild animals', 'reindeer,rudolph,caribou,animal', 'Reindeer'],
  // "A fire" is the campfire; "a flame" the flame; "breathing fire" the breath (read-prompt.ts).
  ['flame', 'nature', 'flame,flames,fire', 'Flame'],
  ['fire-breath', 'nature', 'fire breath,breath of fire,dragon fire', 'Fire breath'],
  ['campfire', 'nature', 'campfire,fire,bonfire,camp fire', 'Campfire'],
  // "Truck" and "bus" are these: the clip art's truck came apart in slivers on the road page and
  // its buses are drawn in perspective; they answer only to "semi truck" and "coach".
  ['box-truck', 'vehicles', 'truck,lorry,box truck,delivery truck,vehicle', 'Truck'],
  ['school-bus', 'vehicles', 'bus,school bus,vehicle', 'Bus'],
  // Before the clip art's cow, penguin, mouse and wolf (farm-animals.ts): ragged, faceless at
  // Simple, a mouse like an opossum, a wolf's head only. Kept after ours for "Try another".
  ['standing-cow', 'farm', 'cow,animal,farm', 'Cow'],
  ['standing-penguin', 'birds', 'penguin,bird,animal', 'Penguin'],
  ['sitting-mouse', 'pets', 'mouse,animal', 'Mouse'],
  ['standing-wolf', 'wild animals', 'wolf,animal', 'Wolf'],
  ['standing-sheep', 'farm', 'sheep,animal,farm', 'Sheep'],
  ['standing-hen', 'farm', 'chicken,hen,bird,animal,farm', 'Hen'],
  // "A superhero flying over the city" drew a fire truck, "a football player" the ball alone.
  ['superhero', 'people', 'superhero,super hero,hero,superman,supergirl,superwoman,person', 'Superhero'],
  [
    'football-player',
    'people',
    'football player,soccer player,footballer,football,soccer,player,person',
    'Football player',
  ],
  // Before the clip art's ragged cake, which stays for "Try another" (home-things.ts). No
  // "birthday cake" keyword: read-prompt.ts reads "a birthday cake" as a cake, "birthday" describing it.
  ['birthday-cake', 'food', 'cake,birthday,party,candles,candle', 'Birthday cake'],
  ['flower-vase', 'household', 'vase,flower vase,vase of flowers,bouquet', 'Flower vase'],
  ['fishbowl', 'household', 'fishbowl,fish bowl,goldfish bowl,bowl,aquarium,goldfish', 'Fishbowl'],
  // For "a cat sleeping on a bed" and "a bird in a nest" (bed-and-nest.ts).
  ['bed', 'household', 'bed,beds,bunk,cot', 'Bed'],
  ['bird-nest', 'birds', "nest,bird nest,bird's nest,birds nest,nest with eggs", 'Bird nest'],
  // Little things children ask for (little-things.ts); the library had none of them.
  ['heart', 'party', 'heart,hearts,love,valentine,valentines', 'Heart'],
  ['crown', 'toys', 'crown,crowns,tiara,princess crown', 'Crown'],
  ['donut', 'food', 'donut,donuts,doughnut,doughnuts,donut with sprinkles', 'Donut'],
  ['pizza', 'food', 'pizza,pizzas,pizza slice,pizza with pepperoni,pepperoni pizza', 'Pizza'],
  // "A helicopter", "a digger", "a submarine" had no drawing (more-vehicles.ts).
  ['helicopter', 'vehicles', 'helicopter,helicopters,chopper', 'Helicopter'],
  ['digger', 'vehicles', 'digger,excavator,excavators,diggers,bulldozer,construction', 'Digger'],
  ['submarine', 'vehicles', 'submarine,submarines,sub', 'Submarine'],
  // "A sloth", "a llama" had no drawing and "a polar bear" drew the brown bear (more-asked-animals.ts).
  ['sloth', 'wild animals', 'sloth,sloths,animal', 'Sloth'],
  ['llama', 'farm', 'llama,llamas,alpaca,alpacas,animal', 'Llama'],
  ['polar-bear', 'wild animals', 'polar bear,polar bears,ice bear,animal', 'Polar bear'],
  // "A peacock", "a bat", "an otter" had no drawing (showy-animals.ts).
  ['peacock', 'birds', 'peacock,peacocks,peafowl,bird,animal', 'Peacock'],
  ['bat', 'wild animals', 'bat,bats,animal', 'Bat'],
  ['otter', 'wild animals', 'otter,otters,sea otter,animal', 'Otter'],
  // The clip-art tractor (wheels in fragments) and palm tree (a bare bent trunk) read poorly
  // (farm-and-beach.ts); plain "tree" stays the leafy tree (the palm's "tree" is a late keyword).
  ['farm-tractor', 'vehicles', 'tractor,tractors,farm tractor', 'Tractor'],
  ['beach-palm', 'plants', 'palm tree,palm,palms,palm trees,coconut tree,tree', 'Palm tree'],
  // "A farmer" drew a tree, "a cat in a box" or "a kitten in a basket" no box or basket, and "a
  // cat with a ball of yarn" a beach ball (farmer-box-yarn.ts); "picnic basket" stays the picnic's.
  ['farmer', 'people', 'farmer,farmers,farm worker,person', 'Farmer'],
  ['cardboard-box', 'household', 'box,boxes,cardboard box,cardboard boxes,carton,cartons', 'Cardboard box'],
  ['wicker-basket', 'household', 'basket,baskets,wicker basket,cat basket,dog basket', 'Basket'],
  [
    'ball-of-yarn',
    'household',
    'ball of yarn,yarn,balls of yarn,ball of wool,balls of wool,knitting,ball',
    'Ball of yarn',
  ],
  // "A pirate", "a knight", "a witch" drew no person (costumes.ts).
  ['pirate', 'people', 'pirate,pirates,buccaneer,person', 'Pirate'],
  ['knight', 'people', 'knight,knights,person', 'Knight'],
  ['witch', 'people', 'witch,witches,person', 'Witch'],
  // "A king", "a prince", "a chef" drew no person (royals-and-chef.ts).
  ['king', 'people', 'king,kings,person', 'King'],
  ['prince', 'people', 'prince,princes,person', 'Prince'],
  ['chef', 'people', 'chef,chefs,cook,baker,person', 'Chef'],
  // "A queen" drew the child princess (still a queen, after ours, for Try another) and "a wolf
  // howling at the moon" the standing wolf; "wolf" gives the standing wolf, then the clip art's,
  // then this one ("wolf" its second keyword; queen-and-wolf.ts).
  ['queen', 'people', 'queen,queens,person', 'Queen'],
  ['howling-wolf', 'wild animals', 'howling wolf,wolf,animal', 'Howling wolf'],
  // "A spider" drew a big ragged clip-art spider (kept, after ours, for Try another) and "a
  // spider in a web" reported the web missing: ours sits in its web (ball-cheese-spider.ts).
  ['spider-in-web', 'insects', 'spider,spiders,spider web,web,cobweb,bug,animal', 'Spider'],
  // "Basketball" had no ball ("basketball-8ball" is a billiard ball) and "a mouse eating cheese"
  // no cheese (ball-cheese-spider.ts); "ball" stays the beach ball (a later keyword here).
  ['basketball', 'sport', 'basketball,basketballs,basket ball,ball,sport', 'Basketball'],
  ['cheese', 'food', 'cheese,cheeses,wedge of cheese,cheese wedge,food', 'Cheese'],
  // "A piano", "a boy playing the piano" and "a windmill", "a dutch windmill" reported the piano
  // and the windmill missing (piano-and-windmill.ts).
  ['piano', 'music', 'piano,pianos,upright piano,grand piano,instrument,music', 'Piano'],
  [
    'windmill',
    'buildings',
    'windmill,windmills,wind mill,wind mills,dutch windmill,mill,building',
    'Windmill',
  ],
  // "A doctor", "a firefighter", "a clown" drew no person (helpers-and-clown.ts).
  ['doctor', 'people', 'doctor,doctors,nurse,nurses,vet,person', 'Doctor'],
  ['firefighter', 'people', 'firefighter,firefighters,fireman,firemen,fire fighter,person', 'Firefighter'],
  ['clown', 'people', 'clown,clowns,person', 'Clown'],
  // Before the clip art's stick-legged flamingo and the dolphin, which stay for "Try another"
  // (pink-and-sea.ts); the dolphin is leaping, so "a dolphin jumping" is this drawing.
  ['standing-flamingo', 'birds', 'flamingo,flamingos,flamingoes,bird,animal', 'Flamingo'],
  [
    'leaping-dolphin',
    'sea animals',
    'dolphin,dolphins,porpoise,jumping dolphin,leaping dolphin,animal',
    'Dolphin',
  ],
  // "A cat on a table" had only the clip art's tables, "a cheetah" no drawing (table-and-cheetah.ts).
  ['kitchen-table', 'household', 'table,tables,kitchen table,dining table', 'Kitchen table'],
  ['cheetah', 'wild animals', 'cheetah,cheetahs,leopard,leopards,jaguar,animal', 'Cheetah'],
  // Things a subject has with it or rides, and a summer treat (props-and-treats.ts); "a dog with
  // a bone", "a bunny eating a carrot", "a boy on a skateboard" had no drawing of the thing.
  ['bone', 'pets', 'bone,bones,dog bone', 'Bone'],
  ['carrot', 'food', 'carrot,carrots,vegetable', 'Carrot'],
  ['watermelon', 'food', 'watermelon,watermelons,melon,fruit', 'Watermelon'],
  ['skateboard', 'toys', 'skateboard,skateboards,skate board', 'Skateboard'],
  // Before the clip art's ballerina and fairy, thin small figures that read poorly as pages;
  // they stay for "Try another" (dancers-and-fairies.ts).
  ['ballet-dancer', 'people', 'ballerina,ballerinas,ballet dancer,ballet,dancer,person', 'Ballerina'],
  ['garden-fairy', 'fantasy', 'fairy,fairies,pixie,person', 'Fairy'],
  // Before the clip art's blocky train and creepy skull-headed alien, which stay for "Try another"
  // (train-and-alien.ts); the alien is 'fantasy', not 'space', so it stands on the ground.
  ['steam-train', 'vehicles', 'train,locomotive,trains,steam train,engine', 'Steam train'],
  ['friendly-alien', 'fantasy', 'alien,aliens,martian,extraterrestrial', 'Alien'],
  // "Santa claus", "an elf", "a gingerbread man" drew a tree (christmas-folk.ts).
  ['santa', 'people', 'santa,santa claus,father christmas,saint nick,person', 'Santa Claus'],
  ['elf', 'people', 'elf,elves,christmas elf,person', 'Elf'],
  ['gingerbread-man', 'food', 'gingerbread man,gingerbread,gingerbread men,cookie man', 'Gingerbread man'],
  // "A wizard", "a motorcycle", "a burger" drew nothing of the thing (wizard-bike-burger.ts).
  ['wizard', 'people', 'wizard,wizards,magician,sorcerer,person', 'Wizard'],
  ['motorcycle', 'vehicles', 'motorcycle,motorcycles,motorbike,motor bike,scooter', 'Motorcycle'],
  ['burger', 'food', 'burger,burgers,hamburger,cheeseburger,fries,french fries', 'Burger'],
  // "A gorilla", "a hamster", "an eagle" had no drawing (more-animals-2.ts); the eagle flies.
  ['gorilla', 'wild animals', 'gorilla,gorillas,ape,apes,animal', 'Gorilla'],
  ['hamster', 'pets', 'hamster,hamsters,guinea pig,guinea pigs,gerbil,animal', 'Hamster'],
  ['eagle', 'birds', 'eagle,eagles,hawk,falcon,bird,animal', 'Eagle'],
  // "A crab", "a starfish", "a sunflower" had no drawing (shore-and-sunflower.ts); "flower" only
  // shows the sunflower and "star" never names the starfish, so neither takes a plainer word.
  ['crab', 'sea animals', 'crab,crabs,animal', 'Crab'],
  ['starfish', 'sea animals', 'starfish,star fish,sea star,animal', 'Starfish'],
  ['sunflower', 'plants', 'sunflower,sunflowers,flower', 'Sunflower'],
  // "A teddy bear having a tea party" drew balloons and "a frog on a rock" no rock (tea-and-rock.ts);
  // the rock is a seat outdoors (subject-traits.ts), "stone" and "boulder" the same drawing.
  ['tea-party-table', 'household', 'tea party,tea parties,tea time,teatime,tea set,tea table', 'Tea party'],
  ['big-rock', 'nature', 'rock,rocks,boulder,boulders,stone,stones,big rock', 'Rock'],
  // "A ferris wheel", "a carousel", "a merry-go-round" drew a tree in a meadow and reported the
  // ride missing, "at the fair" the fair (fairground.ts).
  [
    'ferris-wheel',
    'buildings',
    'ferris wheel,ferris wheels,big wheel,big wheels,fair,fairs,funfair,funfairs,fairground,amusement park',
    'Ferris wheel',
  ],
  [
    'carousel',
    'buildings',
    'carousel,carousels,merry go round,merry go rounds,merry-go-round,roundabout,roundabouts',
    'Carousel',
  ],
  // "A hot air balloon" drew party balloons, which "balloon" alone still draws; "a tent in the
  // woods" and "a scarecrow in a field" drew an apple tree (balloon-tent-scarecrow.ts).
  [
    'hot-air-balloon',
    'vehicles',
    'hot air balloon,hot air balloons,air balloon,air balloons',
    'Hot-air balloon',
  ],
  ['tent', 'buildings', 'tent,tents,camping tent,camping tents', 'Tent'],
  ['scarecrow', 'farm', 'scarecrow,scarecrows', 'Scarecrow'],
  // "A volcano", "a dinosaur and a volcano", "an igloo", "a penguin and an igloo" reported the
  // volcano or the igloo missing (volcano-and-igloo.ts); the volcano rises behind a subject.
  ['volcano', 'nature', 'volcano,volcanoes,volcanos,erupting volcano,eruption,lava', 'Volcano'],
  ['igloo', 'buildings', 'igloo,igloos,snow house,ice house', 'Igloo'],
  // "A ufo", "a flying saucer", "an alien in a ufo" reported the UFO missing, "a skeleton" the
  // skeleton (ufo-and-skeleton.ts); "spaceship" stays the rocket's, "bones" the dog bone's.
  ['ufo', 'vehicles', 'ufo,ufos,flying saucer,flying saucers', 'Flying saucer'],
  ['skeleton', 'fantasy', 'skeleton,skeletons', 'Skeleton'],
  // "An axolotl", "a narwhal", "a capybara" drew a tree in a meadow and reported the animal
  // missing (axolotl-narwhal-capybara.ts); the axolotl and the capybara live by a pond
  // (subject-traits.ts), the narwhal under the sea.
  ['axolotl', 'wild animals', 'axolotl,axolotls,animal', 'Axolotl'],
  ['narwhal', 'sea animals', 'narwhal,narwhals,animal,sea', 'Narwhal'],
  ['capybara', 'wild animals', 'capybara,capybaras,animal', 'Capybara'],
  // "A pegasus", "a pegasus in the clouds", "an angel", "a little angel with a halo" reported
  // the thing missing over a tree in a meadow, "a flying horse" drew a plain horse and "a
  // christmas angel" a present (pegasus-and-angel.ts).
  [
    'pegasus',
    'fantasy',
    'pegasus,pegasi,pegasuses,flying horse,flying horses,winged horse,winged horses,fairy tale,animal',
    'Pegasus',
  ],
  [
    'angel',
    'fantasy',
    'angel,angels,christmas angel,christmas angels,guardian angel,guardian angels,cherub,cherubs,person',
    'Angel',
  ],
  // "A cowboy", "a cowgirl", "a cowboy on a horse" reported the cowboy missing, "a treehouse",
  // "kids in a treehouse" the treehouse (cowboy-and-treehouse.ts).
  ['cowboy', 'people', 'cowboy,cowboys,cowgirl,cowgirls,rancher,ranchers,wild west,person', 'Cowboy'],
  ['treehouse', 'buildings', 'treehouse,treehouses,tree house,tree houses', 'Treehouse'],
  // "A shamrock", "st patricks day", "a menorah", "hanukkah", "a dreidel" drew a tree, a Ferris
  // wheel or a carousel and reported the thing missing (holiday-symbols.ts).
  [
    'shamrock',
    'plants',
    'shamrock,shamrocks,clover,clovers,three leaf clover,three leaf clovers,st patrick,st patricks day,saint patrick,saint patricks day,plant',
    'Shamrock',
  ],
  // "A four leaf clover" drew the three-leaf shamrock, "a dog catching a frisbee" and "a girl
  // wearing a scarf" reported the frisbee and the scarf missing (scarf-frisbee-clover.ts).
  [
    'four-leaf-clover',
    'plants',
    'four leaf clover,four leaf clovers,lucky clover,lucky clovers,plant',
    'Four-leaf clover',
  ],
  ['frisbee', 'toys', 'frisbee,frisbees,flying disc,flying discs,toy', 'Frisbee'],
  ['scarf', 'toys', 'scarf,scarves,scarfs,knitted scarf,woolly scarf,wooly scarf', 'Scarf'],
  [
    'menorah',
    'household',
    'menorah,menorahs,hanukkah menorah,hanukkah,chanukah,hanukah,chanukkah',
    'Menorah',
  ],
  ['dreidel', 'toys', 'dreidel,dreidels,spinning top,spinning tops,toy', 'Dreidel'],
  // "A bird on a branch" drew a standing penguin on the grass and reported the branch missing;
  // "a bird" drew whichever bird the seed picked (songbird.ts).
  [
    'songbird',
    'animals',
    'bird,birds,songbird,songbirds,little bird,robin,robins,sparrow,sparrows,bluebird,bluebirds,finch,animal',
    'Songbird',
  ],
  // "A house", "a house with a garden" drew a plain clip-art box of thin lines (cottage.ts).
  ['cottage', 'buildings', 'house,houses,home,cottage,cottages,little house,building', 'House'],
  // "A bike" drew a ragged clip-art bicycle whose spoked wheels filled into dark blobs (kept,
  // after ours, for Try another) and "a boy riding a bike" stood the boy above it; a child
  // riding one is drawn seated on it (bicycle-riders.ts, ride-drawings.ts).
  ['red-bicycle', 'vehicles', 'bicycle,bike,bicycles,bikes,cycle,vehicle', 'Bicycle'],
  [
    'girl-on-bicycle',
    'people',
    'girl on a bicycle,cyclist,cyclists,bike rider,person',
    'Girl riding a bicycle',
  ],
  ['boy-on-bicycle', 'people', 'boy on a bicycle,cyclist,cyclists,bike rider,person', 'Boy riding a bicycle'],
  // "A castle" drew a small clip-art castle like a sandcastle (kept, after ours, for Try
  // another); "sand castle" stays the beach's (fairy-castle.ts).
  ['fairy-castle', 'buildings', 'castle,castles,fairy castle,fairy tale castle,palace,building', 'Castle'],
];

await main();
