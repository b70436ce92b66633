import { CANVAS_SIZE, type DetailLevel } from '@huebook/shared/constants';
import sharp from 'sharp';

import { binarize, encodeGrayPng, frameOnPage } from '../line-art/binary-image.ts';
import { fillPinholes, removeSpecks } from '../line-art/components.ts';
import { close } from '../line-art/morphology.ts';

import { hashString, mulberry32 } from './prng.ts';
import { planScene } from './scene-plan.ts';
import { sceneSvg } from './scene-svg.ts';

/** What an offline page is: a scene of library drawings, or a procedural pattern (mandala…). */
export type OfflinePageKind = 'scene' | 'pattern';

/** Choices of an offline page besides its prompt. */
export interface OfflinePageOptions {
  /** Another seed gives another page for the same prompt ("Try another"); default 0. */
  seed?: number;
  /** How many regions to color; default from the prompt's words, else 'medium'. */
  detail?: DetailLevel;
}

/** A page drawn without any network service. */
export interface OfflinePage {
  /** PNG, 1024×1024, one grey channel holding only 0 and 255. */
  image: Buffer;
  /** A title for the page, from the prompt. */
  title: string;
  /** Ids of the library drawings the page shows (`library.json`), main subject first. */
  drawings: string[];
  kind: OfflinePageKind;
  generator: 'offline';
}

/** Longest title kept, characters; longer prompts are cut at a word. */
const MAX_TITLE_LENGTH = 80;

/**
 * The offline generator's work on the calling thread (a line-art worker runs it for
 * `generateOfflinePage`; tests call it to compare): composes a colouring page from a prompt out
 * of Tabler's outline drawings (`@tabler/icons`, MIT): the prompt's subject large, companions
 * and sky drawings around it, a ground line and a frame (see `planScene`, `sceneSvg`). Rendered
 * by sharp (librsvg), thresholded to black and white, small gaps closed and pinholes filled so
 * every region takes a bucket fill.
 *
 * Deterministic: the layout is seeded by the normalised prompt, so the same prompt gives the
 * same bytes. Prompts of unknown words still make a page (a subject is picked by the seed).
 * About 110 ms of the calling thread's time.
 */
export async function renderOfflinePage(prompt: string, options: OfflinePageOptions = {}): Promise<OfflinePage> {
  const normalized = prompt.trim().replace(/\s+/g, ' ');
  const random = mulberry32(hashString(`${normalized.toLowerCase()}#${options.seed ?? 0}`));
  const plan = planScene(normalized, random);
  const svg = sceneSvg(plan, random);

  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let mask = binarize({
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  });
  mask = fillPinholes(removeSpecks(close(mask, 2), 12), 80);
  const image = await encodeGrayPng(frameOnPage(mask, CANVAS_SIZE));
  return {
    image,
    title: makeTitle(normalized, `A ${plan.subjectWord} ${plan.place.phrase}`),
    drawings: [plan.subject, ...plan.companions],
    kind: 'scene',
    generator: 'offline',
  };
}

/** The prompt as a title: control characters dropped, first letter capitalised, cut at a word. */
function makeTitle(prompt: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  let title = prompt.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[.!?,;:\s]+$/, '');
  if (title.length > MAX_TITLE_LENGTH) {
    const cut = title.lastIndexOf(' ', MAX_TITLE_LENGTH);
    title = `${title.slice(0, cut > 20 ? cut : MAX_TITLE_LENGTH).trimEnd()}…`;
  }
  if (title.length === 0) title = fallback;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
