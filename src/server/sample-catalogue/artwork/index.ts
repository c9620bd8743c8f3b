// Generated listing artwork for the sample catalogue.
//
// There is no network at build or run time, so sample venues, vendors and stories get
// stylised SVG illustrations instead of photos. Every venue and vendor category has its
// own scene (rooftop skyline with string lights, warehouse lasers in haze, gallery walls,
// ...). The palette family comes from the listing seed, and composition and shapes come
// from (seed, index), so one listing's photos belong together but differ from each other
// and from other listings of the same category. Output is deterministic and
// self-contained (no fonts, no external images, no text), so sharp/librsvg and browsers
// render it alike.

import { Ctx } from './context.ts';
import { finish } from './finish.ts';
import { artworkPalette, resolveScene } from './palettes.ts';
import { hashString, Rng } from './random.ts';
import { SCENES } from './scenes/index.ts';
import { H, W } from './svg.ts';

export type { Palette } from './palettes.ts';
export { artworkPalette };

export type ArtworkKind = 'venue' | 'vendor' | 'story';

export interface ArtworkInput {
  kind: ArtworkKind;
  category: string;
  seed: string;
  index: number;
  width?: number;
  height?: number;
}

/** The scene a category string is drawn with (exact category first, then keywords). */
export function artworkScene(category: string): string {
  return resolveScene(category);
}

/**
 * A self-contained SVG illustration for a listing or story photo.
 * Deterministic in (kind, category, seed, index); no text, fonts or external references.
 */
export function renderArtwork(input: ArtworkInput): string {
  const width = Math.max(1, Math.round(input.width ?? W));
  const height = Math.max(1, Math.round(input.height ?? H));
  const scene = resolveScene(input.category);
  const index = Math.max(0, Math.floor(input.index));
  const h = hashString(`${input.kind}|${scene}|${input.seed}|${index}`);
  const uid = `a${h.toString(36)}`;
  const palette = artworkPalette(input.category, input.seed);
  // Composition variant: the seed picks a starting layout, the index walks through the others,
  // so consecutive photos of one listing show different compositions.
  const variant = (hashString(`${scene}|${input.seed}`) + index) % 3;
  const c = new Ctx(new Rng(h), palette, uid, variant);
  const body = SCENES[scene](c);
  const story = input.kind === 'story';
  const fin = finish(c, story ? 0.65 : 0.5, 0.06);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${c.defs.join('')}</defs>` +
    `<g clip-path="url(#${uid}-frame)">${body}${fin}</g>` +
    `<clipPath id="${uid}-frame"><rect width="${W}" height="${H}"/></clipPath>` +
    `</svg>`
  );
}
