/**
 * A baby for "a mother and her baby": sitting up in a romper with a bib, legs out in front, arms
 * open, a big round head with a curl of hair and a friendly face. Big simple shapes, so it keeps
 * its face at Simple; same style and rules as `draw-own.ts`, which writes it.
 */
import { circleD, ellipseD, roundRectD, smoothD, Svg } from './geom.ts';
import { face } from './style.ts';

/** A baby sitting up, facing the viewer. */
export function baby(): Svg {
  const s = new Svg(440, 480, 4, 'Baby');
  const skin = '#ffdcc2',
    romper = '#bfe3ff',
    bib = '#fff6dc',
    hair = '#e3b06a',
    sole = '#ffc9b0';
  // arms, open to the sides, and hands
  s.path(ellipseD(96, 318, 30, 62, 36), romper);
  s.path(ellipseD(344, 318, 30, 62, -36), romper);
  s.path(circleD(62, 358, 26), skin);
  s.path(circleD(378, 358, 26), skin);
  // the body, sitting
  s.path(
    smoothD([
      [150, 250],
      [290, 250],
      [344, 340],
      [336, 420],
      [220, 446],
      [104, 420],
      [96, 340],
    ]),
    romper,
  );
  // legs out in front, feet showing their soles
  s.path(ellipseD(136, 424, 76, 40, -8), romper);
  s.path(ellipseD(304, 424, 76, 40, 8), romper);
  s.path(ellipseD(76, 420, 26, 36, 10), skin);
  s.path(ellipseD(364, 420, 26, 36, -10), skin);
  s.path(ellipseD(72, 424, 12, 20, 10), sole, 2);
  s.path(ellipseD(368, 424, 12, 20, -10), sole, 2);
  // the bib, under the chin
  s.path(
    smoothD([
      [168, 252],
      [272, 252],
      [262, 318],
      [220, 340],
      [178, 318],
    ]),
    bib,
  );
  // ears, the big round head, a curl of hair on top
  s.path(circleD(106, 160, 26), skin);
  s.path(circleD(334, 160, 26), skin);
  s.path(ellipseD(220, 150, 118, 108), skin);
  s.path(
    smoothD([
      [196, 48],
      [206, 16],
      [246, 10],
      [262, 36],
      [242, 50],
      [232, 34],
      [218, 40],
      [224, 52],
    ]),
    hair,
  );
  face(s, 220, 154, 92, [18, 23], {
    cheekDx: 84,
    cheekDy: 40,
    mouthDy: 44,
    mouthW: 80,
    mouthD: 30,
    cheek: [26, 17],
  });
  // a round button on the bib to colour
  s.path(roundRectD(208, 286, 24, 24, 8), '#ffc1d6', 2);
  return s;
}
