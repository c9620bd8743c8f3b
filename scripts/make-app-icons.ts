// Renders the app icons of the web app manifest (and the Apple touch icon) from the brand mark, into
// src/client/public/icons, and the favicon (favicon.svg, favicon.ico) into src/client/public. Run after changing the
// mark: node --import tsx scripts/make-app-icons.ts
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff6488"/><stop offset=".55" stop-color="#d81f55"/><stop offset="1" stop-color="#7b3fe4"/></linearGradient></defs>`;
const moon = `<path d="M19.5 7.5a8.5 8.5 0 1 0 5 15.4A7 7 0 0 1 19.5 7.5Z" fill="#fff"/>`;
/** The mark on a rounded square (any purpose), or full-bleed with the moon inside the safe zone (maskable). */
const mark = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" fill="url(#g)"/><g transform="translate(6.4 6.4) scale(.6)">${moon}</g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${gradient}<rect width="32" height="32" rx="9" fill="url(#g)"/>${moon}</svg>`;

/** An .ico file holding PNG images (each a PNG stream, as browsers since Windows Vista's icon format read them). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // width (0 means 256)
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

const OUT = 'src/client/public/icons';
await mkdir(OUT, { recursive: true });
await writeFile(`${OUT}/icon.svg`, mark(false));
// The tab icon: the SVG for browsers that take one (index.html), /favicon.ico for those that ask for it at the root.
await writeFile('src/client/public/favicon.svg', mark(false));
const favicons = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await sharp(Buffer.from(mark(false)), { density: (size / 32) * 72 * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  })),
);
await writeFile('src/client/public/favicon.ico', ico(favicons));
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
