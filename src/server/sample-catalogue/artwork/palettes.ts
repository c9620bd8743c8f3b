// Palette families per scene, and which scene a category string is drawn with.

import { hue } from './color.ts';
import { hashString } from './random.ts';

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

// Palette rows: [deep, mid, accent, accent2, light, glow]
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

export type SceneKey = (typeof SCENE_KEYS)[number] | 'abstract';

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

export function resolveScene(category: string): SceneKey {
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
