/**
 * Huebook's own coloring-book drawings (CC0), written as plain SVG files to
 * `apps/server/src/providers/offline/library/own/<id>.svg`; `scripts/build-drawing-library.ts`
 * then turns them into label maps. Run by a developer:
 *
 *   npx tsx scripts/own-drawings/draw-own.ts [id ...]
 *
 * Style: flat fills, closed black outlines 4 units wide on a drawing about 500 units across,
 * transparent background; every detail a closed shape (open strokes vanish in the label map).
 * Details that should stay regions are at least about 1/30 of the drawing across; outlines of
 * separate details (cheeks, mouths, patches whose outline touches no other) are 2–3 units, so
 * the segmentation reads them as lines; eyes (the one dark fill) touch no outline.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { crocodile, hedgehog, hippo, koala, parrot, tortoise, zebra } from './asked-animals.ts';
import { axolotl, capybara, narwhal } from './axolotl-narwhal-capybara.ts';
import { baby } from './baby.ts';
import { basketball, cheeseWedge, spiderInWeb } from './ball-cheese-spider.ts';
import { hotAirBalloon, scarecrow, tent } from './balloon-tent-scarecrow.ts';
import { bed, birdNest } from './bed-and-nest.ts';
import { bicycle, bikeRider } from './bicycle-riders.ts';
import { elf, gingerbreadMan, santa } from './christmas-folk.ts';
import { knight, pirate, witch } from './costumes.ts';
import { cottage } from './cottage.ts';
import { cowboy, treehouse } from './cowboy-and-treehouse.ts';
import { crescentMoon } from './crescent-moon.ts';
import { balletDancer, gardenFairy } from './dancers-and-fairies.ts';
import { carousel, ferrisWheel } from './fairground.ts';
import { fairyCastle } from './fairy-castle.ts';
import { palmTree, tractor } from './farm-and-beach.ts';
import { cow, hen, mouse, penguin, sheep, wolf } from './farm-animals.ts';
import { ballOfYarn, cardboardBox, farmer, wickerBasket } from './farmer-box-yarn.ts';
import { bus, campfire, fireBreath, flame, truck } from './fire-and-traffic.ts';
import {
  type P,
  Svg,
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
} from './geom.ts';
import { woman } from './grown-ups.ts';
import { clown, doctor, firefighter } from './helpers-and-clown.ts';
import { dreidel, menorah, shamrock } from './holiday-symbols.ts';
import { birthdayCake, fishbowl, flowerVase } from './home-things.ts';
import { horseBody, maneLocks } from './horse-parts.ts';
import { car, fireTruck, mermaid, playedGuitar, rainbow, sailboat, turtle } from './kid-favourites.ts';
import { bee, butterfly, monkey, snowman } from './kid-subjects.ts';
import { crown, donut, heart, pizza } from './little-things.ts';
import { eagle, gorilla, hamster } from './more-animals-2.ts';
import { fox, panda } from './more-animals.ts';
import { llama, polarBear, sloth } from './more-asked-animals.ts';
import { digger, helicopter, submarine } from './more-vehicles.ts';
import { elephant, fishingBoat, frog, girl, jumpingHorse } from './page-subjects.ts';
import { angel, pegasus } from './pegasus-and-angel.ts';
import { piano, windmill } from './piano-and-windmill.ts';
import { picnicBlanket } from './picnic.ts';
import { dolphin, flamingo } from './pink-and-sea.ts';
import { bone, carrot, skateboard, watermelon } from './props-and-treats.ts';
import { howlingWolf, queen } from './queen-and-wolf.ts';
import { chef, king, prince } from './royals-and-chef.ts';
import { fourLeafClover, frisbee, scarf } from './scarf-frisbee-clover.ts';
import { ghost, jackOLantern, pumpkin, reindeer } from './seasonal.ts';
import { crab, starfish, sunflower } from './shore-and-sunflower.ts';
import { bat, otter, peacock } from './showy-animals.ts';
import { songbird } from './songbird.ts';
import { footballPlayer, superhero } from './sport-and-heroes.ts';
import { boy, dragon, whale } from './story-subjects.ts';
import { CHEEK, clipped, D, face, MOUTH, mouthD, tri } from './style.ts';
import { cheetah, kitchenTable } from './table-and-cheetah.ts';
import { bigRock, teaPartyTable } from './tea-and-rock.ts';
import { friendlyAlien, steamTrain } from './train-and-alien.ts';
import { easterEggs, honeyPot, present } from './treats-and-gifts.ts';
import { appleTree, leafyTree } from './trees.ts';
import { skeleton, ufo } from './ufo-and-skeleton.ts';
import { igloo, volcano } from './volcano-and-igloo.ts';
import { lion, openBook, pig, shark, tiger, treasureChest } from './whole-animals.ts';
import { burger, motorcycle, wizard } from './wizard-bike-burger.ts';

const OUT = join(import.meta.dirname, '../../apps/server/src/providers/offline/library/own');
function cat(): Svg {
  const s = new Svg(440, 510, 4, 'Cat');
  const fur = '#ffb45e',
    dark = '#f08c2e',
    cream = '#fff0d9';
  const tail = curveLine([320, 440], deg(-5), 200, () => -0.0125);
  s.path(polyD(ribbonPts(tail, (t) => 19 - 5 * t)), fur);
  s.path(polyD(ribbonPts(tail.slice(60), (t) => 17 - 3 * t, false)), dark);
  s.path(ellipseD(125, 425, 62, 62), fur);
  s.path(ellipseD(315, 425, 62, 62), fur);
  s.path(ellipseD(220, 380, 112, 112), fur);
  s.path(ellipseD(220, 375, 58, 88), cream);
  s.path(ellipseD(108, 478, 44, 22), fur);
  s.path(ellipseD(332, 478, 44, 22), fur);
  s.path(roundRectD(166, 380, 40, 105, 16), fur);
  s.path(roundRectD(234, 380, 40, 105, 16), fur);
  s.path(ellipseD(184, 482, 28, 18), cream);
  s.path(ellipseD(256, 482, 28, 18), cream);
  // ears then head
  s.path(tri([92, 150], [98, 24], [196, 92], [6, 20, 6]), fur);
  s.path(tri([342, 150], [336, 24], [244, 92], [6, 20, 6]), fur);
  s.path(tri([112, 120], [115, 58], [166, 92], [4, 12, 4]), CHEEK, D);
  s.path(tri([322, 120], [319, 58], [268, 92], [4, 12, 4]), CHEEK, D);
  s.path(ellipseD(220, 190, 138, 112), fur);
  // forehead stripes
  s.path(
    roundPolyD(
      [
        [207, 80],
        [233, 80],
        [226, 124],
        [214, 124],
      ],
      [6, 6, 6, 6],
    ),
    dark,
    D,
  );
  s.path(
    roundPolyD(
      [
        [168, 88],
        [190, 82],
        [196, 122],
        [186, 124],
      ],
      [6, 6, 6, 6],
    ),
    dark,
    D,
  );
  s.path(
    roundPolyD(
      [
        [272, 88],
        [250, 82],
        [244, 122],
        [254, 124],
      ],
      [6, 6, 6, 6],
    ),
    dark,
    D,
  );
  s.path(ellipseD(220, 245, 58, 40), cream, D);
  s.path(
    roundPolyD(
      [
        [202, 214],
        [238, 214],
        [220, 234],
      ],
      [8, 8, 6],
    ),
    '#ff8fa8',
    D,
  );
  s.eye(164, 182, 18, 24);
  s.eye(276, 182, 18, 24);
  s.path(ellipseD(128, 232, 20, 12), CHEEK, D);
  s.path(ellipseD(312, 232, 20, 12), CHEEK, D);
  s.path(mouthD(220, 246, 40, 16), MOUTH, D);
  return s;
}

function dog(): Svg {
  const s = new Svg(460, 510, 4, 'Dog');
  const fur = '#e9c28f',
    brown = '#a8683a',
    cream = '#fff1dc';
  const tail = curveLine([320, 430], deg(-40), 120, () => -0.006);
  s.path(polyD(ribbonPts(tail, (t) => 17 - 7 * t)), fur);
  s.path(ellipseD(130, 425, 60, 62), fur);
  s.path(ellipseD(330, 425, 60, 62), fur);
  s.path(ellipseD(230, 375, 110, 115), fur);
  s.path(ellipseD(230, 380, 56, 86), cream);
  s.path(ellipseD(112, 480, 44, 22), fur);
  s.path(ellipseD(348, 480, 44, 22), fur);
  s.path(roundRectD(176, 380, 40, 105, 16), fur);
  s.path(roundRectD(244, 380, 40, 105, 16), fur);
  s.path(ellipseD(194, 484, 28, 18), cream);
  s.path(ellipseD(266, 484, 28, 18), cream);
  s.path(roundRectD(150, 262, 160, 28, 12), '#e84855');
  s.path(circleD(230, 306, 17), '#ffd23f');
  s.path(ellipseD(230, 170, 122, 104), fur);
  s.path(ellipseD(282, 150, 38, 42, -10), brown, D);
  s.path(ellipseD(230, 222, 64, 46), cream);
  // floppy ears
  s.path(
    smoothD([
      [128, 92],
      [92, 110],
      [70, 170],
      [80, 240],
      [112, 250],
      [132, 200],
      [150, 120],
    ]),
    brown,
  );
  s.path(
    smoothD([
      [332, 92],
      [368, 110],
      [390, 170],
      [380, 240],
      [348, 250],
      [328, 200],
      [310, 120],
    ]),
    brown,
  );
  s.path(ellipseD(230, 200, 22, 15), '#1a1a1a', 0);
  s.path(circleD(222, 195, 5), '#fff', 0);
  s.eye(180, 150, 16, 22);
  s.eye(282, 150, 16, 22);
  s.path(ellipseD(158, 206, 17, 11), CHEEK, D);
  s.path(ellipseD(302, 206, 17, 11), CHEEK, D);
  s.path(`M208,228Q230,236 252,228Q254,272 230,272Q206,272 208,228Z`, '#ff7f96', D);
  return s;
}

function duck(): Svg {
  const s = new Svg(480, 470, 4, 'Duck');
  const yellow = '#ffe066',
    wing = '#ffcf33',
    orange = '#ff9a3c';
  // feet
  s.path(roundRectD(200, 380, 22, 50, 8), orange);
  s.path(roundRectD(262, 380, 22, 50, 8), orange);
  s.path(
    roundPolyD(
      [
        [205, 420],
        [160, 455],
        [240, 455],
        [222, 420],
      ],
      [6, 12, 12, 6],
    ),
    orange,
  );
  s.path(
    roundPolyD(
      [
        [267, 420],
        [250, 455],
        [318, 455],
        [284, 420],
      ],
      [6, 12, 12, 6],
    ),
    orange,
  );
  s.union(
    [
      ellipseD(235, 310, 165, 100),
      roundPolyD(
        [
          [110, 300],
          [48, 200],
          [170, 250],
        ],
        [10, 18, 10],
      ),
      ellipseD(342, 236, 58, 76),
      circleD(345, 160, 82),
    ],
    yellow,
  );
  s.path(
    smoothD([
      [150, 296],
      [200, 264],
      [285, 268],
      [322, 302],
      [282, 350],
      [205, 362],
      [140, 348],
      [118, 318],
    ]),
    wing,
    3,
  );
  s.path(
    smoothD([
      [142, 322],
      [175, 304],
      [215, 322],
      [175, 342],
    ]),
    yellow,
    D,
  );
  // bill
  s.path(
    smoothD([
      [400, 185],
      [455, 188],
      [470, 206],
      [440, 216],
      [400, 212],
    ]),
    '#ff8a2b',
  );
  s.path(
    smoothD([
      [398, 150],
      [440, 152],
      [475, 165],
      [470, 190],
      [430, 190],
      [398, 188],
    ]),
    orange,
  );
  s.eye(358, 140, 16, 22);
  s.path(ellipseD(340, 192, 20, 12), CHEEK, D);
  return s;
}

function princess(): Svg {
  const s = new Svg(440, 590, 4, 'Princess');
  const skin = '#ffdcc2',
    hair = '#ffd24d',
    gown = '#ff9ec7',
    gown2 = '#ffc6de',
    gold = '#ffcc33';
  // long hair behind
  s.path(
    smoothD([
      [220, 52],
      [322, 84],
      [345, 200],
      [348, 310],
      [300, 340],
      [220, 305],
      [140, 340],
      [92, 310],
      [95, 200],
      [118, 84],
    ]),
    hair,
  );
  // skirt and its ruffle
  s.path(
    roundPolyD(
      [
        [175, 310],
        [265, 310],
        [404, 530],
        [36, 530],
      ],
      [10, 10, 30, 30],
    ),
    gown,
  );
  let d = 'M48,510L392,510L404,538';
  const n = 7;
  for (let k = 0; k < n; k++) {
    const x1 = 404 - (k * 368) / n,
      x2 = 404 - ((k + 1) * 368) / n;
    d += `Q${(x1 + x2) / 2},572 ${x2},538`;
  }
  s.path(d + 'Z', gown2);
  for (const [x, y] of [
    [170, 410],
    [272, 420],
    [120, 475],
    [220, 470],
    [322, 478],
  ] as P[])
    s.path(circleD(x, y, 16), '#fff', 3);
  // arms then bodice and sleeves
  const armL = curveLine([160, 252], deg(112), 80, () => 0.004);
  const armR = curveLine([280, 252], deg(68), 80, () => -0.004);
  s.path(polyD(ribbonPts(armL, () => 14)), skin);
  s.path(polyD(ribbonPts(armR, () => 14)), skin);
  const hl = armL[armL.length - 1],
    hr = armR[armR.length - 1];
  s.path(circleD(hl[0], hl[1], 18), skin);
  s.path(circleD(hr[0], hr[1], 18), skin);
  s.path(roundRectD(200, 200, 40, 36, 6), skin);
  s.path(
    roundPolyD(
      [
        [170, 224],
        [270, 224],
        [260, 320],
        [180, 320],
      ],
      [12, 12, 6, 6],
    ),
    '#f06fa9',
  );
  s.path(roundRectD(170, 304, 100, 26, 8), gold, 3);
  s.path(circleD(162, 240, 31), gown2);
  s.path(circleD(278, 240, 31), gown2);
  // head, bangs, crown
  s.path(ellipseD(220, 140, 86, 84), skin);
  s.path(
    smoothD([
      [136, 132],
      [146, 74],
      [220, 44],
      [294, 76],
      [305, 134],
      [268, 100],
      [222, 92],
      [178, 104],
    ]),
    hair,
  );
  s.path(
    roundPolyD(
      [
        [170, 62],
        [176, 8],
        [198, 36],
        [220, 0],
        [242, 36],
        [264, 8],
        [270, 62],
      ],
      [6, 6, 4, 6, 4, 6, 6],
    ),
    gold,
  );
  s.path(circleD(220, 46, 11), '#ff5c8a', 3);
  face(s, 220, 146, 66, [15, 20], {
    cheekDx: 52,
    cheekDy: 30,
    mouthDy: 34,
    mouthW: 46,
    mouthD: 20,
    cheek: [17, 11],
  });
  return s;
}

function robot(): Svg {
  const s = new Svg(440, 560, 4, 'Robot');
  const blue = '#8fd3f4',
    dark = '#5aa9d6',
    grey = '#c7d0db';
  s.path(roundRectD(212, 28, 16, 50, 4), grey);
  s.path(circleD(220, 28, 20), '#ff6b6b');
  s.path(roundRectD(86, 110, 30, 66, 10), dark);
  s.path(roundRectD(324, 110, 30, 66, 10), dark);
  s.path(roundRectD(110, 70, 220, 160, 34), blue);
  s.path(circleD(170, 138, 32), '#fff');
  s.path(circleD(270, 138, 32), '#fff');
  s.path(circleD(174, 142, 15), '#1a1a1a', 0);
  s.path(circleD(274, 142, 15), '#1a1a1a', 0);
  for (let k = 0; k < 4; k++) s.path(roundRectD(170 + k * 25, 186, 25, 26, 5), k % 2 ? '#e6ebf1' : '#fff', 3);
  // arms, hands
  const armL = curveLine([110, 280], deg(150), 80, () => -0.012);
  const armR = curveLine([330, 280], deg(30), 80, () => 0.012);
  s.path(polyD(ribbonPts(armL, () => 18)), grey);
  s.path(polyD(ribbonPts(armR, () => 18)), grey);
  const hl = armL[armL.length - 1],
    hr = armR[armR.length - 1];
  s.path(circleD(hl[0], hl[1], 27), '#ffd24d');
  s.path(circleD(hr[0], hr[1], 27), '#ffd24d');
  // legs, feet
  s.path(roundRectD(145, 420, 50, 80, 10), grey);
  s.path(roundRectD(245, 420, 50, 80, 10), grey);
  s.path(roundRectD(125, 488, 86, 44, 18), dark);
  s.path(roundRectD(229, 488, 86, 44, 18), dark);
  s.path(roundRectD(190, 226, 60, 26, 6), grey);
  s.path(roundRectD(95, 246, 250, 190, 30), blue);
  s.path(roundRectD(135, 275, 170, 120, 18), '#e6f5fc');
  s.path(
    'M220,372C160,330 168,290 198,292C210,293 218,302 220,312C222,302 230,293 242,292C272,290 280,330 220,372Z',
    '#ff6b8a',
    3,
  );
  s.path(circleD(165, 300, 13), '#ffd24d', 3);
  s.path(circleD(165, 345, 13), '#7ee081', 3);
  s.path(circleD(275, 300, 13), '#b48cf2', 3);
  s.path(circleD(275, 345, 13), '#ff9f43', 3);
  return s;
}

function bear(): Svg {
  const s = new Svg(460, 500, 4, 'Bear');
  const fur = '#b9835a',
    light = '#e8c9a3',
    dark = '#8a5a3a';
  s.path(ellipseD(230, 360, 125, 120), fur);
  s.path(ellipseD(230, 370, 72, 92), light);
  // arms
  s.path(ellipseD(118, 330, 36, 70, 20), fur);
  s.path(ellipseD(342, 330, 36, 70, -20), fur);
  // legs with paw pads
  s.path(ellipseD(130, 440, 66, 52), fur);
  s.path(ellipseD(330, 440, 66, 52), fur);
  for (const x of [118, 342]) {
    s.path(ellipseD(x, 452, 26, 22), light, 3);
    for (const dx of [-24, 0, 24]) s.path(circleD(x + dx, 418 - (dx === 0 ? 6 : 0), 10), light, 3);
  }
  // ears, head
  s.path(circleD(128, 78, 42), fur);
  s.path(circleD(332, 78, 42), fur);
  s.path(circleD(132, 82, 22), light, 3);
  s.path(circleD(328, 82, 22), light, 3);
  s.path(ellipseD(230, 165, 128, 110), fur);
  s.path(ellipseD(230, 212, 56, 42), light, 3);
  s.path(ellipseD(230, 194, 22, 15), dark, 3);
  s.eye(180, 150, 16, 21);
  s.eye(280, 150, 16, 21);
  s.path(ellipseD(148, 205, 19, 12), CHEEK, D);
  s.path(ellipseD(312, 205, 19, 12), CHEEK, D);
  s.path(mouthD(230, 222, 38, 16), MOUTH, D);
  return s;
}

function rabbit(): Svg {
  const s = new Svg(440, 520, 4, 'Rabbit');
  const fur = '#f3eef7',
    pink = '#ffc1d6',
    shade = '#e3dbee';
  // ears
  s.path(ellipseD(236, 110, 30, 92, -12), fur);
  s.path(ellipseD(318, 100, 30, 92, 12), fur);
  s.path(ellipseD(238, 118, 15, 64, -12), pink, 3);
  s.path(ellipseD(316, 108, 15, 64, 12), pink, 3);
  // fluffy tail, body, thigh, feet
  s.path(
    smoothD([
      [88, 352],
      [62, 366],
      [52, 400],
      [70, 430],
      [104, 434],
      [120, 400],
      [112, 362],
    ]),
    '#fff',
  );
  s.path(ellipseD(205, 385, 122, 106), fur);
  s.path(ellipseD(150, 412, 72, 62, -25), shade);
  s.path(ellipseD(168, 474, 78, 24), fur);
  s.path(ellipseD(272, 402, 46, 66), '#fff', 3);
  s.path(ellipseD(258, 480, 28, 18), fur);
  s.path(ellipseD(312, 476, 28, 18), fur);
  // head
  s.path(ellipseD(280, 240, 104, 90), fur);
  s.eye(245, 228, 15, 20);
  s.eye(320, 228, 15, 20);
  s.path(
    roundPolyD(
      [
        [264, 254],
        [302, 254],
        [283, 274],
      ],
      [8, 8, 6],
    ),
    '#ff8fb1',
    D,
  );
  s.path(ellipseD(216, 270, 19, 12), CHEEK, D);
  s.path(ellipseD(350, 270, 19, 12), CHEEK, D);
  s.path(mouthD(283, 286, 36, 16), MOUTH, D);
  return s;
}

function owl(): Svg {
  const s = new Svg(420, 500, 4, 'Owl');
  const brown = '#b07a4f',
    wing = '#8f5d3a',
    face = '#f3d7b0',
    belly = '#f7e3c4',
    orange = '#ffa53c';
  s.path(roundRectD(20, 432, 380, 36, 16), '#9a6b43');
  s.path(ellipseD(372, 418, 34, 18, -30), '#7ee081');
  s.path(ellipseD(48, 420, 34, 18, 30), '#7ee081');
  // ear tufts, body
  s.path(tri([92, 140], [86, 40], [165, 92], [6, 12, 6]), brown);
  s.path(tri([328, 140], [334, 40], [255, 92], [6, 12, 6]), brown);
  s.path(ellipseD(210, 265, 145, 175), brown);
  s.path(ellipseD(210, 335, 90, 96), belly, 3);
  for (const [x, y] of [
    [168, 290],
    [252, 290],
    [210, 335],
    [150, 360],
    [270, 360],
    [210, 390],
  ] as P[])
    s.path(`M${x - 26},${y}Q${x},${y + 44} ${x + 26},${y}Q${x},${y + 16} ${x - 26},${y}Z`, '#e3b98a', 3);
  s.path(ellipseD(82, 300, 40, 92, 12), wing);
  s.path(ellipseD(338, 300, 40, 92, -12), wing);
  // face
  s.path(
    smoothD([
      [210, 140],
      [270, 110],
      [330, 150],
      [320, 230],
      [260, 260],
      [210, 250],
      [160, 260],
      [100, 230],
      [90, 150],
      [150, 110],
    ]),
    face,
    3,
  );
  s.path(circleD(155, 185, 46), '#fff', 3);
  s.path(circleD(265, 185, 46), '#fff', 3);
  s.path(circleD(160, 190, 22), '#1a1a1a', 0);
  s.path(circleD(152, 180, 8), '#fff', 0);
  s.path(circleD(260, 190, 22), '#1a1a1a', 0);
  s.path(circleD(252, 180, 8), '#fff', 0);
  s.path(
    roundPolyD(
      [
        [190, 224],
        [230, 224],
        [210, 258],
      ],
      [8, 8, 6],
    ),
    orange,
    3,
  );
  // feet on the branch
  for (const x of [165, 255])
    s.path(
      smoothD([
        [x - 32, 440],
        [x - 28, 416],
        [x - 10, 410],
        [x, 418],
        [x + 10, 410],
        [x + 28, 416],
        [x + 32, 440],
        [x + 12, 448],
        [x, 444],
        [x - 12, 448],
      ]),
      orange,
      3,
    );
  return s;
}

function horse(): Svg {
  const s = new Svg(520, 480, 4, 'Horse');
  const coat = '#d9a066',
    coat2 = '#c58a52',
    mane = '#8f5a33',
    hoof = '#9c8270',
    muzzle = '#f3d2ad';
  const lock = (pts: P[], fill: string) => s.path(smoothD(pts), fill);
  lock(
    [
      [112, 250],
      [70, 258],
      [42, 320],
      [56, 385],
      [88, 405],
      [86, 345],
      [118, 290],
    ],
    mane,
  );
  lock(
    [
      [118, 268],
      [100, 320],
      [110, 382],
      [138, 410],
      [134, 352],
      [142, 300],
    ],
    '#a8703f',
  );
  horseBody(s, { coat, coat2, hoof, muzzle, nostril: '#6b4a35' });
  // mane: long locks down the back of the neck, the lowest first
  maneLocks(s, 16, 42, 21, [mane, '#a8703f']);
  lock(
    [
      [366, 96],
      [388, 78],
      [420, 76],
      [440, 90],
      [416, 94],
      [394, 104],
    ],
    mane,
  );
  s.eye(402, 140, 15, 20);
  s.path(ellipseD(398, 184, 17, 11), CHEEK, D);
  s.path(mouthD(478, 208, 42, 16), MOUTH, D);
  return s;
}

function fish(): Svg {
  const s = new Svg(500, 380, 4, 'Fish');
  const orange = '#ff9f43',
    fin = '#ff7a2f',
    white = '#fff';
  s.path(
    roundPolyD(
      [
        [140, 190],
        [40, 90],
        [70, 190],
        [40, 290],
      ],
      [10, 20, 14, 20],
    ),
    fin,
  );
  s.path(
    smoothD([
      [200, 95],
      [260, 30],
      [340, 40],
      [360, 90],
    ]),
    fin,
  );
  s.path(
    smoothD([
      [240, 285],
      [290, 345],
      [330, 330],
      [320, 280],
    ]),
    fin,
  );
  const body = ellipseD(285, 190, 185, 118);
  clipped(s, body, () => {
    s.path(body, orange, 0);
    s.path(ellipseD(205, 190, 26, 140), white, 4);
    s.path(ellipseD(330, 190, 24, 140), white, 4);
  });
  s.path(
    smoothD([
      [270, 210],
      [320, 205],
      [330, 240],
      [290, 250],
    ]),
    fin,
    3,
  );
  s.path(circleD(395, 160, 30), white, 3);
  s.path(circleD(400, 165, 17), '#1a1a1a', 0);
  s.path(circleD(394, 158, 6), white, 0);
  s.path(ellipseD(385, 210, 18, 11), CHEEK, D);
  s.path(mouthD(428, 226, 38, 18), MOUTH, D);
  return s;
}

function dinosaur(): Svg {
  const s = new Svg(540, 460, 4, 'Dinosaur');
  const green = '#8fd86b',
    dark = '#7cc85a',
    belly = '#e9f7c0',
    plate = '#ffb347',
    spot = '#6cc24a';
  // back plates
  for (const [x, y, r] of [
    [130, 250, 22],
    [170, 205, 28],
    [225, 185, 30],
    [280, 190, 28],
    [325, 212, 24],
  ] as [number, number, number][])
    s.path(tri([x - r, y + 30], [x, y - r - 10], [x + r, y + 30], [4, 8, 4]), plate);
  // legs under the body, the far ones darker
  const leg = (x: number, fill: string) => s.path(roundRectD(x - 27, 320, 54, 110, 20), fill);
  leg(140, dark);
  leg(295, dark);
  leg(190, green);
  leg(345, green);
  const tail = curveLine([130, 300], deg(165), 130, (t) => -0.004 - 0.006 * t);
  const neck = curveLine([320, 260], deg(-60), 150, () => 0.004);
  s.union(
    [
      ellipseD(235, 295, 140, 82),
      polyD(ribbonPts(tail, (t) => 34 - 28 * t)),
      polyD(ribbonPts(neck, (t) => 34 - 8 * t)),
      ellipseD(430, 110, 70, 55, -10),
    ],
    green,
  );
  s.path(ellipseD(255, 320, 92, 34), belly, 3);
  s.path(ellipseD(200, 262, 22, 16), spot, 3);
  s.path(ellipseD(262, 247, 18, 13), spot, 3);
  s.path(ellipseD(150, 292, 15, 11), spot, 3);
  s.eye(430, 100, 15, 20);
  s.path(ellipseD(448, 138, 17, 11), CHEEK, D);
  s.path(mouthD(470, 128, 38, 15), MOUTH, D);
  return s;
}

/** Open Catmull-Rom centre line through pts, `per` samples a segment. */
function splineLine(pts: P[], per = 20): P[] {
  const out: P[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)],
      p1 = pts[i],
      p2 = pts[i + 1],
      p3 = pts[Math.min(pts.length - 1, i + 2)];
    for (let k = 0; k < per; k++) {
      const t = k / per,
        t2 = t * t,
        t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(pts[pts.length - 1]);
  return out;
}

function snake(): Svg {
  const s = new Svg(460, 300, 4, 'Snake');
  s.parts.push('<g transform="translate(-25,-92)">');
  const body = '#9be15d',
    spot = '#ffe066';
  const line = splineLine([
    [40, 322],
    [100, 352],
    [170, 350],
    [230, 318],
    [290, 316],
    [350, 342],
    [405, 322],
    [425, 262],
    [408, 205],
  ]);
  const hw = (t: number) => 2 + 28 * Math.min(1, t * 1.6) ** 0.7;
  s.path(polyD(ribbonPts(line, hw)), body);
  for (const t of [0.3, 0.46, 0.62, 0.78]) {
    const i = Math.round(t * (line.length - 1));
    const a = line[i - 1],
      b = line[i + 1],
      c = line[i];
    const rot = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    s.path(ellipseD(c[0], c[1], 15, hw(t) * 0.5, rot), spot, 3);
  }
  s.path(ellipseD(405, 160, 66, 52, -6), body);
  s.eye(380, 150, 13, 17);
  s.path(ellipseD(362, 180, 14, 9), CHEEK, D);
  s.eye(432, 146, 13, 17);
  s.path(ellipseD(450, 176, 14, 9), CHEEK, D);
  s.path(mouthD(406, 178, 38, 16), MOUTH, D);
  s.parts.push('</g>');
  return s;
}

function jellyfish(): Svg {
  const s = new Svg(400, 470, 4, 'Jellyfish');
  const colours = ['#f7a8d8', '#c9a7f5', '#a8d8f7', '#c9a7f5', '#f7a8d8'];
  [120, 160, 200, 240, 280].forEach((x0, i) => {
    const len = i === 2 ? 225 : i % 2 ? 205 : 185;
    const center: P[] = [];
    for (let k = 0; k <= 80; k++) {
      const t = k / 80;
      center.push([
        x0 + (x0 - 200) * 0.3 * t + 11 * Math.sin(t * Math.PI * 2.6 + 1.3) * (0.3 + 0.7 * t),
        225 + t * len,
      ]);
    }
    s.path(polyD(ribbonPts(center, (t) => 17 - 7 * t)), colours[i]);
  });
  // dome
  s.path(`M70,235C70,60 330,60 330,235Z`, '#f48fc8');
  // frilly rim
  let d = `M62,222L338,222L338,240`;
  const n = 7;
  const w = 276 / n;
  for (let k = 0; k < n; k++) {
    const x1 = 338 - k * w,
      x2 = x1 - w;
    d += `Q${x1 - w / 2},${280} ${x2},240`;
  }
  d += 'Z';
  s.path(d, '#c58cf0');
  // spots
  s.path(circleD(145, 135, 15), '#fbc6e4', D);
  s.path(circleD(258, 128, 11), '#fbc6e4', D);
  s.path(circleD(203, 122, 8), '#fbc6e4', D);
  // face
  s.eye(163, 170, 13, 17);
  s.eye(237, 170, 13, 17);
  s.path(ellipseD(130, 200, 17, 10), CHEEK, D);
  s.path(ellipseD(270, 200, 17, 10), CHEEK, D);
  s.path(mouthD(200, 194, 46, 14), MOUTH, D);
  return s;
}

function octopus(): Svg {
  const s = new Svg(540, 440, 4, 'Octopus');
  s.parts.push('<g transform="translate(30,0)">');
  const arms: string[] = [];
  for (let i = 0; i < 8; i++) {
    const u = (i - 3.5) / 3.5; // -1 .. 1
    const base: P = [240 + u * 105, 225 + (1 - Math.abs(u)) * 15];
    const heading = deg(90 - u * 74);
    const len = 135 + Math.abs(u) * 25;
    const sign = u < 0 ? 1 : -1;
    const turn = deg(150);
    const center = curveLine(base, heading, len, (t) => sign * ((3 * turn) / len) * t * t);
    arms.push(polyD(ribbonPts(center, (t) => 19 - 10 * t)));
  }
  // back arms first (inner ones), outer arms last
  const order = [0, 7, 1, 6, 2, 5, 3, 4];
  order.forEach((i) => s.path(arms[i], i % 2 ? '#f9a07a' : '#f6b48f'));
  s.path(`M110,175C110,30 370,30 370,175C370,250 320,275 240,275C160,275 110,250 110,175Z`, '#f58a6a');
  s.path(circleD(170, 100, 14), '#f9b9a0', D);
  s.path(circleD(310, 105, 10), '#f9b9a0', D);
  s.path(ellipseD(200, 165, 26, 30), '#fff', D);
  s.path(ellipseD(280, 165, 26, 30), '#fff', D);
  s.eye(205, 172, 13, 17);
  s.eye(275, 172, 13, 17);
  s.path(ellipseD(160, 215, 18, 10), CHEEK, D);
  s.path(ellipseD(320, 215, 18, 10), CHEEK, D);
  s.path(mouthD(240, 212, 44, 13), MOUTH, D);
  s.parts.push('</g>');
  return s;
}

function kite(): Svg {
  const s = new Svg(420, 560, 4, 'Kite');
  const top: P = [200, 25],
    left: P[] = [[75, 175]],
    right: P = [325, 175],
    bottom: P = [200, 370],
    c: P = [200, 175];
  // tail ribbon
  const tail: P[] = [];
  for (let k = 0; k <= 80; k++) {
    const t = k / 80;
    tail.push([200 + 55 * Math.sin(t * Math.PI * 1.6) + 60 * t, 365 + t * 170]);
  }
  s.path(polyD(ribbonPts(tail, () => 13)), '#fff');
  s.path(roundPolyD([top, c, left[0]], [14, 2, 14]), '#ff6b6b');
  s.path(roundPolyD([top, right, c], [14, 14, 2]), '#ffd93d');
  s.path(roundPolyD([left[0], c, bottom], [14, 2, 14]), '#6bcbff');
  s.path(roundPolyD([c, right, bottom], [2, 14, 14]), '#7ee081');
  // bows along the tail
  const bowColours = ['#ff8fb1', '#b28dff', '#ffb347'];
  [0.3, 0.6, 0.9].forEach((t, i) => {
    const [x, y] = tail[Math.round(t * 80)];
    s.path(
      roundPolyD(
        [
          [x, y],
          [x - 50, y - 30],
          [x - 50, y + 30],
        ],
        [4, 12, 12],
      ),
      bowColours[i],
    );
    s.path(
      roundPolyD(
        [
          [x, y],
          [x + 50, y - 30],
          [x + 50, y + 30],
        ],
        [4, 12, 12],
      ),
      bowColours[i],
    );
    s.path(circleD(x, y, 15), bowColours[i]);
  });
  return s;
}

function starPts(cx: number, cy: number, R: number, r: number): P[] {
  const pts: P[] = [];
  for (let k = 0; k < 10; k++) {
    const a = deg(-90 + k * 36);
    const rad = k % 2 ? r : R;
    pts.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
  }
  return pts;
}

function star(): Svg {
  const s = new Svg(420, 410, 4, 'Star');
  s.path(roundPolyD(starPts(210, 220, 195, 98), [30, 14, 30, 14, 30, 14, 30, 14, 30, 14]), '#ffd84d');
  s.path(ellipseD(195, 105, 12, 24, 20), '#fff6c4', D);
  s.eye(175, 215, 14, 19);
  s.eye(245, 215, 14, 19);
  s.path(ellipseD(150, 250, 18, 11), CHEEK, D);
  s.path(ellipseD(270, 250, 18, 11), CHEEK, D);
  s.path(mouthD(210, 248, 50, 15), MOUTH, D);
  return s;
}

function sun(): Svg {
  const s = new Svg(460, 460, 4, 'Sun');
  const c: P = [230, 230];
  for (let k = 0; k < 12; k++) {
    const a = deg(-90 + k * 30);
    const long = k % 2 === 0;
    const half = deg(long ? 15 : 13);
    const tip = long ? 215 : 188;
    const p = (ang: number, rad: number): P => [c[0] + Math.cos(ang) * rad, c[1] + Math.sin(ang) * rad];
    s.path(
      roundPolyD([p(a - half, 100), p(a, tip), p(a + half, 100)], [2, 24, 2]),
      long ? '#ffb84d' : '#ffd84d',
    );
  }
  s.path(circleD(230, 230, 122), '#ffe066');
  s.eye(190, 210, 14, 19);
  s.eye(270, 210, 14, 19);
  s.path(ellipseD(160, 255, 20, 12), CHEEK, D);
  s.path(ellipseD(300, 255, 20, 12), CHEEK, D);
  s.path(mouthD(230, 255, 64, 20), MOUTH, D);
  return s;
}

function unicorn(): Svg {
  const s = new Svg(520, 470, 4, 'Unicorn');
  const lock = (pts: P[], fill: string) => s.path(smoothD(pts), fill);
  // tail locks
  lock(
    [
      [110, 250],
      [70, 250],
      [40, 300],
      [60, 340],
      [75, 300],
      [105, 280],
    ],
    '#b28dff',
  );
  lock(
    [
      [112, 265],
      [80, 290],
      [70, 350],
      [95, 385],
      [100, 340],
      [120, 300],
    ],
    '#ff8fc7',
  );
  lock(
    [
      [118, 280],
      [105, 330],
      [120, 370],
      [140, 340],
      [140, 300],
    ],
    '#7fd3ff',
  );
  // legs
  const leg = (x: number, fill: string) => {
    s.path(roundRectD(x - 22, 300, 44, 125, 14), fill);
    s.path(roundRectD(x - 25, 412, 50, 34, 10), '#c9a7f5');
  };
  leg(150, '#f1ecfa');
  leg(310, '#f1ecfa');
  leg(195, '#fff');
  leg(350, '#fff');
  // body, neck, head as one shape
  s.union(
    [
      ellipseD(240, 290, 128, 76),
      polyD([
        [280, 250],
        [365, 275],
        [440, 170],
        [360, 120],
      ]),
      ellipseD(402, 138, 72, 60, -8),
      ellipseD(458, 175, 48, 40, 10),
    ],
    '#fff',
  );
  // ear and horn on top of the head
  s.path(
    roundPolyD(
      [
        [358, 108],
        [350, 32],
        [402, 90],
      ],
      [4, 12, 4],
    ),
    '#fff',
  );
  s.path(
    roundPolyD(
      [
        [366, 96],
        [360, 52],
        [390, 88],
      ],
      [3, 8, 3],
    ),
    CHEEK,
    D,
  );
  const hb: P = [424, 92],
    ht: P = [456, 6],
    hw = 19;
  const ax = ht[0] - hb[0],
    ay = ht[1] - hb[1],
    al = Math.hypot(ax, ay);
  const nx = -ay / al,
    ny = ax / al;
  const edge = (t: number, side: number, lift: number): P => {
    const w = hw * (1 - t);
    return [
      hb[0] + ax * t + nx * w * side + (ax / al) * lift * side,
      hb[1] + ay * t + ny * w * side + (ay / al) * lift * side,
    ];
  };
  const cuts = [0, 0.3, 0.55, 0.77, 1];
  for (let k = 0; k < 4; k++) {
    const t0 = cuts[k],
      t1 = cuts[k + 1];
    const l0 = k === 0 ? 0 : 6 * (1 - t0),
      l1 = 6 * (1 - t1);
    const pts: P[] =
      k === 3
        ? [edge(t0, 1, l0), ht, edge(t0, -1, l0)]
        : [edge(t0, 1, l0), edge(t1, 1, l1), edge(t1, -1, l1), edge(t0, -1, l0)];
    s.path(k === 3 ? roundPolyD(pts, [2, 6, 2]) : polyD(pts), k % 2 ? '#fff3b0' : '#ffd24d');
  }
  // mane: rounded locks along the back of the neck, the lowest first
  const maneColours = ['#ff8fc7', '#b28dff', '#7fd3ff', '#ffd24d', '#ff8fc7', '#b28dff'];
  const A: P = [372, 84],
    B: P = [270, 252];
  const dl = Math.hypot(B[0] - A[0], B[1] - A[1]);
  const dx = (B[0] - A[0]) / dl,
    dy = (B[1] - A[1]) / dl;
  for (let k = 5; k >= 0; k--) {
    const t = k / 5;
    const cx = A[0] + (B[0] - A[0]) * t + dy * 14,
      cy = A[1] + (B[1] - A[1]) * t - dx * 14;
    s.path(ellipseD(cx, cy, 30 - k, 25 - k), maneColours[k]);
  }
  // forelock over the horn's base
  lock(
    [
      [380, 100],
      [400, 78],
      [435, 74],
      [462, 92],
      [436, 94],
      [420, 108],
      [398, 120],
    ],
    '#b28dff',
  );
  s.eye(426, 142, 13, 17);
  s.path(ellipseD(440, 184, 18, 11), CHEEK, D);
  s.path(mouthD(474, 194, 42, 17), MOUTH, D);
  return s;
}

function giraffe(): Svg {
  const s = new Svg(440, 580, 4, 'Giraffe');
  const skin = '#ffd36b';
  const patch = '#d98c3f';
  // tail with a tuft
  const tail = curveLine([72, 335], deg(115), 90, () => -0.004);
  s.path(polyD(ribbonPts(tail, () => 10)), skin);
  s.path(
    smoothD([
      [42, 410],
      [62, 412],
      [64, 445],
      [50, 470],
      [36, 445],
    ]),
    '#8a5a2b',
  );
  // legs
  const leg = (x: number, fill: string) => {
    s.path(roundRectD(x - 19, 380, 38, 145, 12), fill);
    s.path(roundRectD(x - 22, 512, 44, 34, 10), '#8a5a2b');
  };
  leg(115, '#f5c55a');
  leg(255, '#f5c55a');
  leg(160, skin);
  leg(295, skin);
  // mane bumps behind the neck
  for (let k = 0; k <= 6; k++) {
    const t = k / 6;
    s.path(circleD(300 - 85 * t - 16, 125 + 190 * t - 4, 19), '#b5652b');
  }
  // ossicones and ear
  s.path(roundRectD(303, 34, 30, 70, 8), skin);
  s.path(circleD(318, 34, 18), '#8a5a2b');
  s.path(roundRectD(338, 44, 28, 60, 8), skin);
  s.path(circleD(352, 44, 17), '#8a5a2b');
  s.union(
    [
      ellipseD(185, 360, 122, 68),
      polyD([
        [215, 330],
        [295, 340],
        [362, 130],
        [302, 110],
      ]),
      ellipseD(335, 110, 58, 44, 10),
    ],
    skin,
  );
  s.path(
    roundPolyD(
      [
        [300, 92],
        [236, 66],
        [292, 124],
      ],
      [4, 16, 4],
    ),
    skin,
  );
  s.path(
    roundPolyD(
      [
        [292, 96],
        [250, 78],
        [286, 114],
      ],
      [3, 10, 3],
    ),
    CHEEK,
    D,
  );
  s.path(ellipseD(390, 138, 48, 38, 15), '#ffe9b0');
  // patches
  const blob = (cx: number, cy: number, r: number, seed: number) => {
    const pts: P[] = [];
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2 + seed;
      const rr = r * (0.8 + 0.25 * Math.sin(seed * 3 + k * 2.3));
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.85]);
    }
    s.path(smoothD(pts), patch, D);
  };
  blob(110, 350, 26, 1);
  blob(170, 325, 24, 2);
  blob(235, 340, 25, 3);
  blob(140, 395, 22, 4);
  blob(200, 385, 20, 5);
  blob(265, 385, 17, 6);
  blob(290, 160, 17, 7);
  blob(278, 215, 19, 8);
  blob(262, 270, 20, 9);
  blob(318, 190, 13, 10);
  s.eye(338, 100, 12, 16);
  s.path(ellipseD(318, 136, 17, 12), CHEEK, D);
  s.path(ellipseD(410, 122, 10, 12, 20), '#b5652b', D);
  s.path(mouthD(396, 148, 46, 18), MOUTH, D);
  return s;
}

function astronaut(): Svg {
  const s = new Svg(420, 520, 4, 'Astronaut');
  s.path(roundRectD(110, 235, 200, 165, 26), '#b8c2d0');
  // legs and boots
  s.path(roundRectD(153, 365, 50, 95, 14), '#f4f6fa');
  s.path(roundRectD(217, 365, 50, 95, 14), '#f4f6fa');
  s.path(roundRectD(142, 442, 66, 44, 16), '#7d8797');
  s.path(roundRectD(212, 442, 66, 44, 16), '#7d8797');
  // arms: left down, right waving
  const armL = curveLine([150, 285], deg(125), 95, () => -0.006);
  const armR = curveLine([270, 285], deg(-20), 85, () => -0.012);
  s.path(polyD(ribbonPts(armL, () => 23)), '#f4f6fa');
  s.path(polyD(ribbonPts(armR, () => 23)), '#f4f6fa');
  const gl = armL[armL.length - 1],
    gr = armR[armR.length - 1];
  s.path(circleD(gl[0], gl[1], 25), '#ff9f43');
  s.path(circleD(gr[0], gr[1], 25), '#ff9f43');
  // torso
  s.path(roundRectD(135, 250, 150, 140, 34), '#fff');
  s.path(roundRectD(140, 332, 140, 24, 8), '#b8c2d0', D);
  s.path(roundRectD(163, 272, 94, 50, 10), '#8ec9f0', D);
  s.path(circleD(188, 297, 14), '#ff6b6b', D);
  s.path(circleD(232, 297, 14), '#7ee081', D);
  // helmet
  s.path(circleD(98, 145, 24), '#b8c2d0');
  s.path(circleD(322, 145, 24), '#b8c2d0');
  s.path(circleD(210, 145, 112), '#fff');
  s.path(roundRectD(152, 238, 116, 28, 12), '#b8c2d0', D);
  s.path(ellipseD(210, 150, 96, 80), '#b8c2d0', 3);
  s.path(ellipseD(210, 150, 82, 66), '#8ec9f0', 3);
  s.path(circleD(210, 160, 52), '#ffd9b8', D);
  s.path(`M150,112Q165,92 195,88Q178,102 166,126Z`, '#e6f6ff', D);
  s.eye(190, 158, 9, 12);
  s.eye(230, 158, 9, 12);
  s.path(ellipseD(176, 183, 11, 7), CHEEK, D);
  s.path(ellipseD(244, 183, 11, 7), CHEEK, D);
  s.path(mouthD(210, 178, 34, 13), MOUTH, D);
  return s;
}

function standingCat(): Svg {
  const s = new Svg(510, 430, 4, 'Cat');
  const fur = '#c3cbd8',
    far = '#aab4c4',
    stripe = '#98a5b9',
    white = '#fff';
  const tail = curveLine([118, 262], deg(-140), 170, (t) => 0.004 + 0.014 * t);
  s.path(polyD(ribbonPts(tail, (t) => 17 - 4 * t)), fur);
  for (const x of [150, 330]) {
    s.path(roundRectD(x - 20, 300, 40, 100, 16), far);
    s.path(ellipseD(x + 4, 398, 26, 16), white);
  }
  const body = ellipseD(245, 290, 140, 76);
  clipped(s, body, () => {
    s.path(body, fur, 0);
    for (const x of [170, 215, 260])
      s.path(
        roundPolyD(
          [
            [x - 12, 200],
            [x + 12, 200],
            [x + 8, 252],
            [x - 6, 252],
          ],
          6,
        ),
        stripe,
        3,
      );
  });
  s.path(ellipseD(262, 330, 74, 24), white, 3);
  for (const x of [190, 370]) {
    s.path(roundRectD(x - 21, 310, 42, 100, 16), fur);
    s.path(ellipseD(x + 5, 408, 28, 17), white);
  }
  s.path(tri([318, 140], [318, 40], [382, 104], [6, 16, 6]), fur);
  s.path(tri([452, 140], [462, 40], [396, 100], [6, 16, 6]), fur);
  s.path(tri([332, 118], [333, 68], [365, 100], [4, 10, 4]), CHEEK, D);
  s.path(tri([440, 118], [447, 68], [412, 100], [4, 10, 4]), CHEEK, D);
  s.path(ellipseD(388, 175, 94, 80), fur);
  s.path(
    roundPolyD(
      [
        [376, 98],
        [400, 98],
        [394, 130],
        [382, 130],
      ],
      6,
    ),
    stripe,
    D,
  );
  s.path(ellipseD(390, 222, 40, 28), white, 3);
  s.path(
    roundPolyD(
      [
        [376, 200],
        [404, 200],
        [390, 214],
      ],
      [7, 7, 5],
    ),
    '#ff8fa8',
    D,
  );
  s.eye(352, 168, 16, 22);
  s.eye(426, 168, 16, 22);
  s.path(ellipseD(330, 206, 15, 10), CHEEK, D);
  s.path(ellipseD(450, 206, 15, 10), CHEEK, D);
  s.path(mouthD(390, 226, 34, 16), MOUTH, D);
  return s;
}

function standingDog(): Svg {
  const s = new Svg(530, 430, 4, 'Dog');
  const fur = '#f6e3c6',
    far = '#e6cfae',
    spot = '#c98a55',
    ear = '#a8683a';
  const tail = curveLine([118, 258], deg(-125), 95, () => 0.01);
  s.path(polyD(ribbonPts(tail, (t) => 15 - 5 * t)), fur);
  for (const x of [150, 330]) s.path(roundRectD(x - 21, 300, 42, 102, 16), far);
  const body = ellipseD(245, 288, 140, 74);
  clipped(s, body, () => {
    s.path(body, fur, 0);
    s.path(ellipseD(205, 236, 58, 40), spot, 3);
  });
  for (const x of [190, 370]) s.path(roundRectD(x - 22, 308, 44, 104, 16), fur);
  s.path(
    roundPolyD(
      [
        [326, 236],
        [360, 220],
        [384, 282],
        [350, 298],
      ],
      8,
    ),
    '#e84855',
  );
  s.path(circleD(374, 302, 15), '#ffd23f', 3);
  s.path(ellipseD(392, 170, 88, 76), fur);
  s.path(ellipseD(458, 222, 54, 36), '#fff8ec');
  s.path(ellipseD(478, 208, 15, 11), '#1a1a1a', 0);
  s.path(circleD(473, 204, 4), '#fff', 0);
  s.path(
    smoothD([
      [352, 100],
      [318, 116],
      [302, 165],
      [314, 212],
      [344, 210],
      [360, 160],
      [372, 112],
    ]),
    ear,
  );
  s.eye(398, 150, 16, 21);
  s.eye(452, 150, 16, 21);
  s.path(ellipseD(392, 200, 14, 9), CHEEK, D);
  s.path(mouthD(462, 234, 36, 16), MOUTH, D);
  return s;
}

function goldfish(): Svg {
  const s = new Svg(480, 350, 4, 'Goldfish');
  const gold = '#ffa94d',
    fin = '#ffc46b',
    light = '#ffe0b2';
  s.path(
    smoothD([
      [170, 170],
      [120, 96],
      [52, 70],
      [40, 130],
      [70, 178],
      [120, 196],
    ]),
    fin,
  );
  s.path(
    smoothD([
      [170, 205],
      [120, 200],
      [66, 222],
      [44, 286],
      [100, 308],
      [150, 262],
    ]),
    fin,
  );
  s.path(
    smoothD([
      [210, 110],
      [240, 40],
      [320, 34],
      [350, 100],
    ]),
    fin,
  );
  s.path(
    smoothD([
      [250, 270],
      [270, 330],
      [330, 322],
      [320, 272],
    ]),
    fin,
  );
  const body = ellipseD(300, 185, 150, 108);
  clipped(s, body, () => {
    s.path(body, gold, 0);
    s.path(ellipseD(310, 294, 140, 52), light, 3);
  });
  s.path(
    smoothD([
      [280, 206],
      [332, 214],
      [340, 246],
      [298, 244],
    ]),
    fin,
    3,
  );
  s.path(circleD(385, 160, 32), '#fff', 3);
  s.path(circleD(390, 165, 18), '#1a1a1a', 0);
  s.path(circleD(384, 158, 6), '#fff', 0);
  s.path(ellipseD(372, 212, 16, 10), CHEEK, D);
  s.path(mouthD(404, 226, 34, 17), MOUTH, D);
  return s;
}

function tRex(): Svg {
  const s = new Svg(500, 470, 4, 'T. rex');
  const teal = '#6fd6b8',
    dark = '#57c2a4',
    belly = '#e6fbe0',
    spike = '#ffb347';
  // back spikes along the body's back and the tail
  const spikeAt = (p: P, n: P, size: number) => {
    const t: P = [-n[1], n[0]];
    s.path(
      tri(
        [p[0] + t[0] * size * 0.6, p[1] + t[1] * size * 0.6],
        [p[0] + n[0] * size, p[1] + n[1] * size],
        [p[0] - t[0] * size * 0.6, p[1] - t[1] * size * 0.6],
        [4, 8, 4],
      ),
      spike,
    );
  };
  const rot = deg(-18);
  for (const a of [196, 218, 240, 262]) {
    const th = deg(a),
      ex = 95 * Math.cos(th),
      ey = 118 * Math.sin(th);
    const nx = Math.cos(th) / 95,
      ny = Math.sin(th) / 118,
      nl = Math.hypot(nx, ny);
    const p: P = [
      262 + ex * Math.cos(rot) - ey * Math.sin(rot),
      300 + ex * Math.sin(rot) + ey * Math.cos(rot),
    ];
    const n: P = [
      (nx * Math.cos(rot) - ny * Math.sin(rot)) / nl,
      (nx * Math.sin(rot) + ny * Math.cos(rot)) / nl,
    ];
    spikeAt(p, n, 36);
  }
  spikeAt([143, 336], [0.2, -1], 30);
  spikeAt([88, 362], [0.25, -1], 24);
  s.path(ellipseD(190, 436, 46, 20), dark);
  s.path(roundRectD(170, 360, 40, 72, 16), dark);
  const tail = curveLine([220, 340], deg(165), 200, (t) => -0.002 - 0.004 * t);
  s.union(
    [
      ellipseD(262, 300, 95, 118, -18),
      polyD(ribbonPts(tail, (t) => 44 - 40 * t)),
      ellipseD(340, 140, 112, 80, -6),
    ],
    teal,
  );
  s.path(ellipseD(300, 320, 46, 80, -18), belly, 3);
  s.path(ellipseD(244, 372, 62, 66, -10), teal);
  s.path(ellipseD(272, 438, 60, 22), teal);
  const arm = curveLine([330, 258], deg(15), 40, () => 0.01);
  s.path(polyD(ribbonPts(arm, () => 11)), teal);
  s.eye(326, 112, 17, 22);
  s.eye(392, 112, 17, 22);
  s.path(ellipseD(300, 160, 17, 11), CHEEK, D);
  s.path(ellipseD(416, 160, 17, 11), CHEEK, D);
  s.path(mouthD(360, 166, 66, 22), MOUTH, D);
  return s;
}

const DRAWINGS: Record<string, () => Svg> = {
  jellyfish,
  octopus,
  kite,
  star,
  sun,
  'crescent-moon': crescentMoon,
  unicorn,
  giraffe,
  astronaut,
  cat,
  dog,
  duck,
  dragon,
  princess,
  robot,
  bear,
  rabbit,
  owl,
  horse,
  fish,
  dinosaur,
  snake,
  'cat-2': standingCat,
  'dog-2': standingDog,
  'fish-2': goldfish,
  'dinosaur-2': tRex,
  snowman,
  'sitting-monkey': monkey,
  'smiling-butterfly': butterfly,
  bumblebee: bee,
  pig,
  lion,
  shark,
  'open-book': openBook,
  'treasure-chest': treasureChest,
  rainbow,
  'fire-truck': fireTruck,
  'small-car': car,
  'played-guitar': playedGuitar,
  'sea-turtle': turtle,
  'swimming-mermaid': mermaid,
  sailboat,
  'standing-tiger': tiger,
  'fishing-boat': fishingBoat,
  girl,
  frog,
  elephant,
  'jumping-horse': jumpingHorse,
  whale,
  boy,
  'leafy-tree': leafyTree,
  'round-apple-tree': appleTree,
  fox,
  panda,
  'picnic-blanket': picnicBlanket,
  woman,
  'honey-pot': honeyPot,
  'easter-eggs': easterEggs,
  present,
  'sitting-baby': baby,
  hedgehog,
  zebra,
  hippo,
  koala,
  crocodile,
  parrot,
  tortoise,
  pumpkin,
  'jack-o-lantern': jackOLantern,
  ghost,
  reindeer,
  flame,
  'fire-breath': fireBreath,
  campfire,
  'box-truck': truck,
  'school-bus': bus,
  'standing-cow': cow,
  'standing-penguin': penguin,
  'sitting-mouse': mouse,
  'standing-wolf': wolf,
  'standing-sheep': sheep,
  'standing-hen': hen,
  superhero,
  'football-player': footballPlayer,
  'birthday-cake': birthdayCake,
  'flower-vase': flowerVase,
  fishbowl,
  bed,
  'bird-nest': birdNest,
  sloth,
  llama,
  'polar-bear': polarBear,
  peacock,
  bat,
  otter,
  'farm-tractor': tractor,
  'beach-palm': palmTree,
  farmer,
  'cardboard-box': cardboardBox,
  'wicker-basket': wickerBasket,
  'ball-of-yarn': ballOfYarn,
  heart,
  crown,
  donut,
  pizza,
  helicopter,
  digger,
  submarine,
  pirate,
  knight,
  witch,
  bone,
  carrot,
  watermelon,
  skateboard,
  doctor,
  firefighter,
  clown,
  king,
  prince,
  chef,
  queen,
  'howling-wolf': howlingWolf,
  'spider-in-web': spiderInWeb,
  'ferris-wheel': ferrisWheel,
  carousel,
  basketball,
  cheese: cheeseWedge,
  piano,
  windmill,
  'ballet-dancer': balletDancer,
  'garden-fairy': gardenFairy,
  'standing-flamingo': flamingo,
  'leaping-dolphin': dolphin,
  'kitchen-table': kitchenTable,
  cheetah,
  'steam-train': steamTrain,
  'friendly-alien': friendlyAlien,
  santa,
  elf,
  'gingerbread-man': gingerbreadMan,
  wizard,
  motorcycle,
  burger,
  gorilla,
  hamster,
  eagle,
  crab,
  starfish,
  sunflower,
  'tea-party-table': teaPartyTable,
  'big-rock': bigRock,
  'hot-air-balloon': hotAirBalloon,
  tent,
  scarecrow,
  volcano,
  igloo,
  cowboy,
  treehouse,
  ufo,
  skeleton,
  axolotl,
  narwhal,
  capybara,
  pegasus,
  angel,
  shamrock,
  'four-leaf-clover': fourLeafClover,
  scarf,
  frisbee,
  menorah,
  dreidel,
  songbird,
  cottage,
  'red-bicycle': bicycle,
  'girl-on-bicycle': () => bikeRider('girl'),
  'boy-on-bicycle': () => bikeRider('boy'),
  'fairy-castle': fairyCastle,
};

const only = process.argv.slice(2);
for (const [id, draw] of Object.entries(DRAWINGS)) {
  if (only.length > 0 && !only.includes(id)) continue;
  writeFileSync(join(OUT, `${id}.svg`), draw().toString());
}
