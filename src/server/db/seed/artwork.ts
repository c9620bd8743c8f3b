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

export type ArtworkKind = 'venue' | 'vendor' | 'story';

export interface ArtworkInput {
  kind: ArtworkKind;
  category: string;
  seed: string;
  index: number;
  width?: number;
  height?: number;
}

export interface Palette {
  /** Darkest tone: night sky, walls in shadow. */
  deep: string;
  /** Mid tone. */
  mid: string;
  /** Main accent. */
  accent: string;
  /** Secondary accent. */
  accent2: string;
  /** Light tone: highlights, horizon, paper. */
  light: string;
  /** Colour of light sources (bulbs, candles, beams). */
  glow: string;
}

const W = 1200;
const H = 800;

// ---------------------------------------------------------------------------
// Randomness

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** An angle offset to one side or the other, e.g. a leaf off its stem. */
  choice2(): number {
    return this.chance(0.5) ? this.range(20, 50) : -this.range(20, 50);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

// ---------------------------------------------------------------------------
// Colour

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function clamp(v: number, min = 0, max = 1): number {
  return Math.min(max, Math.max(min, v));
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const to = (v: number) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, '0');
  return `#${to(r)}${to(g)}${to(b)}`;
}

function hexToHsl(hex: string): Hsl {
  const [r8, g8, b8] = hexToRgb(hex);
  const r = r8 / 255;
  const g = g8 / 255;
  const b = b8 / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function hslToHex({ h, s, l }: Hsl): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return rgbToHex(l * 255, l * 255, l * 255);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return rgbToHex(f(hh + 1 / 3) * 255, f(hh) * 255, f(hh - 1 / 3) * 255);
}

/** Lighten (amount > 0) or darken (amount < 0) in HSL lightness. */
function shade(hex: string, amount: number): string {
  const c = hexToHsl(hex);
  return hslToHex({ ...c, l: clamp(c.l + amount) });
}

function hue(hex: string, degrees: number, satScale = 1): string {
  const c = hexToHsl(hex);
  return hslToHex({ h: c.h + degrees, s: clamp(c.s * satScale), l: c.l });
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

// ---------------------------------------------------------------------------
// Palettes: [deep, mid, accent, accent2, light, glow]

type PaletteRow = readonly [string, string, string, string, string, string];

const PALETTES: Record<string, readonly PaletteRow[]> = {
  rooftop: [
    ['#1b1640', '#6a2c6e', '#f0606a', '#ffa552', '#ffe1a0', '#ffd37a'],
    ['#0f1d3f', '#3a3f8f', '#ff6f91', '#ffc26b', '#ffe9c7', '#ffe08a'],
    ['#1a1030', '#51307a', '#e94f8a', '#38c6d9', '#f9d7ff', '#fff0b8'],
    ['#10243a', '#2f5f86', '#f2884b', '#f7c65b', '#fde8c0', '#ffcf70'],
  ],
  warehouse: [
    ['#07060d', '#1d1430', '#ff2e88', '#22e1ff', '#c4b8ff', '#ff7ad1'],
    ['#05080a', '#122029', '#2bff88', '#1ec8ff', '#b9ffe0', '#7dffc0'],
    ['#0a0506', '#2a0f14', '#ff3b30', '#ffb000', '#ffd6c2', '#ff6a3d'],
    ['#06061a', '#16163e', '#8a5cff', '#ff4fd8', '#d8ccff', '#b89cff'],
  ],
  gallery: [
    ['#2b2a28', '#8c8478', '#d6492f', '#1f4e8c', '#f3efe8', '#fff6e2'],
    ['#23262b', '#7d8791', '#e8b424', '#2c8c7a', '#f1f0ec', '#fffaf0'],
    ['#2a2326', '#907a7f', '#e0567a', '#3d3a8f', '#f5efee', '#fff3ea'],
    ['#1e2421', '#7f8a80', '#f08a3c', '#24507a', '#eef0ea', '#fffbe8'],
  ],
  restaurant: [
    ['#1a0f0b', '#4a2618', '#c8553d', '#e8b04b', '#f6e2c4', '#ffc46b'],
    ['#0f1412', '#2e3b2f', '#9b2d30', '#d9a441', '#efe4cf', '#ffcf80'],
    ['#150d14', '#3f2435', '#b23a48', '#f2a65a', '#f7e6d8', '#ffbf70'],
  ],
  studio: [
    ['#3a3d44', '#a9adb5', '#e9e6e0', '#ff8a5b', '#fbfaf8', '#ffffff'],
    ['#2c2336', '#b38ed9', '#ff9ccf', '#6fd3ff', '#fbeefa', '#ffffff'],
    ['#17303a', '#4fa3b8', '#b8ecf2', '#ffb86b', '#effbfc', '#ffffff'],
    ['#3b2a1e', '#d89a6a', '#f6d2b0', '#5e7cff', '#fff4ea', '#ffffff'],
  ],
  garden: [
    ['#14301f', '#3f7a3d', '#f2a3b8', '#fff3f0', '#d8ecff', '#ffe8a8'],
    ['#1c2e16', '#6b8f3a', '#ffcf56', '#f78f5f', '#fff0cf', '#ffe08a'],
    ['#0f2a26', '#2f7a66', '#c79bf2', '#fbe7ff', '#dff3ff', '#fff1c4'],
    ['#22301a', '#7a9a4a', '#e85d75', '#f9e0e6', '#fbefd9', '#ffd98a'],
  ],
  ballroom: [
    ['#1e0a12', '#5a1a2e', '#d4a94e', '#f3d98b', '#fff4d6', '#ffd98c'],
    ['#0a1024', '#1f2c5c', '#c9a34a', '#efd48a', '#f7f1e1', '#ffe4a3'],
    ['#081a15', '#1d4a3c', '#d2ad5b', '#f1dc9a', '#fbf3dc', '#ffdf9a'],
  ],
  loft: [
    ['#221611', '#7a3f2b', '#b85a3c', '#9bc4d9', '#f3e6d6', '#ffd58a'],
    ['#1c1c1e', '#5b4a42', '#a0522d', '#b7d3e8', '#efe9e1', '#ffe2a8'],
    ['#231a14', '#8a5a3c', '#c26f4a', '#f5c27a', '#fbf0e0', '#ffcf7a'],
  ],
  conference: [
    ['#071226', '#173a6b', '#2f8cff', '#5ee0c7', '#e6f0ff', '#cfe4ff'],
    ['#0d0f1f', '#2b2f6b', '#7b6cff', '#ff7ab8', '#eeeaff', '#e0dcff'],
    ['#0a1a1a', '#1f4f4f', '#22c1a0', '#ffd166', '#e6fff8', '#d8fff2'],
  ],
  'bar-cafe': [
    ['#0b1416', '#17363a', '#ff3d8b', '#3de8ff', '#f5e6c8', '#ffc870'],
    ['#140b10', '#3a1a24', '#ff8a3d', '#ff4f6d', '#f8e3c8', '#ffb35a'],
    ['#0d0d14', '#262648', '#b26bff', '#5dffb0', '#efe4ff', '#ffd27a'],
    ['#121008', '#3a2f1a', '#ffd23d', '#ff5e3a', '#fbefd2', '#ffcf6b'],
  ],
  'music-djs': [
    ['#07050f', '#1b1236', '#ff2fa0', '#26d7ff', '#e9ddff', '#ff8fd6'],
    ['#050b0c', '#0f2b2e', '#39ff9f', '#ffe14d', '#dcfff0', '#9dffcf'],
    ['#0c0508', '#2c0f1c', '#ff5a36', '#ffc03d', '#ffe4d6', '#ff9a5c'],
  ],
  'photography-video': [
    ['#0a0c10', '#262b35', '#ff9f43', '#5f7dff', '#eef1f7', '#ffd9a8'],
    ['#0d0a10', '#2e2536', '#ff5fa2', '#59d8c9', '#f6eef7', '#ffc4de'],
    ['#0b0f0c', '#24302a', '#e3c14a', '#4aa3e3', '#f1f4ee', '#fff0b0'],
  ],
  'food-beverage': [
    ['#3b2a20', '#9a6b4f', '#e0553a', '#7cb342', '#f7efe6', '#ffd68a'],
    ['#2a2b2f', '#c9c4bd', '#f2a541', '#4f9d69', '#fbf8f3', '#ffe2a0'],
    ['#2b1d1a', '#7b4a3a', '#d7263d', '#f4c95d', '#fbeee0', '#ffcf85'],
  ],
  'event-planning': [
    ['#3a2f4a', '#f2d7e0', '#ff7aa2', '#4fc3c9', '#fff8f2', '#ffe2a8'],
    ['#20324a', '#dde8f2', '#ff8c42', '#6c63ff', '#fbfcff', '#ffe9b0'],
    ['#2f3a2a', '#e8efd8', '#f25f5c', '#ffd23f', '#fffdf5', '#fff0b8'],
  ],
  'decor-florals': [
    ['#1f2b1c', '#5c7a4b', '#f28ab2', '#ffd3e1', '#fff6ef', '#ffe8c0'],
    ['#2a1c24', '#8a5470', '#e8525f', '#ffb48a', '#fff1e8', '#ffdca8'],
    ['#1a2430', '#5f7f8f', '#f6c453', '#f7f1e3', '#f3f7f9', '#fff1c8'],
    ['#22182e', '#6a4c8c', '#c08cff', '#ffc2e2', '#fbf3ff', '#ffe4f2'],
  ],
  entertainment: [
    ['#12040a', '#5a0f23', '#ff3f5e', '#ffd23f', '#fff0d0', '#fff3c4'],
    ['#070a1c', '#1d2466', '#3ddcff', '#ff5fd2', '#eaf6ff', '#e0f7ff'],
    ['#0d0716', '#3d1d5e', '#ffb627', '#ff5e9a', '#fff2db', '#fff0c0'],
  ],
  'security-logistics': [
    ['#0c1626', '#1f3552', '#ffc629', '#3fa7ff', '#e8eef6', '#ffe27a'],
    ['#101214', '#2d3439', '#ff7a1a', '#5fd38d', '#eceff1', '#ffc08a'],
    ['#0b1a1e', '#1f4047', '#e8ff3a', '#ff5a5a', '#e6f2f2', '#f4ff9a'],
  ],
  'premium-services': [
    ['#12060f', '#4a0f2e', '#d8b25c', '#f6e3a1', '#fff6de', '#ffe3a0'],
    ['#050d14', '#10324a', '#d4af61', '#f3deaa', '#f8f3e6', '#ffe4a8'],
    ['#0a0a0a', '#2a2a2a', '#e2c275', '#f7e7b8', '#fbf6ea', '#ffe9b5'],
    ['#0c0616', '#34185c', '#dab25a', '#f0d9a0', '#fbf4e6', '#ffe1a0'],
  ],
  'tech-av': [
    ['#04070d', '#0f1c33', '#00d1ff', '#ff3dbb', '#dff6ff', '#8ae9ff'],
    ['#06040c', '#1f1238', '#8d5bff', '#33ffb5', '#efe6ff', '#c4a8ff'],
    ['#080606', '#2a1414', '#ff7a00', '#ffe600', '#fff1dc', '#ffc266'],
  ],
  abstract: [
    ['#1d1b3a', '#4b3f8f', '#ff7a9a', '#ffc46b', '#fff2e0', '#ffe1a8'],
    ['#0f2a2a', '#2f6f6a', '#ffb347', '#ff6f61', '#f0fff8', '#fff0c4'],
  ],
};

const SCENE_KEYS = [
  'rooftop',
  'gallery',
  'restaurant',
  'studio',
  'warehouse',
  'garden',
  'ballroom',
  'loft',
  'conference',
  'bar-cafe',
  'music-djs',
  'photography-video',
  'food-beverage',
  'event-planning',
  'decor-florals',
  'entertainment',
  'security-logistics',
  'premium-services',
  'tech-av',
] as const;
type SceneKey = (typeof SCENE_KEYS)[number] | 'abstract';

const KEYWORDS: readonly [RegExp, SceneKey][] = [
  [/roof|birthday|terrace|sky/i, 'rooftop'],
  [/rave|warehouse|techno|club/i, 'warehouse'],
  [/galler|launch|museum|art/i, 'gallery'],
  [/garden|wedding|outdoor|park|patio/i, 'garden'],
  [/ballroom|gala|formal/i, 'ballroom'],
  [/loft|offsite|brick/i, 'loft'],
  [/conference|corporate|summit|meeting/i, 'conference'],
  [/restaurant|dinner|supper|dining/i, 'restaurant'],
  [/studio|shoot/i, 'studio'],
  [/bar|cafe|café|lounge|cocktail/i, 'bar-cafe'],
  [/dj|music|band/i, 'music-djs'],
  [/photo|video|film/i, 'photography-video'],
  [/food|cater|chef|bev/i, 'food-beverage'],
  [/plan|coordinat/i, 'event-planning'],
  [/decor|flor|flower/i, 'decor-florals'],
  [/entertain|perform|magic|comed/i, 'entertainment'],
  [/secur|logist|staff/i, 'security-logistics'],
  [/premium|luxury|valet|concierge/i, 'premium-services'],
  [/tech|av|light|sound|audio/i, 'tech-av'],
];

function resolveScene(category: string): SceneKey {
  const key = category.trim().toLowerCase();
  if ((SCENE_KEYS as readonly string[]).includes(key)) return key as SceneKey;
  for (const [re, scene] of KEYWORDS) if (re.test(key)) return scene;
  return 'abstract';
}

/** The palette a listing of this category and seed is drawn in. */
export function artworkPalette(category: string, seed: string): Palette {
  const scene = resolveScene(category);
  const rows = PALETTES[scene] ?? PALETTES.abstract ?? [];
  const h = hashString(`${scene}|${seed}`);
  const row = rows[h % rows.length];
  if (!row) throw new Error(`no palette for ${scene}`);
  // A small hue and saturation drift per seed keeps two listings sharing a base palette apart.
  const drift = ((h >>> 8) % 25) - 12;
  const sat = 0.9 + ((h >>> 16) % 20) / 100;
  const [deep, mid, accent, accent2, light, glow] = row.map((c, i) => (i >= 4 ? c : hue(c, drift, sat)));
  return {
    deep: deep ?? '#000000',
    mid: mid ?? '#333333',
    accent: accent ?? '#ff0000',
    accent2: accent2 ?? '#00ff00',
    light: light ?? '#ffffff',
    glow: glow ?? '#ffffff',
  };
}

// ---------------------------------------------------------------------------
// SVG building

function f(n: number): string {
  return (Math.round(n * 10) / 10).toString();
}

type Stop = readonly [offset: number, color: string, opacity?: number];

class Ctx {
  readonly defs: string[] = [];
  private counter = 0;
  private readonly cache = new Map<string, string>();

  constructor(
    readonly r: Rng,
    readonly p: Palette,
    readonly uid: string,
    readonly variant: number,
  ) {}

  id(): string {
    return `${this.uid}-${(this.counter++).toString(36)}`;
  }

  private cached(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id();
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, a]) => `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a * 100) === '100' ? 1 : (Math.round(a * 1000) / 1000).toString()}"`}/>`)
      .join('');
  }

  /** Linear gradient in the shape's bounding box (0..1) unless user space is given. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const key = `l|${JSON.stringify(stops)}|${x1},${y1},${x2},${y2},${userSpace}`;
    return this.cached(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    );
  }

  /** Radial gradient in the shape's bounding box. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r|${JSON.stringify(stops)}|${cx},${cy},${r},${fx},${fy}`;
    return this.cached(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
  }

  blur(std: number): string {
    return this.cached(
      `b|${std}`,
      (id) =>
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
  }

  clip(shape: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft light: a circle whose radial gradient fades to nothing. */
  glow(cx: number, cy: number, radius: number, color: string, opacity = 1): string {
    const fill = this.rad([
      [0, color, opacity],
      [0.25, color, opacity * 0.55],
      [0.6, color, opacity * 0.15],
      [1, color, 0],
    ]);
    return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${fill}"/>`;
  }

  ellipseGlow(cx: number, cy: number, rx: number, ry: number, color: string, opacity = 1): string {
    const fill = this.rad([
      [0, color, opacity],
      [0.4, color, opacity * 0.4],
      [1, color, 0],
    ]);
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
  }
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const poly = (pts: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}"${extra ? ` ${extra}` : ''}/>`;
const g = (content: string | string[], attrs = '') =>
  `<g${attrs ? ` ${attrs}` : ''}>${Array.isArray(content) ? content.join('') : content}</g>`;

// ---------------------------------------------------------------------------
// Shared motifs

/** A standing figure, feet at (x, baseY), h tall; style 1 wears a dress. */
function person(x: number, baseY: number, h: number, fill: string, armsUp = false, style = 0): string {
  const sw = h * 0.115;
  const ys = baseY - h * 0.8;
  const yw = baseY - h * 0.52;
  const yh = baseY - h * 0.44;
  const P = (dx: number, dy: number) => `${f(x + dx * h)} ${f(baseY - dy * h)}`;
  const legs =
    style === 1
      ? `L${f(x + h * 0.075)} ${f(yw)} L${P(0.16, 0.17)} L${P(0.04, 0.17)} L${P(0.035, 0)} L${P(0.012, 0)} L${P(0.01, 0.17)} L${P(-0.01, 0.17)} L${P(-0.012, 0)} L${P(-0.035, 0)} L${P(-0.04, 0.17)} L${P(-0.16, 0.17)} L${f(x - h * 0.075)} ${f(yw)}`
      : `L${f(x + h * 0.08)} ${f(yw)} L${f(x + h * 0.095)} ${f(yh)} L${P(0.075, 0)} L${P(0.018, 0)} L${P(0, 0.4)} L${P(-0.018, 0)} L${P(-0.075, 0)} L${f(x - h * 0.095)} ${f(yh)} L${f(x - h * 0.08)} ${f(yw)}`;
  const body = path(
    `M${f(x - sw * 0.92)} ${f(ys + h * 0.02)} Q${f(x - sw)} ${f(ys - h * 0.01)} ${f(x - sw * 0.5)} ${f(ys - h * 0.018)} L${P(-0.028, 0.835)} L${P(0.028, 0.835)} L${f(x + sw * 0.5)} ${f(ys - h * 0.018)} Q${f(x + sw)} ${f(ys - h * 0.01)} ${f(x + sw * 0.92)} ${f(ys + h * 0.02)} ${legs} Z`,
    fill,
  );
  const head = ellipse(x, baseY - h * 0.9, h * 0.058, h * 0.068, fill);
  const armEnd = (side: number) =>
    armsUp ? [x + side * sw * 1.7, ys - h * 0.27] : [x + side * (sw + h * 0.012), baseY - h * 0.45];
  const arms = [-1, 1]
    .map((side) => {
      const [ex, ey] = armEnd(side) as [number, number];
      return line(x + side * sw * 0.9, ys + h * 0.03, ex, ey, fill, h * 0.048, 'stroke-linecap="round"');
    })
    .join('');
  return body + head + arms;
}

/** Head and shoulders for crowds; s is a scale about the head size. */
function bust(x: number, y: number, s: number, fill: string, arm: number): string {
  let out =
    circle(x, y - s * 0.95, s * 0.38, fill) +
    path(
      `M${f(x - s * 0.95)} ${f(y + s * 1.4)} Q${f(x - s * 0.9)} ${f(y - s * 0.45)} ${f(x)} ${f(y - s * 0.5)} Q${f(x + s * 0.9)} ${f(y - s * 0.45)} ${f(x + s * 0.95)} ${f(y + s * 1.4)} Z`,
      fill,
    );
  if (arm !== 0) {
    const side = arm > 0 ? 1 : -1;
    const hx = x + side * s * (0.9 + Math.abs(arm) * 0.5);
    const hy = y - s * (2.2 + Math.abs(arm));
    out += line(x + side * s * 0.6, y - s * 0.2, hx, hy, fill, s * 0.32, 'stroke-linecap="round"') + circle(hx, hy, s * 0.24, fill);
  }
  return out;
}

function crowd(c: Ctx, top: number, rows: number, color: string, farColor: string): string {
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const s = 12 + t * t * 34;
    const y = top + t * (H - top - 20);
    const col = mix(farColor, color, t);
    let x = -20 + c.r.range(0, s * 2);
    while (x < W + 30) {
      const arm = c.r.chance(0.22) ? c.r.range(-1, 1) : 0;
      out.push(bust(x, y + c.r.range(-6, 6), s * c.r.range(0.9, 1.1), col, arm));
      x += s * c.r.range(1.5, 2.3);
    }
    out.push(rect(-10, y + s * 0.9, W + 20, H, col));
  }
  return out.join('');
}

function leaf(x: number, y: number, len: number, angle: number, fill: string, extra = ''): string {
  return path(
    `M0 0 Q${f(len * 0.45)} ${f(-len * 0.3)} ${f(len)} 0 Q${f(len * 0.45)} ${f(len * 0.3)} 0 0 Z`,
    fill,
    `transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"${extra ? ` ${extra}` : ''}`,
  );
}

function flower(c: Ctx, x: number, y: number, radius: number, color: string, center: string, petals = 5): string {
  const out: string[] = [];
  const rot = c.r.range(0, 360);
  const layers = radius > 18 ? 3 : 1;
  for (let layer = 0; layer < layers; layer++) {
    const rr = radius * (1 - layer * 0.27);
    const col = shade(color, layer * 0.07);
    const n = petals + layer * 2;
    for (let k = 0; k < n; k++) {
      const a = rot + (k * 360) / n + layer * 17;
      out.push(
        ellipse(x, y - rr * 0.52, rr * 0.34, rr * 0.55, col, `transform="rotate(${f(a)} ${f(x)} ${f(y)})" opacity="0.95"`),
      );
    }
  }
  out.push(circle(x, y, radius * 0.2, center));
  return g(out);
}

function confetti(c: Ctx, n: number, colors: readonly string[], area = { x: 0, y: 0, w: W, h: H }): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = area.x + c.r.range(0, area.w);
    const y = area.y + c.r.range(0, area.h);
    const col = c.r.pick(colors);
    const s = c.r.range(6, 16);
    if (c.r.chance(0.3)) out.push(circle(x, y, s * 0.35, col, `opacity="${f(c.r.range(0.6, 1))}"`));
    else
      out.push(
        rect(x, y, s, s * 0.45, col, `transform="rotate(${f(c.r.range(0, 180))} ${f(x)} ${f(y)})" opacity="${f(c.r.range(0.6, 1))}"`),
      );
  }
  return out.join('');
}

function bokeh(c: Ctx, n: number, colors: readonly string[], area: { x: number; y: number; w: number; h: number }, size: [number, number]): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const col = c.r.pick(colors);
    const rr = c.r.range(size[0], size[1]);
    const x = area.x + c.r.range(0, area.w);
    const y = area.y + c.r.range(0, area.h);
    out.push(
      circle(x, y, rr, c.rad([
        [0, col, 0.55],
        [0.8, col, 0.4],
        [1, col, 0.05],
      ]), `opacity="${f(c.r.range(0.35, 0.9))}"`),
    );
  }
  return out.join('');
}

/** Points along a quadratic curve. */
function quadPoints(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number, n: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const d = t * t;
    pts.push([a * x0 + b * cx + d * x1, a * y0 + b * cy + d * y1]);
  }
  return pts;
}

function stringLights(c: Ctx, x0: number, y0: number, x1: number, y1: number, sag: number, bulbs: number, bulbSize: number): string {
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + sag;
  const out: string[] = [
    path(`M${f(x0)} ${f(y0)} Q${f(cx)} ${f(cy)} ${f(x1)} ${f(y1)}`, 'none', `stroke="#15110f" stroke-opacity="0.7" stroke-width="${f(bulbSize * 0.35)}"`),
  ];
  for (const [x, y] of quadPoints(x0, y0, cx, cy, x1, y1, bulbs).slice(1, -1)) {
    out.push(c.glow(x, y + bulbSize, bulbSize * 5, c.p.glow, 0.55));
    out.push(circle(x, y + bulbSize, bulbSize, '#fff7df'));
  }
  return out.join('');
}

function pendant(c: Ctx, x: number, ceiling: number, drop: number, size: number, shadeColor: string): string {
  const y = ceiling + drop;
  return (
    line(x, ceiling, x, y, '#111111', 2) +
    c.glow(x, y + size * 0.7, size * 4.5, c.p.glow, 0.45) +
    path(`M${f(x - size)} ${f(y + size * 0.6)} Q${f(x - size)} ${f(y)} ${f(x)} ${f(y)} Q${f(x + size)} ${f(y)} ${f(x + size)} ${f(y + size * 0.6)} Z`, shadeColor) +
    ellipse(x, y + size * 0.62, size * 0.55, size * 0.16, '#fff6dc')
  );
}

function plant(c: Ctx, x: number, baseY: number, size: number, green: string, pot: string): string {
  const out: string[] = [];
  const n = c.r.int(7, 12);
  for (let i = 0; i < n; i++) {
    const a = -90 + c.r.range(-70, 70);
    out.push(leaf(x, baseY - size * 0.45, size * c.r.range(0.6, 1.05), a, shade(green, c.r.range(-0.08, 0.08))));
  }
  out.push(path(`M${f(x - size * 0.32)} ${f(baseY - size * 0.5)} L${f(x + size * 0.32)} ${f(baseY - size * 0.5)} L${f(x + size * 0.24)} ${f(baseY)} L${f(x - size * 0.24)} ${f(baseY)} Z`, pot));
  return g(out);
}

function finish(c: Ctx, vignette = 0.55, grain = 0.07): string {
  const v = c.rad([
    [0.55, '#000000', 0],
    [1, '#000000', vignette],
  ], 0.5, 0.5, 0.75);
  const gid = c.id();
  c.defs.push(
    `<filter id="${gid}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${c.r.int(1, 999)}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  return rect(0, 0, W, H, v) + rect(0, 0, W, H, '#808080', `filter="url(#${gid})" opacity="${grain}"`);
}

// ---------------------------------------------------------------------------
// Venue scenes

function rooftop(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const mood = r.pick(['sunset', 'dusk', 'night', 'golden'] as const);
  const night = mood === 'night';
  const horizon = c.variant === 2 ? r.range(560, 620) : r.range(430, 510);
  const dark = night ? -0.12 : 0;
  const sky: Stop[] =
    mood === 'golden'
      ? [
          [0, shade(mix(p.deep, '#3f6fb0', 0.6), 0.05)],
          [0.55, mix(p.light, '#bcd3ec', 0.4)],
          [0.85, p.accent2],
          [1, p.light],
        ]
      : [
          [0, shade(p.deep, dark - 0.04)],
          [0.42, shade(p.mid, dark)],
          [0.78, shade(p.accent, dark * 1.5)],
          [1, shade(p.accent2, dark * 2)],
        ];
  out.push(rect(0, 0, W, horizon + 40, c.lin(sky, 0, 0, 0, horizon + 40, true)));
  if (night || mood === 'dusk') {
    for (let i = 0; i < 90; i++) out.push(circle(r.range(0, W), r.range(0, horizon * 0.6), r.range(0.6, 1.8), '#ffffff', `opacity="${f(r.range(0.2, 0.9))}"`));
  }
  const sunX = r.range(150, 1050);
  if (night) {
    const mx = r.range(150, 1050);
    const my = r.range(90, 200);
    out.push(c.glow(mx, my, 140, p.light, 0.35), circle(mx, my, 26, '#fbf3df'));
  } else {
    const sy = horizon - r.range(10, 110);
    out.push(c.glow(sunX, sy, 420, p.accent2, 0.55), c.glow(sunX, sy, 150, p.light, 0.9), circle(sunX, sy, r.range(36, 60), shade(p.light, 0.08)));
  }
  const clouds: string[] = [];
  for (let i = 0; i < r.int(3, 7); i++) {
    clouds.push(ellipse(r.range(0, W), r.range(60, horizon - 80), r.range(120, 320), r.range(12, 34), mix(p.mid, p.accent, r.range(0.2, 0.9)), `opacity="${f(r.range(0.3, 0.6))}"`));
  }
  out.push(g(clouds, `filter="${c.blur(10)}"`));
  // far skyline in haze
  const far: string[] = [];
  for (let x = -20; x < W + 20; ) {
    const w = r.range(28, 80);
    const h = r.range(40, 170);
    far.push(rect(x, horizon - h, w, h + 60, mix(p.mid, p.deep, 0.45)));
    if (r.chance(0.15)) far.push(rect(x + w / 2 - 2, horizon - h - 40, 4, 40, mix(p.mid, p.deep, 0.45)));
    x += w + r.range(-4, 6);
  }
  out.push(g(far, `opacity="${night ? 0.9 : 0.7}"`));
  // near skyline with windows
  const near: string[] = [];
  const windows: string[] = [];
  const ink = shade(mix(p.deep, '#000000', 0.35), dark);
  for (let x = -40; x < W + 40; ) {
    const w = r.range(50, 140);
    const h = r.chance(0.12) ? r.range(260, 360) : r.range(70, 230);
    const top = horizon - h + 30;
    near.push(rect(x, top, w, h + 80, ink));
    const stepped = r.chance(0.3);
    if (stepped) near.push(rect(x + w * 0.2, top - h * 0.12, w * 0.6, h * 0.12 + 1, ink));
    if (h > 250) near.push(line(x + w / 2, top - (stepped ? h * 0.12 : 0), x + w / 2, top - h * 0.35, ink, 4));
    const lit = night ? 0.35 : mood === 'dusk' ? 0.25 : 0.1;
    for (let wy = top + 14; wy < horizon + 20; wy += 20) {
      for (let wx = x + 8; wx < x + w - 12; wx += 14) {
        if (r.chance(lit)) windows.push(rect(wx, wy, 6, 9, p.glow, `opacity="${f(r.range(0.35, 0.95))}"`));
      }
    }
    x += w + r.range(2, 14);
  }
  out.push(g(near), g(windows));
  // terrace
  const deckTop = horizon + 40;
  out.push(rect(0, deckTop, W, H - deckTop, c.lin([
    [0, shade(mix(p.deep, p.mid, 0.3), -0.08)],
    [1, shade(p.deep, -0.12)],
  ])));
  const vpX = r.range(400, 800);
  const planks: string[] = [];
  for (let x = -1400; x < W + 1400; x += 70) {
    const t = (deckTop - H) / (deckTop - 200 - H);
    planks.push(line(x, H, x + (vpX - x) * t, deckTop, '#000000', 2, 'stroke-opacity="0.35"'));
  }
  out.push(g(planks));
  // glass railing
  out.push(rect(0, deckTop - 70, W, 70, '#ffffff', 'opacity="0.07"'), rect(0, deckTop - 74, W, 6, shade(p.deep, -0.1)), rect(0, deckTop - 2, W, 8, shade(p.deep, -0.15)));
  for (let x = 40; x < W; x += 180) out.push(rect(x, deckTop - 72, 6, 74, shade(p.deep, -0.1)));
  // lights
  const strands = c.variant === 2 ? r.int(3, 5) : r.int(2, 3);
  for (let i = 0; i < strands; i++) {
    const y0 = r.range(-20, c.variant === 2 ? 260 : 170);
    const y1 = r.range(-20, c.variant === 2 ? 260 : 170);
    const big = c.variant === 2 ? r.range(4, 7) : r.range(2.8, 4);
    out.push(stringLights(c, r.range(-200, 300), y0, r.range(900, 1400), y1, r.range(40, 140), r.int(14, 24), big));
  }
  // people / furniture
  const figure = shade(p.deep, -0.2);
  if (c.variant !== 1) {
    const n = r.int(2, 6);
    for (let i = 0; i < n; i++) out.push(person(r.range(80, 1120), deckTop + r.range(80, 230), r.range(200, 280), figure, r.chance(0.25), r.chance(0.4) ? 1 : 0));
  } else {
    const sofaY = r.range(650, 700);
    const sx = r.range(100, 500);
    out.push(
      rect(sx, sofaY - 70, 420, 90, shade(p.accent, -0.25), 'rx="22"'),
      rect(sx - 20, sofaY - 20, 460, 70, shade(p.accent, -0.32), 'rx="18"'),
      rect(sx + 560, sofaY + 10, 160, 14, '#2a1d16', 'rx="6"'),
      c.glow(sx + 640, sofaY - 5, 60, p.glow, 0.8),
      rect(sx + 632, sofaY - 18, 16, 26, '#fff1d0', 'rx="4"'),
    );
  }
  out.push(plant(c, r.range(20, 90), H - 10, r.range(150, 220), '#1f3d25', '#20140f'));
  if (r.chance(0.6)) out.push(plant(c, r.range(1100, 1180), H - 10, r.range(130, 200), '#1d3a2b', '#1b1410'));
  if (c.variant === 2) out.push(g(bokeh(c, 14, [p.glow, p.accent2], { x: 0, y: 0, w: W, h: 400 }, [20, 60]), `filter="${c.blur(6)}"`));
  return out.join('');
}

function laserBeams(c: Ctx, sx: number, sy: number, n: number, colors: readonly string[], spread: [number, number]): string {
  const soft: string[] = [];
  const hard: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const ang = ((spread[0] + (spread[1] - spread[0]) * t + c.r.range(-3, 3)) * Math.PI) / 180;
    const len = 1500;
    const ex = sx + Math.cos(ang) * len;
    const ey = sy + Math.sin(ang) * len;
    const col = c.r.pick(colors);
    const w = c.r.range(10, 34);
    const px = -Math.sin(ang) * w;
    const py = Math.cos(ang) * w;
    const grad = c.lin([
      [0, col, 0.95],
      [0.5, col, 0.35],
      [1, col, 0],
    ], sx, sy, ex, ey, true);
    soft.push(poly([[sx, sy], [ex + px, ey + py], [ex - px, ey - py]], grad));
    hard.push(line(sx, sy, ex, ey, c.lin([
      [0, '#ffffff', 0.95],
      [0.15, col, 0.9],
      [0.7, col, 0],
    ], sx, sy, ex, ey, true), 1.6));
  }
  return g(soft, `filter="${c.blur(7)}" opacity="0.9"`) + g(hard);
}

function warehouse(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  out.push(rect(0, 0, W, H, c.lin([
    [0, shade(p.deep, 0.02)],
    [0.6, p.mid],
    [1, shade(p.deep, -0.02)],
  ])));
  // back wall panels and columns
  const wallCol = shade(p.mid, 0.04);
  for (let x = r.range(-80, 0); x < W; x += r.range(170, 240)) {
    out.push(rect(x, 120, 22, 520, shade(p.deep, 0.05), 'opacity="0.9"'));
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const wx = r.range(0, W - 220);
    out.push(g([
      rect(wx, r.range(150, 220), r.range(160, 240), r.range(110, 170), wallCol, 'opacity="0.35"'),
    ]));
  }
  // truss
  const trussY = r.range(70, 130);
  const truss: string[] = [rect(0, trussY, W, 6, '#2a2a33'), rect(0, trussY + 44, W, 6, '#2a2a33')];
  for (let x = 0; x < W; x += 50) truss.push(line(x, trussY + 3, x + 25, trussY + 47, '#2a2a33', 3), line(x + 25, trussY + 47, x + 50, trussY + 3, '#2a2a33', 3));
  out.push(g(truss, 'opacity="0.9"'));
  const colors = [p.accent, p.accent2, p.glow];
  // haze
  const haze: string[] = [];
  for (let i = 0; i < 6; i++) haze.push(ellipse(r.range(0, W), r.range(200, 560), r.range(260, 560), r.range(80, 180), r.pick(colors), `opacity="${f(r.range(0.08, 0.2))}"`));
  out.push(g(haze, `filter="${c.blur(40)}"`));
  // beams
  const mode = c.variant % 3;
  const boothX = r.range(420, 780);
  if (mode === 0) {
    out.push(laserBeams(c, boothX, 515, r.int(12, 22), colors, [190, 350]));
  } else if (mode === 1) {
    for (let k = 0; k < r.int(3, 5); k++) out.push(laserBeams(c, r.range(80, 1120), trussY + 50, r.int(3, 6), [r.pick(colors)], [r.range(40, 80), r.range(100, 140)]));
  } else {
    out.push(laserBeams(c, -20, r.range(200, 400), r.int(8, 14), colors, [-25, 25]), laserBeams(c, W + 20, r.range(200, 400), r.int(8, 14), colors, [155, 205]));
  }
  // fixtures on the truss
  for (let x = r.range(60, 160); x < W; x += r.range(150, 260)) out.push(c.glow(x, trussY + 60, 40, r.pick(colors), 0.9), circle(x, trussY + 60, 6, '#ffffff'));
  // DJ booth glow
  out.push(c.ellipseGlow(boothX, 540, 260, 60, p.accent, 0.5), rect(boothX - 140, 520, 280, 60, '#07070a'), rect(boothX - 140, 520, 280, 4, p.accent2, 'opacity="0.9"'));
  // crowd with rim light
  out.push(crowd(c, 575, 4, '#030304', mix(p.deep, p.accent, 0.22)));
  // floor haze over the crowd
  out.push(rect(0, 480, W, 320, c.lin([
    [0, p.accent, 0],
    [0.5, p.accent, 0.06],
    [1, '#000000', 0.4],
  ])));
  return out.join('');
}

function abstractArt(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { r, p } = c;
  const clip = c.clip(rect(x, y, w, h, '#000'));
  const style = r.int(0, 4);
  const colors = [p.accent, p.accent2, shade(p.accent, 0.2), p.deep, mix(p.accent, p.accent2, 0.5), '#f2e9d8'];
  const bgc = r.pick([p.light, shade(p.accent2, 0.35), '#efe7da', shade(p.deep, 0.1), mix(p.accent, '#ffffff', 0.7)]);
  const items: string[] = [rect(x, y, w, h, bgc)];
  if (style === 0) {
    // colour field
    const bands = r.int(2, 3);
    for (let i = 0; i < bands; i++) {
      items.push(rect(x + w * 0.08, y + h * (0.08 + (i * 0.86) / bands), w * 0.84, (h * 0.86) / bands - h * 0.04, r.pick(colors), `filter="${c.blur(3)}" opacity="0.9"`));
    }
  } else if (style === 1) {
    // geometric
    for (let i = 0; i < r.int(4, 8); i++) {
      const cx = x + r.range(0, w);
      const cy = y + r.range(0, h);
      const s = r.range(0.1, 0.45) * Math.min(w, h);
      const col = r.pick(colors);
      if (r.chance(0.5)) items.push(circle(cx, cy, s, col, 'opacity="0.9"'));
      else items.push(poly([[cx, cy - s], [cx + s, cy + s * 0.8], [cx - s, cy + s * 0.8]], col, 'opacity="0.9"'));
    }
    items.push(line(x, y + r.range(0, h), x + w, y + r.range(0, h), p.deep, 3));
  } else if (style === 2) {
    // waves
    const n = r.int(5, 9);
    for (let i = 0; i < n; i++) {
      const yy = y + (h * (i + 1)) / (n + 1);
      const amp = r.range(6, h / 8);
      items.push(path(`M${f(x)} ${f(yy)} C${f(x + w * 0.3)} ${f(yy - amp)} ${f(x + w * 0.6)} ${f(yy + amp)} ${f(x + w)} ${f(yy)} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z`, colors[i % colors.length] ?? p.accent, 'opacity="0.55"'));
    }
  } else if (style === 3) {
    // sun and horizon
    items.push(rect(x, y + h * 0.6, w, h * 0.4, r.pick(colors)), circle(x + w * r.range(0.3, 0.7), y + h * 0.6, Math.min(w, h) * 0.28, r.pick(colors)));
  } else {
    // dots grid
    const cols = r.int(3, 6);
    const step = w / cols;
    for (let i = 0; i < cols; i++) for (let j = 0; j < Math.floor(h / step); j++) items.push(circle(x + step * (i + 0.5), y + step * (j + 0.5), step * r.range(0.15, 0.42), r.pick(colors)));
  }
  return g(items, `clip-path="${clip}"`);
}

function framedPiece(c: Ctx, x: number, y: number, w: number, h: number): string {
  const frameCol = c.r.pick(['#1b1b1b', '#f7f5f0', '#8a6a45', '#c9a55c']);
  const mat = c.r.chance(0.5) ? w * 0.08 : 0;
  const fw = Math.max(6, w * 0.03);
  return (
    rect(x + 10, y + 16, w, h, '#000000', `opacity="0.22" filter="${c.blur(10)}"`) +
    rect(x, y, w, h, frameCol) +
    rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, '#fbfaf7') +
    abstractArt(c, x + fw + mat, y + fw + mat, w - 2 * (fw + mat), h - 2 * (fw + mat))
  );
}

function gallery(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const floorY = r.range(600, 650);
  const wall = mix(p.light, '#ffffff', 0.3);
  out.push(rect(0, 0, W, floorY, c.lin([
    [0, shade(wall, -0.1)],
    [0.5, wall],
    [1, shade(wall, -0.06)],
  ])));
  const concrete = r.chance(0.5);
  out.push(rect(0, floorY, W, H - floorY, c.lin(concrete ? [
    [0, '#bdb8b1'],
    [1, '#8f8a84'],
  ] : [
    [0, '#c9a47c'],
    [1, '#8e6a46'],
  ])));
  if (!concrete) {
    const boards: string[] = [];
    for (let x = -1200; x < W + 1200; x += 60) boards.push(line(x, H, x + (600 - x) * 0.5, floorY, '#6b4a2c', 1.5, 'opacity="0.35"'));
    out.push(g(boards));
  }
  out.push(rect(0, floorY - 10, W, 10, shade(wall, -0.18)));
  // track lights and washes
  out.push(rect(0, 34, W, 6, '#2a2a2a'));
  const layout = c.variant % 3;
  const pieces: [number, number, number, number][] = [];
  if (layout === 0) {
    const n = r.int(2, 4);
    const gap = W / n;
    for (let i = 0; i < n; i++) {
      const w = r.range(170, gap - 60);
      const h = r.range(180, 330);
      pieces.push([gap * i + (gap - w) / 2, r.range(170, 300 - (h - 180) / 3), w, h]);
    }
  } else if (layout === 1) {
    const w = r.range(420, 560);
    const h = r.range(300, 400);
    pieces.push([r.range(220, W - w - 220), r.range(120, 170), w, h]);
  } else {
    let x = r.range(140, 260);
    while (x < W - 260) {
      const w = r.range(110, 180);
      const h1 = r.range(110, 170);
      const h2 = r.range(90, 150);
      pieces.push([x, 150 + r.range(-10, 20), w, h1], [x + r.range(-10, 10), 150 + h1 + 40, w * r.range(0.8, 1.1), h2]);
      x += w + r.range(40, 70);
    }
  }
  for (const [x, , w] of pieces) {
    const cx = x + w / 2;
    out.push(poly([[cx - 16, 40], [cx + 16, 40], [cx + w * 0.8, floorY], [cx - w * 0.8, floorY]], c.lin([
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ]), `filter="${c.blur(14)}" opacity="0.7"`));
    out.push(rect(cx - 9, 38, 18, 26, '#222222', 'rx="4"'), c.glow(cx, 66, 40, '#fff6dc', 0.9));
  }
  for (const [x, y, w, h] of pieces) out.push(framedPiece(c, x, y, w, h));
  // pedestal + sculpture
  if (r.chance(0.6) || layout === 1) {
    const px = r.chance(0.5) ? r.range(60, 220) : r.range(980, 1120);
    out.push(
      ellipse(px + 30, floorY + 60, 120, 18, '#000000', `opacity="0.25" filter="${c.blur(8)}"`),
      rect(px - 60, floorY - 180, 120, 240, c.lin([
        [0, '#ffffff'],
        [1, '#d9d5cf'],
      ], 0, 0, 1, 0)),
      ellipse(px, floorY - 230, r.range(36, 60), r.range(50, 70), c.rad([
        [0, shade(p.accent, 0.25)],
        [1, shade(p.accent, -0.2)],
      ], 0.35, 0.3, 0.8)),
    );
  }
  // visitors
  const visitors = layout === 1 ? r.int(1, 2) : r.int(0, 3);
  for (let i = 0; i < visitors; i++) {
    const vx = r.range(150, 1050);
    const h = r.range(360, 460);
    out.push(ellipse(vx, floorY + (H - floorY) * 0.7, 70, 12, '#000000', 'opacity="0.2"'), person(vx, floorY + (H - floorY) * 0.7, h, mix(p.deep, '#000000', r.range(0, 0.4)), false, r.chance(0.4) ? 1 : 0));
  }
  return out.join('');
}

function garden(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const horizon = r.range(360, 430);
  const golden = r.chance(0.5);
  out.push(rect(0, 0, W, horizon + 60, c.lin(golden ? [
    [0, '#8fb8e0'],
    [0.6, mix(p.light, '#ffe6b8', 0.5)],
    [1, p.glow],
  ] : [
    [0, '#6fa8dc'],
    [0.7, p.light],
    [1, '#ffffff'],
  ])));
  out.push(c.glow(r.range(200, 1000), horizon - 60, 420, p.glow, golden ? 0.7 : 0.4));
  // tree line
  const trees: string[] = [];
  for (let x = -60; x < W + 60; x += r.range(40, 90)) trees.push(circle(x, horizon - r.range(0, 60), r.range(50, 110), shade(p.deep, r.range(0.05, 0.15))));
  out.push(g(trees, `filter="${c.blur(6)}" opacity="0.85"`));
  const trees2: string[] = [];
  for (let x = -60; x < W + 60; x += r.range(50, 110)) trees2.push(circle(x, horizon + 20 - r.range(0, 40), r.range(50, 90), shade(p.mid, r.range(-0.12, 0))));
  out.push(g(trees2, `filter="${c.blur(3)}"`));
  // lawn with mowing stripes
  out.push(rect(0, horizon + 30, W, H - horizon, c.lin([
    [0, shade(p.mid, 0.05)],
    [1, shade(p.mid, -0.1)],
  ])));
  const stripes: string[] = [];
  for (let i = -8; i < 14; i += 2) stripes.push(poly([[600 + i * 20, horizon + 30], [600 + (i + 1) * 20, horizon + 30], [600 + (i + 1) * 200, H], [600 + i * 200, H]], '#ffffff', 'opacity="0.05"'));
  out.push(g(stripes));
  // hedges
  for (const side of [0, 1]) {
    const hx = side === 0 ? r.range(-60, 120) : r.range(900, 1100);
    out.push(rect(hx, horizon - 20, r.range(200, 320), 110, shade(p.deep, 0.1), 'rx="50"'));
  }
  const flowerCols = [p.accent, p.accent2, shade(p.accent, 0.2), '#ffffff'];
  const layout = c.variant % 3;
  if (layout === 0) {
    // ceremony arch with chairs
    const ax = r.range(450, 750);
    const aw = r.range(220, 300);
    const top = horizon - r.range(120, 170);
    const base = horizon + 160;
    out.push(path(`M${f(ax - aw / 2)} ${f(base)} L${f(ax - aw / 2)} ${f(top + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw / 2)} ${f(top + aw / 2)} L${f(ax + aw / 2)} ${f(base)}`, 'none', 'stroke="#f4efe6" stroke-width="14"'));
    const blooms: string[] = [];
    for (let i = 0; i < 40; i++) {
      const t = r.range(0, 1);
      const ang = Math.PI + t * Math.PI;
      const onArc = r.chance(0.7);
      const bx = onArc ? ax + Math.cos(ang) * aw * 0.5 : ax + (r.chance(0.5) ? -1 : 1) * aw * 0.5;
      const by = onArc ? top + aw / 2 + Math.sin(ang) * aw * 0.5 : r.range(top + aw / 2, base - 60);
      blooms.push(leaf(bx, by, r.range(18, 34), r.range(0, 360), shade(p.mid, -0.1)));
      blooms.push(flower(c, bx + r.range(-10, 10), by + r.range(-10, 10), r.range(9, 18), r.pick(flowerCols), p.glow));
    }
    out.push(g(blooms));
    const chairs: string[] = [];
    for (let row = 0; row < 4; row++) {
      const y = base + 40 + row * 55;
      const s = 1 + row * 0.35;
      for (const side of [-1, 1]) {
        for (let k = 0; k < 3; k++) {
          const x = ax + side * (70 + row * 30 + k * 60 * s);
          chairs.push(rect(x - 14 * s, y - 34 * s, 28 * s, 34 * s, '#f7f3ec', `rx="${f(4 * s)}"`), rect(x - 16 * s, y - 6 * s, 32 * s, 8 * s, '#e7dfd2'));
        }
      }
    }
    out.push(g(chairs), rect(ax - 40, base, 80, H - base, '#f2ece2', 'opacity="0.6"'));
  } else if (layout === 1) {
    // long table under lights
    const ty = r.range(560, 610);
    out.push(poly([[250, ty], [950, ty], [1180, H], [20, H]], '#f7f2ea'), poly([[20, H], [1180, H], [1180, H], [20, H]], '#e8dfd1'));
    const table: string[] = [];
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      table.push(flower(c, 600 + (t - 0.5) * 520, ty + 30 + t * 0, 14, r.pick(flowerCols), p.glow));
      table.push(c.glow(600 + (t - 0.5) * 700, ty + 120, 40, p.glow, 0.7), rect(600 + (t - 0.5) * 700 - 3, ty + 100, 6, 20, '#fff8e8'));
    }
    out.push(g(table));
    for (let i = 0; i < 3; i++) out.push(stringLights(c, r.range(-100, 200), r.range(20, 120), r.range(1000, 1300), r.range(20, 120), r.range(60, 140), 18, 3.2));
  } else {
    out.push(g(bokeh(c, 18, [p.glow, p.accent2, '#ffffff'], { x: 0, y: 0, w: W, h: horizon + 80 }, [20, 60]), `filter="${c.blur(5)}"`));
  }
  // foreground flower bed
  const bed: string[] = [];
  const bedTop = layout === 2 ? 420 : 700;
  for (let i = 0; i < (layout === 2 ? 50 : 26); i++) {
    const x = r.range(-30, W + 30);
    const y = r.range(bedTop, H + 20);
    bed.push(leaf(x, y + 12, r.range(30, 60), r.range(-160, -20), shade(p.mid, -0.15)));
  }
  for (let i = 0; i < (layout === 2 ? 32 : 18); i++) {
    const x = r.range(-30, W + 30);
    const y = r.range(bedTop, H + 20);
    const s = layout === 2 ? r.range(30, 70) * (0.5 + (y - bedTop) / (H - bedTop)) : r.range(14, 26);
    bed.push(flower(c, x, y, s, r.pick(flowerCols), p.glow, r.int(5, 7)));
  }
  out.push(g(bed));
  // blurred foreground leaves
  const fg: string[] = [];
  for (let i = 0; i < 6; i++) {
    const left = i % 2 === 0;
    fg.push(leaf(left ? r.range(-60, 40) : r.range(1160, 1260), r.range(-40, 300), r.range(160, 260), left ? r.range(10, 60) : r.range(120, 170), shade(p.deep, -0.05)));
  }
  out.push(g(fg, `filter="${c.blur(8)}" opacity="0.9"`));
  return out.join('');
}

function chandelier(c: Ctx, cx: number, cy: number, size: number): string {
  const { p } = c;
  const out: string[] = [line(cx, 0, cx, cy - size * 0.3, '#3a2a14', 3), c.glow(cx, cy + size * 0.2, size * 2.6, p.glow, 0.55)];
  for (let tier = 0; tier < 3; tier++) {
    const rx = size * (1 - tier * 0.28);
    const ry = rx * 0.2;
    const y = cy + tier * size * 0.28;
    out.push(ellipse(cx, y, rx, ry, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.9"`));
    const n = 18 - tier * 4;
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      const x = cx + Math.cos(a) * rx;
      const yy = y + Math.sin(a) * ry;
      const front = Math.sin(a) > 0;
      out.push(line(x, yy, x, yy + size * 0.12, p.light, 1.2, `opacity="${front ? 0.9 : 0.4}"`));
      out.push(circle(x, yy + size * 0.14, size * 0.03, '#fffaf0', `opacity="${front ? 1 : 0.5}"`));
      if (tier === 2 && front) out.push(circle(x, yy + size * 0.25, size * 0.022, '#fffaf0', 'opacity="0.8"'));
    }
  }
  out.push(c.glow(cx, cy + size * 0.3, size * 0.6, '#fffaf0', 0.9));
  return g(out);
}

function roundTable(c: Ctx, cx: number, cy: number, s: number): string {
  const { p } = c;
  return g([
    ellipse(cx, cy + s * 0.72, s * 1.05, s * 0.18, '#000000', 'opacity="0.35"'),
    path(`M${f(cx - s)} ${f(cy)} L${f(cx - s * 0.97)} ${f(cy + s * 0.6)} Q${f(cx)} ${f(cy + s * 0.8)} ${f(cx + s * 0.97)} ${f(cy + s * 0.6)} L${f(cx + s)} ${f(cy)} Z`, c.lin([
      [0, '#efe8dc'],
      [1, '#b9ad9a'],
    ], 0, 0, 1, 0)),
    ellipse(cx, cy, s, s * 0.3, '#faf6ee'),
    line(cx, cy - s * 0.05, cx, cy - s * 0.55, p.light, s * 0.04),
    circle(cx, cy - s * 0.62, s * 0.16, p.accent, 'opacity="0.95"'),
    circle(cx - s * 0.1, cy - s * 0.7, s * 0.1, shade(p.accent2, 0.05)),
    circle(cx + s * 0.12, cy - s * 0.66, s * 0.09, shade(p.mid, 0.2)),
    c.glow(cx - s * 0.45, cy - s * 0.02, s * 0.35, p.glow, 0.9),
    c.glow(cx + s * 0.45, cy + s * 0.02, s * 0.35, p.glow, 0.9),
  ]);
}

function ballroom(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const floorY = r.range(500, 540);
  out.push(rect(0, 0, W, floorY, c.lin([
    [0, shade(p.deep, -0.04)],
    [1, p.mid],
  ])));
  // wall panels with gold moulding
  const panelW = r.range(150, 210);
  for (let x = r.range(-60, 0); x < W; x += panelW + 30) {
    out.push(rect(x, 170, panelW, floorY - 210, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.5"`));
    out.push(rect(x + 14, 184, panelW - 28, floorY - 238, 'none', `stroke="${p.accent}" stroke-width="1.5" opacity="0.35"`));
  }
  // columns
  for (const x of [r.range(40, 120), r.range(1080, 1160)]) {
    out.push(rect(x - 36, 0, 72, floorY, c.lin([
      [0, shade(p.accent, -0.3)],
      [0.45, shade(p.accent2, 0.05)],
      [1, shade(p.accent, -0.35)],
    ], 0, 0, 1, 0)), rect(x - 48, floorY - 30, 96, 30, shade(p.accent, -0.2)));
  }
  // ceiling cornice
  out.push(rect(0, 0, W, 60, shade(p.deep, -0.06)), rect(0, 58, W, 8, p.accent, 'opacity="0.8"'));
  // floor
  out.push(rect(0, floorY, W, H - floorY, c.lin([
    [0, shade(p.mid, -0.05)],
    [1, shade(p.deep, -0.05)],
  ])));
  const tiles: string[] = [];
  for (let x = -1800; x < W + 1800; x += 120) tiles.push(line(x, H, 600 + (x - 600) * 0.15, floorY, p.accent, 1, 'opacity="0.18"'));
  for (let k = 1; k < 7; k++) {
    const y = floorY + (H - floorY) * Math.pow(k / 7, 1.7);
    tiles.push(line(0, y, W, y, p.accent, 1, 'opacity="0.15"'));
  }
  out.push(g(tiles));
  // chandeliers and their reflections
  const n = c.variant === 1 ? 1 : r.int(2, 3);
  for (let i = 0; i < n; i++) {
    const cx = n === 1 ? r.range(480, 720) : 220 + (760 / Math.max(1, n - 1)) * i + r.range(-40, 40);
    const size = n === 1 ? r.range(170, 220) : r.range(90, 130);
    const cy = n === 1 ? r.range(180, 220) : r.range(120, 170);
    out.push(chandelier(c, cx, cy, size), c.ellipseGlow(cx, floorY + (H - floorY) * 0.45, size * 0.8, size * 0.3, p.glow, 0.3));
  }
  // tables
  const tableRows = [
    { y: floorY + 40, s: 55, gap: 200 },
    { y: floorY + 130, s: 85, gap: 300 },
    { y: floorY + 260, s: 130, gap: 440 },
  ];
  for (const row of tableRows) {
    for (let x = r.range(-100, 100); x < W + 150; x += row.gap + r.range(-30, 30)) out.push(roundTable(c, x, row.y, row.s));
  }
  out.push(g(bokeh(c, 16, [p.glow, p.accent2], { x: 0, y: 0, w: W, h: floorY }, [10, 34]), `filter="${c.blur(4)}"`));
  return out.join('');
}

function loft(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const floorY = r.range(590, 640);
  // brick pattern
  const pid = c.id();
  const bricks: string[] = [];
  const bw = 64;
  const bh = 26;
  const brickBase = mix(p.accent, p.mid, 0.5);
  const tile = new Rng(hashString(pid));
  for (let row = 0; row < 4; row++) {
    for (let k = -1; k < 4; k++) {
      const x = k * bw + (row % 2) * (bw / 2);
      bricks.push(rect(x + 2, row * bh + 2, bw - 4, bh - 4, shade(brickBase, tile.range(-0.08, 0.06)), 'rx="2"'));
    }
  }
  c.defs.push(`<pattern id="${pid}" width="${bw * 4}" height="${bh * 4}" patternUnits="userSpaceOnUse">${rect(0, 0, bw * 4, bh * 4, shade(p.deep, 0.18))}${bricks.join('')}</pattern>`);
  out.push(rect(0, 0, W, floorY, `url(#${pid})`));
  // windows
  const nWin = c.variant === 1 ? 1 : r.int(2, 3);
  const winW = nWin === 1 ? r.range(460, 600) : r.range(230, 300);
  const winH = r.range(330, 400);
  const winY = r.range(80, 130);
  const gap = (W - nWin * winW) / (nWin + 1);
  const shafts: string[] = [];
  const sky = c.lin([
    [0, shade(p.accent2, 0.05)],
    [0.7, mix(p.accent2, '#ffffff', 0.6)],
    [1, '#fff8ea'],
  ]);
  const dir = r.chance(0.5) ? 1 : -1;
  for (let i = 0; i < nWin; i++) {
    const x = gap + i * (winW + gap);
    out.push(rect(x - 10, winY - 10, winW + 20, winH + 20, '#1d1a18'), rect(x, winY, winW, winH, sky));
    // distant buildings in the window
    for (let bx = x; bx < x + winW; bx += r.range(30, 70)) out.push(rect(bx, winY + winH - r.range(40, 140), r.range(25, 60), 150, mix(p.accent2, '#6b7f92', 0.6), `opacity="0.5" clip-path="${c.clip(rect(x, winY, winW, winH, '#000'))}"`));
    const cols = Math.round(winW / 70);
    const rows = Math.round(winH / 80);
    for (let k = 1; k < cols; k++) out.push(rect(x + (winW * k) / cols - 3, winY, 6, winH, '#1d1a18'));
    for (let k = 1; k < rows; k++) out.push(rect(x, winY + (winH * k) / rows - 3, winW, 6, '#1d1a18'));
    shafts.push(poly([[x, winY], [x + winW, winY], [x + winW + dir * 360, H], [x + dir * 360, H]], c.lin([
      [0, '#fff4dc', 0.45],
      [1, '#fff4dc', 0],
    ])));
  }
  out.push(rect(0, 0, W, floorY, c.lin([
    [0, '#000000', 0.35],
    [0.5, '#000000', 0.05],
    [1, '#000000', 0.3],
  ])));
  // ceiling beam and duct
  out.push(rect(0, 0, W, 40, '#1a1714'), rect(0, 44, W, 28, c.lin([
    [0, '#8b9096'],
    [0.5, '#d5d9dd'],
    [1, '#6c7177'],
  ])));
  // floor
  out.push(rect(0, floorY, W, H - floorY, c.lin([
    [0, shade(p.mid, 0.08)],
    [1, shade(p.mid, -0.12)],
  ])));
  const planks: string[] = [];
  for (let x = -1500; x < W + 1500; x += 55) planks.push(line(x, H, 600 + (x - 600) * 0.25, floorY, '#000000', 1.2, 'opacity="0.25"'));
  out.push(g(planks), g(shafts, `filter="${c.blur(16)}"`));
  // furniture
  const layout = c.variant % 3;
  const furn = shade(p.deep, -0.05);
  if (layout !== 2) {
    const ty = floorY + r.range(50, 90);
    out.push(rect(220, ty, 760, 26, c.lin([
      [0, '#8a5a36'],
      [1, '#5e3a20'],
    ])), rect(250, ty + 26, 14, 110, furn), rect(936, ty + 26, 14, 110, furn));
    for (let k = 0; k < 6; k++) out.push(rect(270 + k * 120, ty - 60, 50, 70, furn, 'rx="6" opacity="0.9"'));
    for (let k = 0; k < 4; k++) out.push(flower(c, 360 + k * 170, ty - 10, 12, r.pick([p.accent, p.glow, '#ffffff']), p.deep));
  } else {
    out.push(rect(160, floorY + 60, 440, 110, shade(p.accent2, -0.35), 'rx="26"'), rect(140, floorY + 110, 480, 80, shade(p.accent2, -0.42), 'rx="20"'), ellipse(820, floorY + 150, 150, 34, '#5e3a20'));
  }
  for (let k = 0; k < r.int(2, 4); k++) out.push(pendant(c, r.range(150, 1050), 72, r.range(120, 220), r.range(24, 36), '#1c1c1c'));
  out.push(plant(c, r.range(40, 120), H - 20, r.range(220, 300), '#2f5a34', '#e8e1d6'));
  if (r.chance(0.5)) out.push(plant(c, r.range(1080, 1160), H - 20, r.range(180, 260), '#365f3a', '#2a2a2a'));
  return out.join('');
}

function wineGlass(x: number, baseY: number, s: number, wine: string | null): string {
  const bowlTop = baseY - s * 2.1;
  const bowlBottom = baseY - s * 1.1;
  return g([
    line(x, bowlBottom, x, baseY, '#ffffff', s * 0.06, 'opacity="0.6"'),
    ellipse(x, baseY, s * 0.35, s * 0.08, '#ffffff', 'opacity="0.5"'),
    path(`M${f(x - s * 0.45)} ${f(bowlTop)} Q${f(x - s * 0.5)} ${f(bowlBottom)} ${f(x)} ${f(bowlBottom)} Q${f(x + s * 0.5)} ${f(bowlBottom)} ${f(x + s * 0.45)} ${f(bowlTop)} Z`, '#ffffff', 'opacity="0.18"'),
    wine ? path(`M${f(x - s * 0.46)} ${f(bowlTop + s * 0.45)} Q${f(x - s * 0.48)} ${f(bowlBottom)} ${f(x)} ${f(bowlBottom)} Q${f(x + s * 0.48)} ${f(bowlBottom)} ${f(x + s * 0.46)} ${f(bowlTop + s * 0.45)} Z`, wine, 'opacity="0.85"') : '',
    line(x - s * 0.3, bowlTop + s * 0.15, x - s * 0.34, bowlBottom - s * 0.2, '#ffffff', s * 0.05, 'opacity="0.7" stroke-linecap="round"'),
  ]);
}

function plateFood(c: Ctx, x: number, y: number, rx: number, ry: number): string {
  const { r, p } = c;
  const out: string[] = [
    ellipse(x + 6, y + ry * 0.25, rx * 1.02, ry * 1.02, '#000000', `opacity="0.3" filter="${c.blur(6)}"`),
    ellipse(x, y, rx, ry, '#f7f4ee'),
    ellipse(x, y, rx * 0.72, ry * 0.72, '#ece7de'),
    ellipse(x - rx * 0.3, y - ry * 0.35, rx * 0.35, ry * 0.12, '#ffffff', 'opacity="0.7"'),
  ];
  const sauce = r.pick([p.accent, '#8c2f1b', '#e8b04b', '#6a8f3a']);
  const a0 = r.range(0, Math.PI * 2);
  out.push(
    path(
      `M${f(x + Math.cos(a0) * rx * 0.5)} ${f(y + Math.sin(a0) * ry * 0.5)} A${f(rx * 0.5)} ${f(ry * 0.5)} 0 0 1 ${f(x + Math.cos(a0 + 2.2) * rx * 0.5)} ${f(y + Math.sin(a0 + 2.2) * ry * 0.5)}`,
      'none',
      `stroke="${sauce}" stroke-width="${f(ry * 0.12)}" stroke-linecap="round" opacity="0.85"`,
    ),
  );
  for (let i = 0; i < 7; i++) {
    const a = a0 + 2.6 + i * 0.35;
    out.push(circle(x + Math.cos(a) * rx * 0.48, y + Math.sin(a) * ry * 0.48, ry * r.range(0.02, 0.045), sauce));
  }
  const main = r.pick(['#c56a3a', '#f08a6a', '#e9d8b0', '#7a4a2a', '#f2c14e']);
  out.push(
    ellipse(x + rx * 0.04, y + ry * 0.06, rx * 0.3, ry * 0.22, '#000000', 'opacity="0.15"'),
    ellipse(x, y, rx * r.range(0.22, 0.3), ry * r.range(0.16, 0.22), main, `transform="rotate(${f(r.range(-30, 30))} ${f(x)} ${f(y)})"`),
    ellipse(x - rx * 0.06, y - ry * 0.06, rx * 0.12, ry * 0.05, '#ffffff', 'opacity="0.35"'),
  );
  const foodCols = [p.accent2, '#7cb342', '#f3d36b', '#5b8c3a', '#d7263d', '#ffffff'];
  for (let i = 0; i < r.int(6, 12); i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0.05, 0.35);
    const fx = x + Math.cos(a) * rx * d;
    const fy = y + Math.sin(a) * ry * d;
    if (r.chance(0.5)) out.push(leaf(fx, fy, rx * r.range(0.08, 0.14), r.range(0, 360), r.pick(['#4f7d3a', '#7cb342', '#2f5a24'])));
    else out.push(circle(fx, fy, ry * r.range(0.03, 0.07), r.pick(foodCols)));
  }
  return g(out);
}

function restaurant(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  out.push(rect(0, 0, W, H, c.lin([
    [0, shade(p.deep, 0.04)],
    [1, p.deep],
  ])));
  // back room: shelves, warm lights
  out.push(rect(0, 0, W, 420, c.lin([
    [0, shade(p.mid, -0.08)],
    [1, p.mid],
  ]), 'opacity="0.7"'));
  for (let x = r.range(-40, 60); x < W; x += r.range(240, 320)) {
    out.push(rect(x, 120, 180, 8, shade(p.mid, 0.1)), rect(x, 220, 180, 8, shade(p.mid, 0.1)));
    for (let k = 0; k < 6; k++) out.push(rect(x + 10 + k * 28, 120 - r.range(24, 50), 16, 50, r.pick([p.accent, p.accent2, '#3c5a3a']), 'opacity="0.55" rx="3"'));
  }
  out.push(g(bokeh(c, 28, [p.glow, p.accent2, p.glow], { x: 0, y: 60, w: W, h: 380 }, [14, 48]), `filter="${c.blur(6)}"`));
  for (let k = 0; k < r.int(2, 4); k++) out.push(pendant(c, r.range(100, 1100), 0, r.range(60, 160), r.range(22, 34), shade(p.accent2, -0.25)));
  const layout = c.variant % 3;
  if (layout === 1) {
    // dining room with small tables
    for (const row of [{ y: 470, s: 0.6 }, { y: 560, s: 0.85 }]) {
      for (let x = r.range(40, 140); x < W; x += 260 * row.s + r.range(40, 90)) {
        out.push(ellipse(x, row.y, 90 * row.s, 22 * row.s, '#efe3cf'), rect(x - 6 * row.s, row.y, 12 * row.s, 110 * row.s, '#140c08'), c.glow(x, row.y - 14 * row.s, 40 * row.s, p.glow, 0.9), circle(x, row.y - 10 * row.s, 4 * row.s, '#fff0c8'));
      }
    }
    out.push(rect(0, 640, W, 160, c.lin([
      [0, shade(p.mid, -0.1)],
      [1, p.deep],
    ])));
  }
  // foreground table
  const tableTop = layout === 1 ? 660 : r.range(470, 540);
  const wood = r.chance(0.5);
  out.push(path(`M-40 ${f(H)} L${f(r.range(60, 160))} ${f(tableTop)} L${f(r.range(1040, 1140))} ${f(tableTop)} L${W + 40} ${f(H)} Z`, c.lin(wood ? [
    [0, '#6a3f24'],
    [1, '#3a2112'],
  ] : [
    [0, '#efe6d6'],
    [1, '#c8b9a2'],
  ])));
  if (layout !== 1) {
    const plates = layout === 0 ? r.int(2, 3) : 1;
    for (let i = 0; i < plates; i++) {
      const px = plates === 1 ? r.range(450, 750) : 250 + i * (700 / Math.max(1, plates - 1)) + r.range(-40, 40);
      const py = tableTop + (H - tableTop) * r.range(0.4, 0.65);
      const s = plates === 1 ? 260 : r.range(150, 190);
      out.push(plateFood(c, px, py, s, s * 0.38));
    }
    for (let i = 0; i < r.int(2, 4); i++) out.push(wineGlass(r.range(120, 1080), tableTop + r.range(20, 90), r.range(55, 80), r.chance(0.7) ? r.pick(['#7a0f22', '#f3d16a', '#e88ca0']) : null));
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const x = r.range(100, 1100);
    const y = tableTop + r.range(10, 60);
    out.push(c.glow(x, y - 40, 90, p.glow, 0.8), rect(x - 9, y - 40, 18, 40, '#f6ead4', 'rx="3"'), ellipse(x, y - 48, 4, 9, '#fff2b0'));
  }
  return out.join('');
}

function softbox(c: Ctx, x: number, y: number, w: number, h: number, tilt: number, floorY: number): string {
  const standBase = floorY + 20;
  return g([
    line(x, y + h / 2, x, standBase, '#2a2a2e', 5),
    line(x, standBase - 60, x - 50, standBase, '#2a2a2e', 4),
    line(x, standBase - 60, x + 50, standBase, '#2a2a2e', 4),
    c.glow(x, y, Math.max(w, h) * 1.4, '#ffffff', 0.35),
    g([
      rect(x - w / 2 - 6, y - h / 2 - 6, w + 12, h + 12, '#1c1c20', 'rx="6"'),
      rect(x - w / 2, y - h / 2, w, h, c.rad([
        [0, '#ffffff'],
        [0.8, '#f6f6f2'],
        [1, '#d8d8d2'],
      ])),
    ], `transform="rotate(${f(tilt)} ${f(x)} ${f(y)})"`),
  ]);
}

function studio(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const gel = c.variant % 3 === 2 || r.chance(0.3);
  const horizon = r.range(470, 540);
  const wallA = gel ? p.mid : p.light;
  const wallB = gel ? p.accent : p.accent;
  out.push(rect(0, 0, W, H, c.lin([
    [0, shade(wallA, -0.15)],
    [0.55, wallA],
    [0.75, mix(wallA, wallB, 0.3)],
    [1, shade(wallB, -0.1)],
  ])));
  out.push(c.ellipseGlow(r.range(450, 750), horizon - 60, 520, 380, '#ffffff', gel ? 0.35 : 0.7));
  if (gel) out.push(c.ellipseGlow(r.range(100, 400), 200, 420, 300, p.accent2, 0.45), c.ellipseGlow(r.range(800, 1100), 260, 420, 320, p.accent, 0.45));
  // cyc curve
  out.push(path(`M0 ${f(horizon)} Q600 ${f(horizon + 80)} ${W} ${f(horizon)} L${W} ${H} L0 ${H} Z`, c.lin([
    [0, '#ffffff', 0],
    [1, '#000000', 0.25],
  ])));
  // backdrop paper roll
  if (c.variant % 3 === 1) {
    const bx = r.range(340, 520);
    const bwid = r.range(320, 420);
    out.push(rect(bx - 20, 40, bwid + 40, 20, '#2a2a2a', 'rx="10"'), path(`M${f(bx)} 60 L${f(bx + bwid)} 60 L${f(bx + bwid)} ${f(horizon + 40)} Q${f(bx + bwid)} ${f(horizon + 130)} ${f(bx + bwid + 30)} ${f(horizon + 190)} L${f(bx - 30)} ${f(horizon + 190)} Q${f(bx)} ${f(horizon + 130)} ${f(bx)} ${f(horizon + 40)} Z`, c.lin([
      [0, shade(p.accent2, -0.05)],
      [1, shade(p.accent2, -0.2)],
    ])));
    out.push(rect(bx + bwid * 0.4, horizon + 60, 70, 14, '#3a2b20', 'rx="4"'), line(bx + bwid * 0.42, horizon + 74, bx + bwid * 0.4, horizon + 150, '#3a2b20', 5), line(bx + bwid * 0.4 + 60, horizon + 74, bx + bwid * 0.4 + 66, horizon + 150, '#3a2b20', 5));
  }
  const nBoxes = r.int(2, 3);
  for (let i = 0; i < nBoxes; i++) {
    const left = i % 2 === 0;
    const x = left ? r.range(110, 300) : r.range(900, 1090);
    out.push(softbox(c, i === 2 ? r.range(520, 680) : x, r.range(200, 320), r.range(140, 200), r.range(180, 260), left ? r.range(8, 20) : r.range(-20, -8), horizon + 130));
  }
  // stool / chair on set
  if (c.variant % 3 !== 1) {
    const sx = r.range(500, 700);
    out.push(ellipse(sx, horizon + 190, 90, 16, '#000000', `opacity="0.25" filter="${c.blur(6)}"`), ellipse(sx, horizon + 60, 55, 14, shade(p.accent2, -0.2)), line(sx - 35, horizon + 66, sx - 48, horizon + 190, '#2a2a2a', 5), line(sx + 35, horizon + 66, sx + 48, horizon + 190, '#2a2a2a', 5), line(sx, horizon + 70, sx, horizon + 190, '#2a2a2a', 5));
  }
  // camera on tripod in the foreground
  const camX = r.chance(0.5) ? r.range(120, 260) : r.range(940, 1080);
  out.push(g([
    line(camX, 560, camX - 110, H + 10, '#141416', 9),
    line(camX, 560, camX + 110, H + 10, '#141416', 9),
    line(camX, 560, camX, H + 10, '#141416', 9),
    rect(camX - 80, 480, 160, 90, '#18181b', 'rx="12"'),
    rect(camX - 50, 462, 60, 24, '#18181b', 'rx="6"'),
    circle(camX + (camX < 600 ? 80 : -80), 525, 40, '#0c0c0e'),
    circle(camX + (camX < 600 ? 80 : -80), 525, 26, c.rad([
      [0, p.accent2],
      [1, '#111122'],
    ], 0.35, 0.35, 0.7)),
  ]));
  // cables
  out.push(path(`M${f(camX)} ${H} C${f(camX + 200)} ${f(H - 60)} ${f(r.range(400, 800))} ${f(H - 10)} ${f(r.range(700, 1200))} ${f(H - 70)}`, 'none', 'stroke="#111111" stroke-width="5" opacity="0.7"'));
  return out.join('');
}

function conference(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  out.push(rect(0, 0, W, H, c.lin([
    [0, shade(p.deep, -0.02)],
    [1, p.mid],
  ])));
  const layout = c.variant % 3;
  if (layout === 1) {
    // boardroom with city windows
    const winBottom = r.range(440, 480);
    out.push(rect(0, 40, W, winBottom - 40, c.lin([
      [0, shade(p.accent, 0.2)],
      [1, mix(p.light, p.accent2, 0.3)],
    ])));
    for (let x = 0; x < W; x += r.range(40, 90)) out.push(rect(x, winBottom - r.range(60, 260), r.range(30, 80), 300, mix(p.mid, p.accent, 0.3), 'opacity="0.6"'));
    for (let x = 0; x < W; x += 200) out.push(rect(x, 40, 10, winBottom - 40, '#141a24'));
    out.push(rect(0, winBottom, W, H - winBottom, c.lin([
      [0, '#2b2f3a'],
      [1, '#14161c'],
    ])));
    // long table in perspective
    out.push(poly([[450, winBottom + 30], [750, winBottom + 30], [1100, H], [100, H]], c.lin([
      [0, '#6d4a33'],
      [1, '#3d281a'],
    ])));
    for (let k = 0; k < 4; k++) {
      const t = k / 4;
      const y = winBottom + 40 + t * (H - winBottom - 60);
      const dx = 160 + t * 380;
      const s = 0.6 + t * 1.2;
      out.push(rect(600 - dx - 60 * s, y - 40 * s, 50 * s, 90 * s, '#101216', `rx="${f(8 * s)}"`), rect(600 + dx + 10 * s, y - 40 * s, 50 * s, 90 * s, '#101216', `rx="${f(8 * s)}"`));
      out.push(rect(600 - dx * 0.6, y, 40 * s, 6 * s, '#e8eef6', 'opacity="0.7"'));
    }
    out.push(rect(500, 60, 200, 110, '#0b0e14'), rect(508, 68, 184, 94, c.lin([
      [0, p.accent],
      [1, p.accent2],
    ], 0, 0, 1, 1)));
    return out.join('');
  }
  // stage + screen
  const screenW = r.range(560, 720);
  const screenH = screenW * 0.5;
  const sx = 600 - screenW / 2;
  const sy = r.range(90, 130);
  out.push(c.ellipseGlow(600, sy + screenH / 2, screenW, screenH, p.accent, 0.35));
  out.push(rect(sx - 8, sy - 8, screenW + 16, screenH + 16, '#05070c'), rect(sx, sy, screenW, screenH, c.lin([
    [0, shade(p.accent, -0.2)],
    [1, shade(p.accent2, -0.1)],
  ], 0, 0, 1, 1)));
  // chart on screen
  const chart = r.int(0, 2);
  if (chart === 0) {
    const bars = r.int(5, 8);
    for (let k = 0; k < bars; k++) {
      const bh = r.range(0.2, 0.8) * screenH * 0.7;
      out.push(rect(sx + screenW * 0.1 + k * (screenW * 0.8) / bars, sy + screenH * 0.85 - bh, (screenW * 0.8) / bars - 12, bh, p.light, 'opacity="0.85" rx="3"'));
    }
  } else if (chart === 1) {
    const pts: string[] = [];
    for (let k = 0; k <= 8; k++) pts.push(`${f(sx + screenW * (0.08 + 0.84 * (k / 8)))},${f(sy + screenH * (0.8 - 0.6 * (k / 8) + r.range(-0.1, 0.1)))}`);
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${p.light}" stroke-width="6" stroke-linejoin="round"/>`);
  } else {
    out.push(circle(600, sy + screenH / 2, screenH * 0.32, 'none', `stroke="${p.light}" stroke-width="26" opacity="0.35"`), path(`M600 ${f(sy + screenH / 2 - screenH * 0.32)} A${f(screenH * 0.32)} ${f(screenH * 0.32)} 0 1 1 ${f(600 - screenH * 0.3)} ${f(sy + screenH / 2 + screenH * 0.1)}`, 'none', `stroke="${p.light}" stroke-width="26"`));
  }
  if (layout === 0) {
    // side screens
    out.push(rect(60, sy + 40, 200, 112, '#05070c'), rect(66, sy + 46, 188, 100, p.accent, 'opacity="0.6"'), rect(940, sy + 40, 200, 112, '#05070c'), rect(946, sy + 46, 188, 100, p.accent, 'opacity="0.6"'));
  }
  const stageY = sy + screenH + r.range(50, 80);
  out.push(rect(0, stageY, W, 60, '#0b0d14'), rect(0, stageY, W, 4, p.accent2, 'opacity="0.8"'));
  // speaker at podium
  const px = r.range(760, 980);
  out.push(person(px - 60, stageY + 4, 170, '#05060a'), path(`M${f(px - 10)} ${f(stageY - 90)} L${f(px + 70)} ${f(stageY - 90)} L${f(px + 60)} ${f(stageY + 4)} L${f(px)} ${f(stageY + 4)} Z`, '#121622'), rect(px - 10, stageY - 92, 80, 6, p.accent, 'opacity="0.8"'));
  // stage lights
  for (let k = 0; k < r.int(3, 5); k++) {
    const lx = r.range(100, 1100);
    out.push(poly([[lx - 10, 0], [lx + 10, 0], [lx + r.range(-200, 200) + 120, stageY], [lx + r.range(-200, 200) - 120, stageY]], c.lin([
      [0, p.glow, 0.35],
      [1, p.glow, 0],
    ]), `filter="${c.blur(12)}"`));
  }
  // audience
  const seats: string[] = [];
  const rows = layout === 2 ? 3 : 5;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const y = stageY + 110 + t * (H - stageY - 110);
    const s = 0.6 + t * 0.9;
    const curve = 40 * (1 - t);
    for (let x = -20 + (row % 2) * 30 * s; x < W + 40; x += 70 * s) {
      const cy = y - curve * Math.cos(((x - 600) / 600) * (Math.PI / 2));
      seats.push(rect(x - 26 * s, cy - 22 * s, 52 * s, 50 * s, mix('#0b0d14', p.mid, 0.3), `rx="${f(10 * s)}"`));
      if (r.chance(0.7)) seats.push(bust(x, cy - 26 * s, 13 * s, '#04050a', 0));
    }
  }
  out.push(g(seats));
  return out.join('');
}

function bottle(x: number, baseY: number, w: number, h: number, color: string, label: string): string {
  return g([
    path(`M${f(x - w / 2)} ${f(baseY)} L${f(x - w / 2)} ${f(baseY - h * 0.55)} Q${f(x - w / 2)} ${f(baseY - h * 0.7)} ${f(x - w * 0.16)} ${f(baseY - h * 0.74)} L${f(x - w * 0.16)} ${f(baseY - h)} L${f(x + w * 0.16)} ${f(baseY - h)} L${f(x + w * 0.16)} ${f(baseY - h * 0.74)} Q${f(x + w / 2)} ${f(baseY - h * 0.7)} ${f(x + w / 2)} ${f(baseY - h * 0.55)} L${f(x + w / 2)} ${f(baseY)} Z`, color, 'opacity="0.82"'),
    rect(x - w * 0.4, baseY - h * 0.42, w * 0.8, h * 0.22, label, 'opacity="0.85"'),
    rect(x - w * 0.32, baseY - h * 0.62, w * 0.1, h * 0.5, '#ffffff', 'opacity="0.3"'),
  ]);
}

function barCafe(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const cafe = c.variant % 3 === 2;
  out.push(rect(0, 0, W, H, c.lin([
    [0, shade(p.deep, 0.03)],
    [1, shade(p.mid, -0.05)],
  ])));
  // subway tile
  const pid = c.id();
  c.defs.push(`<pattern id="${pid}" width="60" height="30" patternUnits="userSpaceOnUse">${rect(1, 1, 58, 13, '#ffffff', 'opacity="0.05" rx="2"')}${rect(-29, 16, 58, 13, '#ffffff', 'opacity="0.05" rx="2"')}${rect(31, 16, 58, 13, '#ffffff', 'opacity="0.05" rx="2"')}</pattern>`);
  out.push(rect(0, 0, W, 560, `url(#${pid})`));
  // neon sign
  const neonCol = r.pick([p.accent, p.accent2]);
  const nx = r.range(260, 940);
  const ny = r.range(110, 170);
  const shape = r.int(0, 3);
  let neon: string;
  if (shape === 0) neon = `M${f(nx - 70)} ${f(ny - 60)} L${f(nx + 70)} ${f(ny - 60)} L${f(nx)} ${f(ny + 20)} Z M${f(nx)} ${f(ny + 20)} L${f(nx)} ${f(ny + 80)} M${f(nx - 40)} ${f(ny + 80)} L${f(nx + 40)} ${f(ny + 80)} M${f(nx + 30)} ${f(ny - 90)} L${f(nx + 5)} ${f(ny - 40)}`;
  else if (shape === 1) neon = `M${f(nx - 60)} ${f(ny - 30)} L${f(nx + 40)} ${f(ny - 30)} L${f(nx + 30)} ${f(ny + 50)} Q${f(nx - 10)} ${f(ny + 70)} ${f(nx - 50)} ${f(ny + 50)} Z M${f(nx + 40)} ${f(ny - 15)} Q${f(nx + 90)} ${f(ny)} ${f(nx + 36)} ${f(ny + 30)} M${f(nx - 30)} ${f(ny - 60)} Q${f(nx - 20)} ${f(ny - 80)} ${f(nx - 30)} ${f(ny - 100)} M${f(nx)} ${f(ny - 60)} Q${f(nx + 10)} ${f(ny - 80)} ${f(nx)} ${f(ny - 100)}`;
  else if (shape === 2) neon = `M${f(nx - 160)} ${f(ny)} Q${f(nx - 120)} ${f(ny - 60)} ${f(nx - 80)} ${f(ny)} T${f(nx)} ${f(ny)} T${f(nx + 80)} ${f(ny)} T${f(nx + 160)} ${f(ny)} M${f(nx - 160)} ${f(ny + 40)} Q${f(nx - 120)} ${f(ny - 20)} ${f(nx - 80)} ${f(ny + 40)} T${f(nx)} ${f(ny + 40)} T${f(nx + 80)} ${f(ny + 40)} T${f(nx + 160)} ${f(ny + 40)}`;
  else neon = `M${f(nx)} ${f(ny + 60)} C${f(nx - 120)} ${f(ny - 20)} ${f(nx - 60)} ${f(ny - 100)} ${f(nx)} ${f(ny - 40)} C${f(nx + 60)} ${f(ny - 100)} ${f(nx + 120)} ${f(ny - 20)} ${f(nx)} ${f(ny + 60)} Z`;
  out.push(c.glow(nx, ny, 360, neonCol, 0.35));
  out.push(path(neon, 'none', `stroke="${neonCol}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" filter="${c.blur(10)}" opacity="0.9"`));
  out.push(path(neon, 'none', `stroke="${shade(neonCol, 0.3)}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`));
  // shelves with backlit bottles
  const shelves = cafe ? [330] : [300, 420];
  for (const sy of shelves) {
    out.push(c.ellipseGlow(600, sy - 20, 700, 70, p.glow, 0.45));
    out.push(rect(60, sy, W - 120, 8, '#2a1a10'), rect(60, sy - 3, W - 120, 3, p.glow, 'opacity="0.8"'));
    if (cafe) {
      for (let x = 90; x < W - 100; x += r.range(60, 90)) {
        out.push(rect(x, sy - r.range(50, 70), r.range(40, 60), 60, r.pick(['#c98b4a', '#efe6d6', '#6b4a2c', '#9db58a']), 'rx="8" opacity="0.9"'));
      }
    } else {
      for (let x = 90; x < W - 90; x += r.range(28, 44)) {
        out.push(bottle(x, sy, r.range(20, 34), r.range(70, 115), r.pick(['#7a4a1a', '#b8772a', '#2f5a3a', '#dfe9ef', '#5a1a2a', '#c2a14a', p.accent2]), r.pick(['#efe3c8', '#1a1a1a', '#d4b15c', '#ffffff'])));
      }
    }
  }
  // pendant bulbs
  for (let k = 0; k < r.int(3, 5); k++) {
    const x = 120 + (k * 960) / 4 + r.range(-40, 40);
    const y = r.range(120, 240);
    out.push(line(x, 0, x, y, '#0b0b0b', 2), c.glow(x, y + 14, 90, p.glow, 0.6), ellipse(x, y + 14, 12, 16, '#fff0c2'));
  }
  // bar counter
  const counterY = r.range(540, 580);
  out.push(rect(0, counterY, W, 24, c.lin([
    [0, '#b07a4a'],
    [1, '#6a4224'],
  ])), rect(0, counterY + 24, W, H - counterY, c.lin([
    [0, shade(p.mid, -0.12)],
    [1, shade(p.deep, -0.1)],
  ])));
  for (let x = 0; x < W; x += 80) out.push(rect(x, counterY + 24, 2, H - counterY, '#000000', 'opacity="0.35"'));
  out.push(rect(0, counterY + 24, W, 6, p.glow, 'opacity="0.35"'));
  // items on counter
  if (cafe) {
    out.push(rect(r.range(760, 900), counterY - 190, 220, 190, c.lin([
      [0, '#d9dde2'],
      [0.5, '#8a9098'],
      [1, '#c5cad0'],
    ], 0, 0, 1, 0), 'rx="12"'));
    for (let k = 0; k < 3; k++) {
      const x = r.range(120, 640);
      out.push(path(`M${f(x - 26)} ${f(counterY - 50)} L${f(x + 26)} ${f(counterY - 50)} L${f(x + 20)} ${f(counterY)} L${f(x - 20)} ${f(counterY)} Z`, '#f6f1e8'), ellipse(x, counterY - 50, 26, 6, '#6b3a1a'), path(`M${f(x + 24)} ${f(counterY - 40)} q18 4 0 24`, 'none', 'stroke="#f6f1e8" stroke-width="6"'));
    }
  } else {
    for (let k = 0; k < r.int(2, 4); k++) {
      const x = r.range(100, 1100);
      out.push(path(`M${f(x - 36)} ${f(counterY - 80)} L${f(x + 36)} ${f(counterY - 80)} L${f(x)} ${f(counterY - 40)} Z`, r.pick([p.accent, p.accent2, '#f2c14e']), 'opacity="0.75"'), line(x, counterY - 40, x, counterY, '#ffffff', 3, 'opacity="0.6"'), ellipse(x, counterY - 2, 20, 4, '#ffffff', 'opacity="0.5"'));
    }
  }
  // stools
  for (let x = r.range(80, 200); x < W; x += r.range(220, 300)) {
    out.push(ellipse(x, counterY + 120, 48, 14, shade(p.accent, -0.35)), line(x, counterY + 130, x, H, '#0c0c0c', 8), line(x - 30, H - 40, x + 30, H - 40, '#0c0c0c', 5));
  }
  return out.join('');
}

// ---------------------------------------------------------------------------
// Vendor scenes

function equalizer(c: Ctx, x: number, y: number, w: number, h: number, bars: number, colors: [string, string]): string {
  const out: string[] = [];
  const bw = w / bars;
  const grad = c.lin([
    [0, colors[1]],
    [1, colors[0]],
  ], 0, y, 0, y + h, true);
  let level = c.r.range(0.3, 0.8);
  for (let i = 0; i < bars; i++) {
    level = clamp(level + c.r.range(-0.25, 0.25), 0.1, 1);
    const bh = h * level;
    const segs = Math.floor(bh / 14);
    for (let s = 0; s < segs; s++) out.push(rect(x + i * bw + 2, y + h - (s + 1) * 14, bw - 4, 10, grad, 'rx="2"'));
  }
  return g(out);
}

function vinyl(c: Ctx, cx: number, cy: number, radius: number, label: string): string {
  const out: string[] = [
    circle(cx + 10, cy + 14, radius * 1.08, '#000000', `opacity="0.5" filter="${c.blur(12)}"`),
    circle(cx, cy, radius * 1.06, c.lin([
      [0, '#c8ccd2'],
      [1, '#5a5f66'],
    ], 0, 0, 1, 1)),
    circle(cx, cy, radius, '#0d0d0f'),
  ];
  for (let k = 0.4; k < 0.98; k += 0.035) out.push(circle(cx, cy, radius * k, 'none', `stroke="#2a2a2e" stroke-width="1.2" opacity="${f(c.r.range(0.4, 1))}"`));
  out.push(
    path(`M${f(cx - radius * 0.9)} ${f(cy - radius * 0.2)} A${f(radius * 0.92)} ${f(radius * 0.92)} 0 0 1 ${f(cx - radius * 0.2)} ${f(cy - radius * 0.9)}`, 'none', `stroke="#ffffff" stroke-width="${f(radius * 0.25)}" opacity="0.07"`),
    circle(cx, cy, radius * 0.32, label),
    circle(cx, cy, radius * 0.32, c.rad([
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ], 0.35, 0.3, 0.7)),
    circle(cx, cy, radius * 0.03, '#d0d0d0'),
  );
  return g(out);
}

function musicDjs(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  if (layout === 1) {
    // top-down deck
    out.push(rect(0, 0, W, H, c.lin([
      [0, '#2a2c31'],
      [1, '#121316'],
    ], 0, 0, 1, 1)));
    for (let y = 0; y < H; y += 6) out.push(line(0, y, W, y, '#ffffff', 1, `opacity="${f(r.range(0.01, 0.04))}"`));
    const cx = r.range(420, 640);
    const cy = r.range(360, 440);
    const rad = r.range(280, 330);
    out.push(c.glow(cx, cy, rad * 1.7, p.accent, 0.35));
    out.push(vinyl(c, cx, cy, rad, p.accent));
    for (let k = 0; k < 60; k++) {
      const a = (k / 60) * Math.PI * 2;
      out.push(circle(cx + Math.cos(a) * rad * 1.03, cy + Math.sin(a) * rad * 1.03, 3, '#f1f1f1', 'opacity="0.6"'));
    }
    // tonearm
    const ax = cx + rad + r.range(90, 130);
    const ay = cy - rad * r.range(0.6, 0.85);
    out.push(circle(ax, ay, 46, '#3a3d44'), circle(ax, ay, 30, '#8b9098'), line(ax, ay, cx + rad * 0.45, cy + rad * 0.35, '#c9cdd3', 14, 'stroke-linecap="round"'), rect(cx + rad * 0.45 - 24, cy + rad * 0.35 - 14, 48, 28, '#1b1c20', `rx="6" transform="rotate(-30 ${f(cx + rad * 0.45)} ${f(cy + rad * 0.35)})"`));
    // pitch fader
    out.push(rect(ax + 70, cy - 60, 22, 300, '#0b0b0d', 'rx="8"'), rect(ax + 60, cy + r.range(-30, 180), 42, 30, '#d9dde2', 'rx="5"'));
    out.push(rect(cx - rad - 80, cy + rad - 20, 60, 60, p.accent2, 'rx="30" opacity="0.85"'), c.glow(cx - rad - 50, cy + rad + 10, 60, p.accent2, 0.6));
    return out.join('');
  }
  out.push(rect(0, 0, W, H, c.lin([
    [0, p.deep],
    [1, shade(p.mid, -0.05)],
  ])));
  // LED equalizer wall
  out.push(equalizer(c, 40, r.range(60, 120), W - 80, r.range(280, 360), r.int(24, 40), [p.accent, p.accent2]));
  out.push(rect(0, 0, W, H, c.lin([
    [0, '#000000', 0],
    [0.6, '#000000', 0.35],
    [1, '#000000', 0.7],
  ])));
  out.push(laserBeams(c, r.range(200, 1000), 0, r.int(5, 9), [p.accent, p.accent2, p.glow], [40, 140]));
  if (layout === 0) {
    // DJ behind the booth
    const dx = r.range(480, 720);
    out.push(person(dx, 640, 380, '#050508', r.chance(0.5)));
    out.push(path(`M${f(dx - 34)} ${f(640 - 380 * 0.88)} A34 34 0 0 1 ${f(dx + 34)} ${f(640 - 380 * 0.88)}`, 'none', 'stroke="#050508" stroke-width="10"'), rect(dx - 42, 640 - 380 * 0.9, 16, 34, '#050508', 'rx="6"'), rect(dx + 26, 640 - 380 * 0.9, 16, 34, '#050508', 'rx="6"'));
    out.push(rect(140, 560, 920, 240, c.lin([
      [0, '#17171c'],
      [1, '#050507'],
    ])), rect(140, 560, 920, 6, p.accent, 'opacity="0.9"'));
    out.push(ellipse(330, 585, 150, 34, '#0c0c0e', `stroke="#5a5f66" stroke-width="4"`), ellipse(870, 585, 150, 34, '#0c0c0e', `stroke="#5a5f66" stroke-width="4"`), ellipse(330, 585, 40, 10, p.accent), ellipse(870, 585, 40, 10, p.accent2));
    out.push(rect(520, 566, 160, 40, '#2a2a30', 'rx="6"'));
    for (let k = 0; k < 8; k++) out.push(circle(540 + (k % 4) * 40, 576 + Math.floor(k / 4) * 20, 6, k % 3 === 0 ? p.accent2 : '#c9cdd3'));
    out.push(c.ellipseGlow(600, 600, 520, 90, p.accent, 0.25));
  } else {
    out.push(crowd(c, 560, 3, '#030304', mix(p.mid, p.accent, 0.35)));
  }
  return out.join('');
}

function photography(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(rect(0, 0, W, H, c.lin([
    [0, shade(p.deep, 0.04)],
    [1, p.mid],
  ], 0, 0, 1, 1)));
  out.push(g(bokeh(c, layout === 1 ? 40 : 24, [p.accent, p.accent2, p.glow, p.light], { x: -50, y: -50, w: W + 100, h: H + 100 }, layout === 1 ? [30, 110] : [20, 70]), `filter="${c.blur(layout === 1 ? 5 : 9)}"`));
  if (layout === 0) {
    // lens close-up
    const cx = r.range(520, 680);
    const cy = r.range(370, 430);
    const R = r.range(290, 330);
    out.push(circle(cx + 16, cy + 22, R * 1.02, '#000000', `opacity="0.6" filter="${c.blur(16)}"`));
    out.push(circle(cx, cy, R, c.lin([
      [0, '#3a3d44'],
      [1, '#0e0f12'],
    ], 0, 0, 1, 1)));
    const knurl: string[] = [];
    for (let k = 0; k < 120; k++) {
      const a = (k / 120) * Math.PI * 2;
      knurl.push(line(cx + Math.cos(a) * R * 0.88, cy + Math.sin(a) * R * 0.88, cx + Math.cos(a) * R * 0.98, cy + Math.sin(a) * R * 0.98, '#55595f', 3));
    }
    out.push(g(knurl), circle(cx, cy, R * 0.86, '#15161a'), circle(cx, cy, R * 0.78, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.8"`), circle(cx, cy, R * 0.72, c.rad([
      [0, shade(p.accent2, -0.2)],
      [0.5, '#0b0c14'],
      [1, '#050608'],
    ], 0.45, 0.45, 0.6)));
    // aperture blades
    const blades = r.int(6, 9);
    const ap = R * r.range(0.22, 0.34);
    const pts: [number, number][] = [];
    const rot = r.range(0, Math.PI);
    for (let k = 0; k < blades; k++) pts.push([cx + Math.cos(rot + (k / blades) * Math.PI * 2) * ap, cy + Math.sin(rot + (k / blades) * Math.PI * 2) * ap]);
    for (let k = 0; k < blades; k++) {
      const a = pts[k];
      const b = pts[(k + 1) % blades];
      if (!a || !b) continue;
      out.push(poly([a, b, [cx + (b[0] - cx) * 3.2, cy + (b[1] - cy) * 3.2]], k % 2 ? '#1a1b20' : '#22242a', 'opacity="0.9"'));
    }
    out.push(poly(pts, c.rad([
      [0, p.light, 0.7],
      [1, p.accent2, 0.2],
    ])));
    // reflections
    out.push(path(`M${f(cx - R * 0.6)} ${f(cy - R * 0.2)} A${f(R * 0.62)} ${f(R * 0.62)} 0 0 1 ${f(cx - R * 0.1)} ${f(cy - R * 0.6)}`, 'none', `stroke="${p.accent}" stroke-width="14" opacity="0.55" stroke-linecap="round"`));
    out.push(path(`M${f(cx + R * 0.3)} ${f(cy + R * 0.5)} A${f(R * 0.58)} ${f(R * 0.58)} 0 0 0 ${f(cx + R * 0.55)} ${f(cy + R * 0.15)}`, 'none', `stroke="${p.accent2}" stroke-width="10" opacity="0.5" stroke-linecap="round"`));
    out.push(ellipse(cx - R * 0.25, cy - R * 0.3, R * 0.12, R * 0.06, '#ffffff', `opacity="0.5" transform="rotate(-35 ${f(cx - R * 0.25)} ${f(cy - R * 0.3)})"`));
  } else if (layout === 1) {
    // camera silhouette against bokeh
    const cx = r.range(420, 780);
    const cy = r.range(430, 520);
    out.push(g([
      rect(cx - 260, cy - 150, 520, 300, '#0c0d10', 'rx="36"'),
      rect(cx - 200, cy - 210, 170, 80, '#0c0d10', 'rx="16"'),
      rect(cx + 120, cy - 185, 90, 50, '#0c0d10', 'rx="10"'),
      circle(cx + 20, cy + 10, 150, '#16171b'),
      circle(cx + 20, cy + 10, 120, c.rad([
        [0, p.accent2],
        [0.5, '#0a0b12'],
        [1, '#050507'],
      ], 0.4, 0.4, 0.6)),
      circle(cx - 20, cy - 30, 22, '#ffffff', 'opacity="0.4"'),
      rect(cx - 250, cy - 140, 500, 20, '#ffffff', 'opacity="0.05" rx="10"'),
      circle(cx + 200, cy - 100, 12, p.accent),
    ]));
  } else {
    // contact sheet / film strip of abstract frames
    const sy = r.range(220, 300);
    out.push(rect(-20, sy, W + 40, 300, '#0b0b0c', `transform="rotate(${f(r.range(-8, 8))} 600 ${f(sy + 150)})"`));
    for (let k = 0; k < 5; k++) {
      const fx = 40 + k * 232;
      out.push(g([
        abstractArt(c, fx, sy + 40, 210, 220),
        ...Array.from({ length: 8 }, (_, j) => rect(fx + j * 28, sy + 10, 16, 18, '#e6e6e6', 'rx="3" opacity="0.8"')),
        ...Array.from({ length: 8 }, (_, j) => rect(fx + j * 28, sy + 272, 16, 18, '#e6e6e6', 'rx="3" opacity="0.8"')),
      ], `transform="rotate(${f(r.range(-8, 8) * 0)} 600 400)"`));
    }
  }
  return out.join('');
}

function foodBeverage(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  const marble = r.chance(0.5);
  out.push(rect(0, 0, W, H, marble ? c.lin([
    [0, '#f3f0ea'],
    [1, '#dcd6cc'],
  ], 0, 0, 1, 1) : c.lin([
    [0, shade(p.mid, 0.05)],
    [1, shade(p.deep, 0.08)],
  ], 0, 0, 1, 1)));
  if (marble) {
    for (let k = 0; k < 8; k++) out.push(path(`M${f(r.range(-100, 1300))} -20 C${f(r.range(0, 1200))} ${f(r.range(100, 400))} ${f(r.range(0, 1200))} ${f(r.range(400, 700))} ${f(r.range(-100, 1300))} 820`, 'none', `stroke="#9a9389" stroke-width="${f(r.range(1, 3))}" opacity="0.25"`));
  } else {
    for (let y = 0; y < H; y += r.range(40, 90)) out.push(rect(0, y, W, 3, '#000000', 'opacity="0.2"'));
    for (let k = 0; k < 30; k++) out.push(path(`M0 ${f(r.range(0, H))} Q600 ${f(r.range(0, H))} ${W} ${f(r.range(0, H))}`, 'none', 'stroke="#000000" stroke-width="1" opacity="0.07"'));
  }
  if (layout === 1) {
    // grazing board
    const bx = r.range(160, 260);
    const by = r.range(130, 190);
    out.push(rect(bx + 16, by + 24, 820, 480, '#000000', `opacity="0.35" rx="40" filter="${c.blur(14)}"`), rect(bx, by, 820, 480, c.lin([
      [0, '#c08a58'],
      [1, '#8a5a32'],
    ], 0, 0, 1, 1), 'rx="40"'));
    for (let k = 0; k < 7; k++) {
      const x = bx + r.range(80, 740);
      const y = by + r.range(70, 410);
      const s = r.range(40, 70);
      out.push(poly([[x, y - s], [x + s, y + s * 0.6], [x - s * 0.9, y + s * 0.4]], r.pick(['#f4d77a', '#f7e8b8', '#e8b04b']), `transform="rotate(${f(r.range(0, 360))} ${f(x)} ${f(y)})"`));
    }
    for (let k = 0; k < 5; k++) {
      const x = bx + r.range(80, 740);
      const y = by + r.range(70, 410);
      const col = r.pick(['#6b2a5a', '#8cbf4a', '#3a1a3a']);
      for (let j = 0; j < 9; j++) out.push(circle(x + r.range(-30, 30), y + r.range(-30, 30), 14, col), circle(x + r.range(-30, 30) - 4, y + r.range(-30, 30) - 4, 4, '#ffffff', 'opacity="0.3"'));
    }
    for (let k = 0; k < 4; k++) {
      const x = bx + r.range(80, 740);
      const y = by + r.range(70, 410);
      for (let j = 0; j < 5; j++) out.push(circle(x + j * 16, y + j * 4, 24, '#e0b27a', 'stroke="#b07c48" stroke-width="2"'));
    }
    out.push(circle(bx + r.range(100, 700), by + r.range(100, 380), 60, '#f7f3ea', 'stroke="#d8d0c2" stroke-width="6"'));
    for (let k = 0; k < 12; k++) out.push(leaf(bx + r.range(0, 820), by + r.range(0, 480), r.range(24, 40), r.range(0, 360), '#4f7d3a'));
  } else {
    // plates on the table
    const n = layout === 0 ? r.int(3, 4) : 2;
    const spots = layout === 0 ? [[300, 260], [880, 230], [640, 560], [240, 620]] : [[420, 400], [880, 330]];
    for (let i = 0; i < n; i++) {
      const spot = spots[i] ?? [600, 400];
      const x = (spot[0] ?? 600) + r.range(-40, 40);
      const y = (spot[1] ?? 400) + r.range(-30, 30);
      const s = layout === 0 ? r.range(150, 190) : r.range(200, 240);
      out.push(plateFood(c, x, y, s, s));
    }
    // drinks
    for (let k = 0; k < (layout === 2 ? 4 : 2); k++) {
      const x = r.range(80, 1120);
      const y = r.range(80, 720);
      const drink = r.pick([p.accent, p.accent2, '#f6c453', '#e94f6a', '#8bd3e6']);
      out.push(circle(x + 8, y + 12, 58, '#000000', `opacity="0.25" filter="${c.blur(8)}"`), circle(x, y, 56, '#ffffff', 'opacity="0.35"'), circle(x, y, 46, drink, 'opacity="0.8"'), ellipse(x - 16, y - 18, 14, 8, '#ffffff', 'opacity="0.6"'), circle(x + 20, y - 10, 10, r.pick(['#7cb342', '#f2e86d', '#ffffff'])));
    }
    // cutlery and napkin
    const nx = r.range(40, 200);
    out.push(rect(nx, r.range(360, 460), 120, 220, r.pick([p.accent, '#f3ece0', p.accent2]), `opacity="0.85" rx="6" transform="rotate(${f(r.range(-12, 12))} ${f(nx + 60)} 480)"`));
    out.push(rect(nx + 40, 380, 12, 190, '#c9cdd3', 'rx="6"'), rect(nx + 70, 380, 12, 190, '#c9cdd3', 'rx="6"'));
  }
  for (let k = 0; k < 16; k++) out.push(leaf(r.range(0, W), r.range(0, H), r.range(10, 20), r.range(0, 360), r.pick(['#4f7d3a', '#6a9a3f']), 'opacity="0.9"'));
  for (let k = 0; k < 30; k++) out.push(circle(r.range(0, W), r.range(0, H), r.range(1.5, 3.5), r.pick(['#1a1a1a', '#ffffff', '#d9342b']), 'opacity="0.6"'));
  out.push(c.ellipseGlow(r.range(200, 1000), r.range(0, 300), 700, 400, '#fff6e0', 0.2));
  return out.join('');
}

function eventPlanning(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(rect(0, 0, W, H, c.lin([
    [0, p.light],
    [1, p.mid],
  ], 0, 0, 1, 1)));
  const colors = [p.accent, p.accent2, p.glow, shade(p.accent, 0.2), p.deep];
  if (layout === 1) {
    // timeline board with sticky notes
    out.push(rect(60, 60, 1080, 680, '#fbfbf8', 'rx="12"'), rect(60, 60, 1080, 680, 'none', 'stroke="#cfcac2" stroke-width="4" rx="12"'));
    const ty = r.range(360, 440);
    out.push(line(120, ty, 1080, ty, p.deep, 6, 'stroke-linecap="round"'));
    const stops = r.int(5, 7);
    for (let k = 0; k < stops; k++) {
      const x = 140 + (k * 920) / (stops - 1);
      const up = k % 2 === 0;
      const col = r.pick(colors.slice(0, 4));
      out.push(circle(x, ty, 16, col), circle(x, ty, 7, '#ffffff'));
      const ny = up ? ty - r.range(190, 250) : ty + r.range(50, 90);
      out.push(line(x, ty, x, up ? ny + 130 : ny, p.deep, 2, 'stroke-dasharray="6 6" opacity="0.5"'));
      out.push(g([
        rect(x - 62 + 5, ny + 6, 124, 124, '#000000', `opacity="0.15" filter="${c.blur(5)}"`),
        rect(x - 62, ny, 124, 124, mix(col, '#ffffff', 0.45)),
        rect(x - 44, ny + 28, 88, 8, '#3a3a3a', 'opacity="0.35" rx="4"'),
        rect(x - 44, ny + 50, 64, 8, '#3a3a3a', 'opacity="0.25" rx="4"'),
        rect(x - 44, ny + 72, 76, 8, '#3a3a3a', 'opacity="0.25" rx="4"'),
        circle(x, ny + 6, 8, p.deep),
      ], `transform="rotate(${f(r.range(-5, 5))} ${f(x)} ${f(ny + 62)})"`));
    }
    out.push(confetti(c, 40, colors, { x: 0, y: 0, w: W, h: 120 }), confetti(c, 40, colors, { x: 0, y: 700, w: W, h: 100 }));
    return out.join('');
  }
  // flat-lay desk
  // notebook
  const nbx = r.range(120, 220);
  const nby = r.range(120, 180);
  out.push(g([
    rect(nbx + 14, nby + 18, 460, 560, '#000000', `opacity="0.2" filter="${c.blur(10)}"`),
    rect(nbx, nby, 460, 560, p.deep, 'rx="14"'),
    rect(nbx + 30, nby + 10, 420, 540, '#fffdf8', 'rx="6"'),
    ...Array.from({ length: 12 }, (_, k) => line(nbx + 60, nby + 80 + k * 38, nbx + 420, nby + 80 + k * 38, '#b8c4d6', 1.5)),
    ...Array.from({ length: 9 }, (_, k) => circle(nbx + 12, nby + 40 + k * 60, 9, '#d9dde2', 'stroke="#8a9098" stroke-width="3"')),
    // a mini timeline on the page
    line(nbx + 90, nby + 130, nbx + 90, nby + 480, p.accent, 4),
    ...Array.from({ length: 5 }, (_, k) => circle(nbx + 90, nby + 140 + k * 84, 11, k === 2 ? p.accent2 : p.accent)),
    ...Array.from({ length: 5 }, (_, k) => rect(nbx + 120, nby + 132 + k * 84, r.range(120, 260), 14, '#4a4a4a', 'opacity="0.35" rx="7"')),
  ], `transform="rotate(${f(r.range(-6, 4))} ${f(nbx + 230)} ${f(nby + 280)})"`));
  // calendar card
  const cx = r.range(700, 780);
  const cy = r.range(90, 150);
  const cal: string[] = [
    rect(cx + 10, cy + 14, 360, 320, '#000000', `opacity="0.18" filter="${c.blur(8)}"`),
    rect(cx, cy, 360, 320, '#ffffff', 'rx="10"'),
    rect(cx, cy, 360, 60, p.accent, 'rx="10"'),
    rect(cx, cy + 40, 360, 20, p.accent),
  ];
  const circled = r.int(0, 27);
  for (let k = 0; k < 28; k++) {
    const x = cx + 30 + (k % 7) * 46;
    const y = cy + 90 + Math.floor(k / 7) * 56;
    cal.push(rect(x - 10, y - 8, 20, 16, '#9aa1ab', 'rx="4" opacity="0.5"'));
    if (k === circled) cal.push(circle(x, y, 22, 'none', `stroke="${p.accent2}" stroke-width="5"`));
  }
  out.push(g(cal, `transform="rotate(${f(r.range(-3, 8))} ${f(cx + 180)} ${f(cy + 160)})"`));
  // colour swatch fan
  const sx = r.range(720, 880);
  const sy = r.range(520, 600);
  for (let k = 0; k < 5; k++) {
    out.push(g([
      rect(sx, sy - 200, 80, 220, '#ffffff', 'rx="8"'),
      rect(sx + 8, sy - 192, 64, 150, colors[k % colors.length] ?? p.accent, 'rx="4"'),
    ], `transform="rotate(${f(-30 + k * 14)} ${f(sx + 40)} ${f(sy + 10)})"`));
  }
  // pen
  const penX = r.range(560, 660);
  out.push(rect(penX, 200, 18, 360, p.deep, `rx="9" transform="rotate(${f(r.range(-25, 25))} ${f(penX)} 380)"`));
  out.push(confetti(c, layout === 2 ? 140 : 70, colors));
  return out.join('');
}

function decorFlorals(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(rect(0, 0, W, H, c.lin([
    [0, p.light],
    [1, mix(p.light, p.mid, 0.35)],
  ])));
  const bloomCols = [p.accent, p.accent2, shade(p.accent, 0.15), '#ffffff', shade(p.accent2, -0.1)];
  const greens = ['#4f6f46', '#6b8c5a', '#86a38a', '#3e5a3a'];
  if (layout === 1) {
    // floral wall
    for (let k = 0; k < 160; k++) out.push(leaf(r.range(-40, W + 40), r.range(-40, H + 40), r.range(40, 80), r.range(0, 360), r.pick(greens)));
    const blooms: [number, number, number][] = [];
    for (let k = 0; k < 70; k++) blooms.push([r.range(-40, W + 40), r.range(-40, H + 40), r.range(28, 70)]);
    blooms.sort((a, b) => a[2] - b[2]);
    for (const [x, y, s] of blooms) out.push(circle(x + 4, y + 6, s * 0.9, '#000000', 'opacity="0.12"'), flower(c, x, y, s, r.pick(bloomCols), p.glow, r.int(5, 8)));
    out.push(c.ellipseGlow(600, 400, 700, 500, '#ffffff', 0.15));
    return out.join('');
  }
  // table with arrangement
  const tableY = r.range(560, 620);
  out.push(c.ellipseGlow(r.range(300, 900), 200, 600, 300, '#ffffff', 0.5));
  out.push(rect(0, tableY, W, H - tableY, c.lin([
    [0, shade(p.mid, 0.1)],
    [1, shade(p.mid, -0.1)],
  ])));
  out.push(rect(0, tableY, W, 6, '#ffffff', 'opacity="0.4"'));
  const vx = r.range(460, 740);
  const vaseH = r.range(150, 220);
  const vaseCol = r.pick(['#f1ece4', '#2f3e46', '#c9a77a', shade(p.accent2, -0.2)]);
  // stems and greenery
  const greenery: string[] = [];
  for (let k = 0; k < 30; k++) {
    const a = r.range(-160, -20);
    const len = r.range(120, 300);
    const ex = vx + Math.cos((a * Math.PI) / 180) * len;
    const ey = tableY - vaseH + Math.sin((a * Math.PI) / 180) * len;
    greenery.push(path(`M${f(vx)} ${f(tableY - vaseH + 20)} Q${f((vx + ex) / 2 + r.range(-40, 40))} ${f((tableY - vaseH + ey) / 2)} ${f(ex)} ${f(ey)}`, 'none', 'stroke="#4f6f46" stroke-width="3"'));
    for (let j = 0; j < 4; j++) {
      const t = 0.3 + j * 0.2;
      greenery.push(leaf(vx + (ex - vx) * t, tableY - vaseH + (ey - tableY + vaseH) * t, r.range(20, 36), a + r.choice2(), r.pick(greens)));
    }
  }
  out.push(g(greenery));
  const blooms: [number, number, number][] = [];
  for (let k = 0; k < r.int(9, 14); k++) {
    const a = r.range(-170, -10) * (Math.PI / 180);
    const d = r.range(20, 220);
    blooms.push([vx + Math.cos(a) * d * 1.3, tableY - vaseH - 20 + Math.sin(a) * d, r.range(30, 62)]);
  }
  blooms.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s] of blooms) out.push(flower(c, x, y, s, r.pick(bloomCols), p.glow, r.int(5, 8)));
  for (let k = 0; k < 25; k++) out.push(circle(vx + r.range(-300, 300), tableY - vaseH - r.range(20, 260), r.range(4, 8), r.pick(['#ffffff', p.accent2]), 'opacity="0.9"'));
  out.push(path(`M${f(vx - 60)} ${f(tableY - vaseH)} L${f(vx + 60)} ${f(tableY - vaseH)} Q${f(vx + 90)} ${f(tableY - vaseH * 0.4)} ${f(vx + 50)} ${f(tableY)} L${f(vx - 50)} ${f(tableY)} Q${f(vx - 90)} ${f(tableY - vaseH * 0.4)} ${f(vx - 60)} ${f(tableY - vaseH)} Z`, vaseCol));
  out.push(rect(vx - 40, tableY - vaseH + 20, 12, vaseH - 40, '#ffffff', 'opacity="0.25" rx="6"'));
  // candles
  for (let k = 0; k < r.int(2, 4); k++) {
    const x = r.chance(0.5) ? r.range(120, vx - 200) : r.range(vx + 200, 1080);
    const h = r.range(80, 200);
    out.push(c.glow(x, tableY - h - 20, 90, p.glow, 0.7), rect(x - 12, tableY - h, 24, h, '#f7f1e6', 'rx="4"'), ellipse(x, tableY - h - 14, 6, 13, '#ffe08a'));
  }
  // scattered petals
  for (let k = 0; k < 12; k++) out.push(ellipse(r.range(50, 1150), r.range(tableY + 40, H - 20), 12, 7, r.pick(bloomCols), `transform="rotate(${f(r.range(0, 180))} 0 0)" opacity="0.9"`));
  if (layout === 2) out.push(g(bokeh(c, 20, [p.glow, '#ffffff'], { x: 0, y: 0, w: W, h: tableY }, [20, 50]), `filter="${c.blur(6)}"`));
  return out.join('');
}

function curtains(c: Ctx, color: string, top: number, spread: number): string {
  const out: string[] = [];
  const fold = c.lin([
    [0, shade(color, -0.2)],
    [0.5, shade(color, 0.1)],
    [1, shade(color, -0.2)],
  ], 0, 0, 1, 0);
  for (const side of [-1, 1]) {
    for (let k = 0; k < 5; k++) {
      const x = side < 0 ? -20 + k * spread / 5 : W + 20 - (k + 1) * spread / 5;
      out.push(rect(x, top, spread / 5 + 4, H - top, fold));
    }
  }
  out.push(rect(0, 0, W, top + 60, fold));
  for (let k = 0; k < 10; k++) out.push(path(`M${f(k * 120)} ${f(top + 40)} Q${f(k * 120 + 60)} ${f(top + 110)} ${f(k * 120 + 120)} ${f(top + 40)} Z`, shade(color, -0.08)));
  out.push(rect(0, top + 36, W, 8, c.p.accent2, 'opacity="0.8"'));
  return g(out);
}

function entertainment(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(rect(0, 0, W, H, c.lin([
    [0, p.deep],
    [1, shade(p.mid, -0.1)],
  ])));
  const stageY = r.range(560, 620);
  // spotlight cones
  const target = r.range(420, 780);
  for (let k = 0; k < r.int(2, 4); k++) {
    const lx = r.range(0, W);
    out.push(poly([[lx - 12, -10], [lx + 12, -10], [target + 180, stageY + 30], [target - 180, stageY + 30]], c.lin([
      [0, p.glow, 0.55],
      [1, p.glow, 0.12],
    ]), `filter="${c.blur(10)}"`));
  }
  out.push(c.ellipseGlow(target, stageY + 20, 260, 50, p.glow, 0.9));
  // stage floor
  out.push(rect(0, stageY, W, H - stageY, c.lin([
    [0, '#1c1410'],
    [1, '#070504'],
  ])), rect(0, stageY, W, 5, p.accent2, 'opacity="0.7"'));
  out.push(c.ellipseGlow(target, stageY + 24, 240, 40, p.glow, 0.6));
  // performers
  const pose = r.int(0, 2);
  if (pose === 0) out.push(person(target, stageY + 20, 340, '#050304', true));
  else if (pose === 1) {
    out.push(person(target - 70, stageY + 20, 320, '#050304'), person(target + 70, stageY + 20, 300, '#050304', true, 1));
  } else {
    out.push(person(target, stageY + 20, 330, '#050304'), line(target + 40, stageY - 240, target + 60, stageY - 200, '#050304', 8), line(target + 60, stageY - 200, target + 60, stageY + 20, '#050304', 4));
    for (let k = 0; k < 3; k++) out.push(circle(target - 60 + k * 60, stageY - 380 - r.range(0, 60), 16, r.pick([p.accent, p.accent2, p.glow])));
  }
  out.push(curtains(c, p.accent, 0, r.range(180, 300)));
  if (layout !== 1) out.push(confetti(c, layout === 2 ? 220 : 120, [p.accent, p.accent2, p.glow, '#ffffff', shade(p.accent2, 0.2)]));
  // audience heads
  out.push(crowd(c, 700, 2, '#020202', '#0d0a08'));
  return out.join('');
}

function shield(cx: number, cy: number, s: number, fill: string, extra = ''): string {
  return path(`M${f(cx)} ${f(cy - s)} L${f(cx + s * 0.85)} ${f(cy - s * 0.65)} L${f(cx + s * 0.8)} ${f(cy + s * 0.1)} Q${f(cx + s * 0.6)} ${f(cy + s * 0.8)} ${f(cx)} ${f(cy + s * 1.1)} Q${f(cx - s * 0.6)} ${f(cy + s * 0.8)} ${f(cx - s * 0.8)} ${f(cy + s * 0.1)} L${f(cx - s * 0.85)} ${f(cy - s * 0.65)} Z`, fill, extra);
}

function guard(x: number, baseY: number, h: number, vest: string): string {
  const P = (dx: number, dy: number) => `${f(x + dx * h)} ${f(baseY - dy * h)}`;
  return (
    person(x, baseY, h, '#0a0c10') +
    path(`M${P(-0.1, 0.8)} L${P(-0.04, 0.8)} L${P(0, 0.68)} L${P(0.04, 0.8)} L${P(0.1, 0.8)} L${P(0.085, 0.5)} L${P(-0.085, 0.5)} Z`, vest) +
    rect(x - h * 0.09, baseY - h * 0.6, h * 0.18, h * 0.025, '#e8eef6', 'opacity="0.9"') +
    rect(x - h * 0.092, baseY - h * 0.7, h * 0.184, h * 0.025, '#e8eef6', 'opacity="0.9"') +
    path(`M${P(0.055, 0.86)} q${f(h * 0.03)} ${f(h * 0.02)} ${f(h * 0.02)} ${f(h * 0.07)}`, 'none', `stroke="#0a0c10" stroke-width="${f(h * 0.008)}"`)
  );
}

function securityLogistics(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(rect(0, 0, W, H, c.lin([
    [0, p.deep],
    [1, p.mid],
  ], 0, 0, 1, 1)));
  // map grid and routes
  const grid: string[] = [];
  for (let x = 0; x < W; x += 40) grid.push(line(x, 0, x, H, p.light, 1, 'opacity="0.06"'));
  for (let y = 0; y < H; y += 40) grid.push(line(0, y, W, y, p.light, 1, 'opacity="0.06"'));
  out.push(g(grid));
  for (let k = 0; k < r.int(3, 5); k++) {
    const pts: string[] = [];
    let x = r.range(0, W);
    let y = r.range(0, H);
    for (let j = 0; j < 6; j++) {
      pts.push(`${f(x)},${f(y)}`);
      if (j % 2) x = clamp(x + r.range(-300, 300), 0, W);
      else y = clamp(y + r.range(-220, 220), 0, H);
    }
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${k % 2 ? p.accent2 : p.accent}" stroke-width="4" stroke-dasharray="14 10" opacity="0.45"/>`);
  }
  if (layout === 0) {
    const cx = r.range(480, 720);
    const cy = r.range(360, 420);
    out.push(c.glow(cx, cy, 380, p.accent2, 0.3));
    out.push(shield(cx + 12, cy + 18, 240, '#000000', `opacity="0.4" filter="${c.blur(12)}"`), shield(cx, cy, 240, c.lin([
      [0, shade(p.mid, 0.12)],
      [1, shade(p.deep, -0.04)],
    ])), shield(cx, cy, 200, 'none', `stroke="${p.accent}" stroke-width="10"`));
    out.push(path(`M${f(cx - 80)} ${f(cy + 10)} L${f(cx - 20)} ${f(cy + 70)} L${f(cx + 100)} ${f(cy - 60)}`, 'none', `stroke="${p.accent}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"`));
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + r.range(0, 1);
      const d = r.range(340, 460);
      out.push(circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, 30, p.deep, `stroke="${k % 2 ? p.accent2 : p.accent}" stroke-width="5"`), circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, 9, k % 2 ? p.accent2 : p.accent));
    }
  } else if (layout === 1) {
    // entrance: stanchions, rope, barricades
    const floorY = 520;
    out.push(rect(0, floorY, W, H - floorY, c.lin([
      [0, shade(p.deep, 0.05)],
      [1, '#050608'],
    ])));
    const posts = [140, 380, 620, 860, 1060].map((x) => x + r.range(-30, 30));
    for (let k = 0; k < posts.length - 1; k++) {
      const a = posts[k] ?? 0;
      const b = posts[k + 1] ?? 0;
      out.push(path(`M${f(a)} ${f(floorY - 130)} Q${f((a + b) / 2)} ${f(floorY - 50)} ${f(b)} ${f(floorY - 130)}`, 'none', `stroke="${p.accent}" stroke-width="14" stroke-linecap="round"`));
    }
    for (const x of posts) out.push(ellipse(x, floorY + 60, 50, 12, '#000000', 'opacity="0.4"'), rect(x - 9, floorY - 140, 18, 200, c.lin([
      [0, '#8b9098'],
      [0.5, '#eef1f4'],
      [1, '#6c7177'],
    ], 0, 0, 1, 0)), circle(x, floorY - 145, 16, '#d9dde2'), ellipse(x, floorY + 60, 42, 10, '#9aa1ab'));
    // barricade
    const bx = r.range(80, 300);
    const stripes = c.id();
    c.defs.push(`<pattern id="${stripes}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${rect(0, 0, 30, 60, p.accent)}${rect(30, 0, 30, 60, '#111111')}</pattern>`);
    out.push(c.ellipseGlow(600, floorY, 600, 60, p.accent, 0.15));
    const gx = r.chance(0.5) ? r.range(160, 300) : r.range(900, 1040);
    out.push(ellipse(gx, floorY + 200, 80, 14, '#000000', 'opacity="0.4"'), guard(gx, floorY + 200, 430, p.accent));
    out.push(rect(bx, 620, 820, 80, `url(#${stripes})`, 'rx="8"'), rect(bx + 40, 700, 16, 90, '#9aa1ab'), rect(bx + 764, 700, 16, 90, '#9aa1ab'));
    out.push(c.glow(r.range(200, 1000), 180, 220, p.accent2, 0.5), circle(r.range(100, 1100), 120, 10, p.accent2));
  } else {
    // logistics: stacked road cases
    const floorY = r.range(600, 660);
    out.push(rect(0, floorY, W, H - floorY, '#08090b', 'opacity="0.7"'));
    const cols = r.int(3, 5);
    for (let k = 0; k < cols; k++) {
      const cw = r.range(150, 220);
      const x = 80 + k * (1040 / cols);
      let y = floorY;
      for (let j = 0; j < r.int(1, 3); j++) {
        const ch = r.range(110, 170);
        y -= ch;
        out.push(g([
          rect(x, y, cw, ch, c.lin([
            [0, '#23262b'],
            [1, '#121317'],
          ]), 'rx="6"'),
          rect(x, y, cw, ch, 'none', `stroke="#8b9098" stroke-width="5" rx="6"`),
          rect(x - 3, y - 3, 22, 22, '#c9cdd3', 'rx="4"'),
          rect(x + cw - 19, y - 3, 22, 22, '#c9cdd3', 'rx="4"'),
          rect(x - 3, y + ch - 19, 22, 22, '#c9cdd3', 'rx="4"'),
          rect(x + cw - 19, y + ch - 19, 22, 22, '#c9cdd3', 'rx="4"'),
          rect(x + cw / 2 - 30, y + ch / 2 - 8, 60, 16, '#5a5f66', 'rx="8"'),
          rect(x + 20, y + 20, cw * 0.35, 10, k % 2 ? p.accent : p.accent2, 'rx="2"'),
        ]));
      }
    }
    out.push(c.glow(r.range(200, 1000), 80, 360, p.light, 0.2));
    // a hand truck and crew member
    const tx = r.range(900, 1080);
    out.push(guard(tx, floorY + 120, 360, p.accent2), line(tx - 90, floorY + 110, tx - 60, floorY - 170, '#9aa1ab', 8), rect(tx - 100, floorY + 100, 80, 10, '#9aa1ab'), circle(tx - 80, floorY + 118, 16, '#1a1b1f'));
  }
  return out.join('');
}

function coupe(x: number, y: number, s: number, fill: string): string {
  return g([
    path(`M${f(x - s)} ${f(y)} Q${f(x)} ${f(y + s * 0.7)} ${f(x + s)} ${f(y)} Z`, fill, 'opacity="0.75"'),
    path(`M${f(x - s)} ${f(y)} Q${f(x)} ${f(y + s * 0.7)} ${f(x + s)} ${f(y)}`, 'none', 'stroke="#ffffff" stroke-width="2" opacity="0.7"'),
    line(x, y + s * 0.35, x, y + s * 1.1, '#ffffff', 3, 'opacity="0.7"'),
    ellipse(x, y + s * 1.12, s * 0.45, s * 0.08, '#ffffff', 'opacity="0.6"'),
  ]);
}

function sparkle(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return path(`M${f(x)} ${f(y - s)} Q${f(x + s * 0.12)} ${f(y - s * 0.12)} ${f(x + s)} ${f(y)} Q${f(x + s * 0.12)} ${f(y + s * 0.12)} ${f(x)} ${f(y + s)} Q${f(x - s * 0.12)} ${f(y + s * 0.12)} ${f(x - s)} ${f(y)} Q${f(x - s * 0.12)} ${f(y - s * 0.12)} ${f(x)} ${f(y - s)} Z`, fill, `opacity="${f(opacity)}"`);
}

function premiumServices(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  // velvet drape
  const folds = r.int(9, 14);
  const fw = W / folds;
  out.push(rect(0, 0, W, H, p.deep));
  for (let k = 0; k < folds; k++) {
    out.push(rect(k * fw - 2, 0, fw + 4, H, c.lin([
      [0, shade(p.mid, -0.12)],
      [0.5, shade(p.mid, 0.06)],
      [1, shade(p.mid, -0.14)],
    ], 0, 0, 1, 0)));
  }
  out.push(rect(0, 0, W, H, c.rad([
    [0, '#000000', 0],
    [1, '#000000', 0.6],
  ], 0.5, 0.4, 0.7)));
  const gold = c.lin([
    [0, shade(p.accent, -0.15)],
    [0.5, p.accent2],
    [1, shade(p.accent, -0.2)],
  ], 0, 0, 1, 1);
  if (layout === 0) {
    // champagne tower
    const cx = r.range(520, 680);
    const baseY = r.range(700, 740);
    out.push(c.glow(cx, baseY - 220, 420, p.glow, 0.45));
    out.push(rect(cx - 340, baseY, 680, 20, gold, 'rx="4"'));
    const tiers = 5;
    for (let t = 0; t < tiers; t++) {
      const n = tiers - t;
      const s = 54;
      const y = baseY - 80 - t * 94;
      for (let k = 0; k < n; k++) out.push(coupe(cx + (k - (n - 1) / 2) * s * 2.1, y, s, p.accent2));
    }
    for (let k = 0; k < 70; k++) out.push(circle(cx + r.range(-260, 260), baseY - r.range(40, 500), r.range(1.5, 4), '#fff6d8', 'opacity="0.7"'));
  } else if (layout === 1) {
    // red carpet and gold stanchions
    out.push(poly([[520, 420], [680, 420], [1000, H], [200, H]], c.lin([
      [0, '#7e0f20'],
      [1, '#5a0a16'],
    ])));
    for (const side of [-1, 1]) {
      for (let k = 0; k < 4; k++) {
        const t = k / 3;
        const x = 600 + side * (110 + t * 330);
        const y = 440 + t * 300;
        const s = 0.5 + t;
        out.push(rect(x - 6 * s, y - 120 * s, 12 * s, 120 * s, gold), circle(x, y - 124 * s, 10 * s, p.accent2));
        if (k < 3) {
          const nt = (k + 1) / 3;
          const nx = 600 + side * (110 + nt * 330);
          const ny = 440 + nt * 300;
          const ns = 0.5 + nt;
          out.push(path(`M${f(x)} ${f(y - 100 * s)} Q${f((x + nx) / 2)} ${f((y + ny) / 2 - 30)} ${f(nx)} ${f(ny - 100 * ns)}`, 'none', `stroke="${shade(p.mid, -0.2)}" stroke-width="${f(10 * s)}"`));
        }
      }
    }
    out.push(c.glow(600, 380, 300, p.glow, 0.5));
  } else {
    // clinking glasses close-up
    const cx = r.range(500, 700);
    out.push(c.glow(cx, 300, 460, p.glow, 0.4));
    for (const side of [-1, 1]) {
      const gx = cx + side * 110;
      out.push(g([
        path(`M${f(gx - 70)} 120 L${f(gx + 70)} 120 Q${f(gx + 80)} 420 ${f(gx)} 440 Q${f(gx - 80)} 420 ${f(gx - 70)} 120 Z`, '#ffffff', 'opacity="0.16"'),
        path(`M${f(gx - 72)} 200 L${f(gx + 72)} 200 Q${f(gx + 80)} 420 ${f(gx)} 440 Q${f(gx - 80)} 420 ${f(gx - 72)} 200 Z`, p.accent2, 'opacity="0.75"'),
        line(gx, 440, gx, 700, '#ffffff', 8, 'opacity="0.6"'),
        ellipse(gx, 705, 90, 16, '#ffffff', 'opacity="0.5"'),
        line(gx - 50, 140, gx - 56, 400, '#ffffff', 6, 'opacity="0.5" stroke-linecap="round"'),
      ], `transform="rotate(${f(side * -12)} ${f(gx)} 700)"`));
    }
    for (let k = 0; k < 50; k++) out.push(circle(cx + r.range(-180, 180), r.range(200, 430), r.range(2, 5), '#fffbe8', 'opacity="0.7"'));
  }
  // gold frame
  out.push(rect(30, 30, W - 60, H - 60, 'none', `stroke="${p.accent}" stroke-width="4" opacity="0.8"`), rect(44, 44, W - 88, H - 88, 'none', `stroke="${p.accent}" stroke-width="1.5" opacity="0.6"`));
  out.push(g(bokeh(c, 18, [p.glow, p.accent2], { x: 0, y: 0, w: W, h: H }, [10, 40]), `filter="${c.blur(5)}"`));
  for (let k = 0; k < 14; k++) out.push(sparkle(r.range(60, 1140), r.range(60, 740), r.range(6, 18), '#fff3c4', r.range(0.5, 1)));
  return out.join('');
}

function techAv(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(rect(0, 0, W, H, c.lin([
    [0, p.deep],
    [1, shade(p.mid, -0.05)],
  ])));
  if (layout === 2) {
    // mixing console close-up
    out.push(poly([[0, 300], [W, 260], [W, H], [0, H]], c.lin([
      [0, '#2a2d33'],
      [1, '#0d0e11'],
    ])));
    const ch = r.int(14, 20);
    for (let k = 0; k < ch; k++) {
      const x = 40 + k * ((W - 80) / ch);
      const wch = (W - 80) / ch - 8;
      out.push(rect(x, 320, wch, 460, '#16181c', 'rx="4"'));
      for (let j = 0; j < 4; j++) out.push(circle(x + wch / 2, 350 + j * 46, wch * 0.28, '#3a3d44'), line(x + wch / 2, 350 + j * 46, x + wch / 2 + Math.cos(r.range(0, 6.28)) * wch * 0.25, 350 + j * 46 + Math.sin(r.range(0, 6.28)) * wch * 0.25, '#ffffff', 2));
      out.push(rect(x + wch / 2 - 3, 560, 6, 200, '#050506'));
      const fy = r.range(570, 730);
      out.push(rect(x + 4, fy, wch - 8, 26, '#d9dde2', 'rx="3"'));
      out.push(equalizer(c, x + 2, 40, wch - 4, 220, 1, [p.accent, p.accent2]));
      if (r.chance(0.4)) out.push(c.glow(x + wch / 2, 330, 18, p.accent, 0.9));
    }
    out.push(c.ellipseGlow(600, 0, 800, 300, p.accent, 0.2));
    return out.join('');
  }
  // truss
  out.push(rect(0, 40, W, 8, '#3a3d44'), rect(0, 88, W, 8, '#3a3d44'));
  for (let x = 0; x < W; x += 48) out.push(line(x, 44, x + 24, 92, '#3a3d44', 3), line(x + 24, 92, x + 48, 44, '#3a3d44', 3));
  if (layout === 0) {
    // LED wall
    const cols = 32;
    const rows = 14;
    const wx = r.range(180, 260);
    const ww = W - 2 * wx;
    const cell = ww / cols;
    const wy = 140;
    const freq = r.range(0.15, 0.45);
    const phase = r.range(0, 6.28);
    const mode = r.int(0, 2);
    const cells: string[] = [];
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        let v: number;
        if (mode === 0) v = 0.5 + 0.5 * Math.sin(i * freq + phase + Math.sin(j * 0.4) * 1.5);
        else if (mode === 1) v = 0.5 + 0.5 * Math.sin(Math.hypot(i - cols / 2, j - rows / 2) * freq * 1.6 + phase);
        else v = (i + j * 2 + Math.floor(phase * 5)) % 9 < 4 ? 1 : 0.15;
        cells.push(rect(wx + i * cell + 1, wy + j * cell + 1, cell - 2, cell - 2, mix(p.accent, p.accent2, v), `opacity="${f(0.25 + 0.75 * v)}"`));
      }
    }
    out.push(c.ellipseGlow(600, wy + (rows * cell) / 2, ww * 0.8, rows * cell, p.accent, 0.35), rect(wx - 10, wy - 10, ww + 20, rows * cell + 20, '#050507'), g(cells));
    // line arrays
    for (const side of [-1, 1]) {
      const x = 600 + side * (ww / 2 + 90);
      for (let k = 0; k < 7; k++) {
        const y = 120 + k * 52;
        const tilt = side * k * 2;
        out.push(g([
          rect(x - 70, y, 140, 48, '#111215', 'rx="4"'),
          rect(x - 62, y + 8, 124, 32, '#1e2024'),
          ...Array.from({ length: 6 }, (_, j) => circle(x - 50 + j * 20, y + 24, 5, '#2a2c31')),
        ], `transform="rotate(${f(tilt)} ${f(x)} ${f(y)})"`));
      }
    }
    const stageY = wy + rows * cell + 60;
    out.push(rect(0, stageY, W, H - stageY, c.lin([
      [0, '#0a0b0e'],
      [1, '#020203'],
    ])), rect(0, stageY, W, 4, p.accent, 'opacity="0.7"'));
    // subwoofers
    for (const x of [60, 1000]) {
      out.push(rect(x, stageY - 160, 140, 160, '#101114', 'rx="6"'), circle(x + 70, stageY - 80, 52, '#1a1b1f'), circle(x + 70, stageY - 80, 20, '#2a2c31'));
    }
    out.push(crowd(c, 690, 2, '#010102', mix('#0a0a0a', p.accent, 0.25)));
  } else {
    // lighting design: moving heads and beams through haze
    const haze: string[] = [];
    for (let k = 0; k < 5; k++) haze.push(ellipse(r.range(0, W), r.range(300, 700), r.range(300, 600), r.range(100, 200), r.pick([p.accent, p.accent2]), 'opacity="0.12"'));
    out.push(g(haze, `filter="${c.blur(36)}"`));
    const heads = r.int(5, 8);
    const symmetric = r.chance(0.5);
    for (let k = 0; k < heads; k++) {
      const x = 90 + (k * 1020) / (heads - 1);
      const col = k % 2 ? p.accent : p.accent2;
      const ang = symmetric ? 90 + (x < 600 ? 1 : -1) * r.range(10, 30) : r.range(55, 125);
      out.push(laserBeams(c, x, 118, 1, [col], [ang, ang]));
      const spread = r.range(60, 110);
      const ex = x + Math.cos((ang * Math.PI) / 180) * 900;
      const ey = 118 + Math.sin((ang * Math.PI) / 180) * 900;
      out.push(poly([[x - 8, 118], [x + 8, 118], [ex + spread, ey], [ex - spread, ey]], c.lin([
        [0, col, 0.5],
        [1, col, 0],
      ], x, 118, ex, ey, true), `filter="${c.blur(8)}"`));
      out.push(rect(x - 22, 96, 44, 34, '#15161a', 'rx="8"'), circle(x, 128, 14, '#ffffff'), c.glow(x, 128, 60, col, 0.9));
    }
    const floorY = r.range(640, 690);
    out.push(rect(0, floorY, W, H - floorY, '#050506'), c.ellipseGlow(600, floorY, 600, 40, p.accent, 0.3));
  }
  return out.join('');
}

function abstractScene(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [rect(0, 0, W, H, c.lin([
    [0, p.deep],
    [1, p.mid],
  ], 0, 0, 1, 1))];
  const blobs: string[] = [];
  for (let k = 0; k < 6; k++) blobs.push(circle(r.range(0, W), r.range(0, H), r.range(120, 320), r.pick([p.accent, p.accent2, p.glow]), `opacity="${f(r.range(0.3, 0.7))}"`));
  out.push(g(blobs, `filter="${c.blur(50)}"`));
  out.push(confetti(c, 120, [p.accent, p.accent2, p.glow, p.light]));
  return out.join('');
}

const SCENES: Record<SceneKey, (c: Ctx) => string> = {
  rooftop,
  gallery,
  restaurant,
  studio,
  warehouse,
  garden,
  ballroom,
  loft,
  conference,
  'bar-cafe': barCafe,
  'music-djs': musicDjs,
  'photography-video': photography,
  'food-beverage': foodBeverage,
  'event-planning': eventPlanning,
  'decor-florals': decorFlorals,
  entertainment,
  'security-logistics': securityLogistics,
  'premium-services': premiumServices,
  'tech-av': techAv,
  abstract: abstractScene,
};

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
