// Renders the app icons of the web app manifest (and the Apple touch icon) from the brand mark, into
// src/client/public/icons. Run after changing the mark: node --import tsx scripts/make-app-icons.ts
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6488"/><stop offset=".55" stop-color="#d81f55"/><stop offset="1" stop-color="#7b3fe4"/></linearGradient></defs>`;
const moon = `<path d="M19.5 7.5a8.5 8.5 0 1 0 5 15.4A7 7 0 0 1 19.5 7.5Z" fill="#fff"/>`;
/** The mark on a rounded square (any purpose), or full-bleed with the moon inside the safe zone (maskable). */
const mark = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(6.4 6.4) scale(.6)">${moon}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" rx="9" fill="url(#g)"/>${moon}</svg>`;

const OUT = 'src/client/public/icons';
await mkdir(OUT, { recursive: true });
await writeFile(`${OUT}/icon.svg`, mark(false));
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  await sharp(Buffer.from(mark(maskable)), { density: (size / 32) * 72 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${name}`);
}
console.log(`icons written to ${OUT}`);
