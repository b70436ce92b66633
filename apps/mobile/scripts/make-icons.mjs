/**
 * `npm run icons -w @huebook/mobile`: replaces the Capacitor template's placeholder icons and
 * splash screens in ios/ and android/ with Huebook's own mark (apps/web/public/favicon.svg:
 * three paint dots on violet), each at the size of the file it replaces, with sharp. Runs
 * offline; run it again after `cap add` re-creates a project, and commit the pictures.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';

const MOBILE = path.resolve(import.meta.dirname, '..');
const FAVICON = readFileSync(path.resolve(MOBILE, '../web/public/favicon.svg'), 'utf8');
/** The brand violet of the favicon and of the web app's theme-color. */
const VIOLET = '#7c3aed';
const DOTS = FAVICON.replace(/<rect[^>]*\/>/, '')
  .replace(/^<svg[^>]*>/, '')
  .replace('</svg>', '');

/** The mark as an SVG: the dots on a square, a circle, or nothing, inside a `box`-unit view. */
function mark(shape, box = 64) {
  const inset = (box - 64) / 2;
  const back =
    shape === 'square'
      ? `<rect x="${-inset}" y="${-inset}" width="${box}" height="${box}" fill="${VIOLET}"/>`
      : shape === 'circle'
        ? `<circle cx="32" cy="32" r="${box / 2}" fill="${VIOLET}"/>`
        : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-inset} ${-inset} ${box} ${box}">${back}${DOTS}</svg>`,
  );
}

/** Renders `svg` over `file`, keeping the file's size. */
async function replace(file, svg, { opaque = false } = {}) {
  const { width, height } = await sharp(file).metadata();
  let image = sharp(svg, { density: 72 * Math.ceil(Math.max(width, height) / 64) }).resize(width, height);
  if (opaque) image = image.flatten({ background: VIOLET });
  await image.png().toFile(`${file}.tmp`);
  await sharp(`${file}.tmp`).toFile(file);
  rmSync(`${file}.tmp`);
}

/** A splash: the mark, a fifth of the short side, in the middle of a violet picture. */
async function splash(file) {
  const { width, height } = await sharp(file).metadata();
  const size = Math.round(Math.min(width, height) / 5);
  const icon = await sharp(mark('none'), { density: 72 * Math.ceil(size / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
  const background = { r: 0x7c, g: 0x3a, b: 0xed, alpha: 1 };
  await sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: icon, gravity: 'center' }])
    .png()
    .toFile(`${file}.tmp`);
  await sharp(`${file}.tmp`).toFile(file);
  rmSync(`${file}.tmp`);
}

const pictures = (folder) =>
  readdirSync(path.join(MOBILE, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => path.join(entry.parentPath, entry.name));

for (const file of pictures('android/app/src/main/res')) {
  const name = path.basename(file);
  if (name === 'ic_launcher.png') await replace(file, mark('square'));
  else if (name === 'ic_launcher_round.png') await replace(file, mark('circle'));
  // Adaptive icons: the dots well inside the middle 66 of 108 units, on ic_launcher_background.
  else if (name === 'ic_launcher_foreground.png') await replace(file, mark('none', 88));
  else if (name === 'splash.png') await splash(file);
}
for (const file of pictures('ios/App/App/Assets.xcassets')) {
  // The App Store refuses an icon with transparency; iOS rounds the corners itself.
  if (file.includes('AppIcon')) await replace(file, mark('square'), { opaque: true });
  else if (file.includes('Splash')) await splash(file);
}
console.log('Icons and splash screens written.');
