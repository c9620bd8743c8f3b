// The local embedder on the real word-vector file (built by the vitest global setup, as by npm start/build).
import { describe, expect, it } from 'vitest';
import { cosineSimilarity, hasMeaning } from './index.ts';
import { LOCAL_MODEL, createLocalEmbedder, tokenize } from './local.ts';

const embedder = createLocalEmbedder();
const embedOne = async (text: string) => (await embedder.embed([text]))[0]!;
const norm = (v: number[]) => Math.hypot(...v);

async function similarity(a: string, b: string) {
  const [x, y] = await embedder.embed([a, b]);
  return cosineSimilarity(x!, y!);
}

describe('local embedder: shape', () => {
  it('names its model and gives 100 finite numbers of unit length per text', async () => {
    expect(embedder).toMatchObject({ model: LOCAL_MODEL });
    const vectors = await embedder.embed(['Rooftop terrace with skyline views', 'DJ', 'catering for 120 guests']);
    expect(vectors).toHaveLength(3);
    for (const v of vectors) {
      expect(v).toHaveLength(100);
      expect(v.every(Number.isFinite)).toBe(true);
      expect(norm(v)).toBeCloseTo(1, 6);
    }
  });

  it('is deterministic, and a batch gives what single calls give', async () => {
    const texts = ['garden party with a marquee', 'wedding photographer', 'industrial warehouse'];
    const batch = await embedder.embed(texts);
    const again = await createLocalEmbedder().embed(texts);
    expect(again).toEqual(batch);
    for (const [i, text] of texts.entries()) expect(await embedOne(text)).toEqual(batch[i]);
  });

  it('keeps the order of a batch larger than one chunk', async () => {
    const texts = Array.from({ length: 600 }, (_, i) => (i % 2 ? 'jazz band' : 'rooftop bar'));
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(600);
    expect(vectors[599]).toEqual(vectors[1]);
    expect(vectors[598]).toEqual(vectors[0]);
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it('ignores unknown words, case, accents and punctuation', async () => {
    const plain = await embedOne('rooftop terrace');
    expect(await embedOne('Rooftop terrace qzxvbnmw blorptastic!!')).toEqual(plain);
    expect(await embedOne('ROOFTOP, terrace.')).toEqual(plain);
    expect(await embedOne('café')).toEqual(await embedOne('cafe'));
  });

  it('gives the zero vector ("no meaning") for empty text and for unknown words only', async () => {
    const [empty, unknown, spaces] = await embedder.embed(['', 'qzxvbnmw blorptastic', '  -- !! ']);
    for (const v of [empty!, unknown!, spaces!]) {
      expect(v).toEqual(new Array(100).fill(0));
      expect(hasMeaning(v)).toBe(false);
    }
    expect(hasMeaning(await embedOne('gallery'))).toBe(true);
  });

  it('reads plurals it does not know as their singular, and splits hyphenated words', async () => {
    expect(tokenize("The venue's open-air deck")).toEqual(['the', 'venue', 'open-air', 'open', 'air', 'deck']);
    expect(tokenize('Crème brûlée')).toEqual(['creme', 'brulee']);
    // Neither plural is among the 100,000 words kept; both singulars are.
    expect(await embedOne('videographers')).toEqual(await embedOne('videographer'));
    expect(await embedOne('pergolas and gazebos')).toEqual(await embedOne('pergola and gazebo'));
  });
});

describe('local embedder: meaning (event marketplace)', () => {
  // [query, a text that means the same, a text about something else]
  const cases: [string, string, string][] = [
    [
      'rooftop terrace with skyline views',
      'open-air roof deck overlooking the city',
      'industrial warehouse with concrete floors',
    ],
    ['wedding photographer', 'photography for weddings and portraits', 'dj and live music'],
    ['dj for a birthday party', 'disc jockey playing dance music all night', 'catering with a vegetarian menu'],
    ['catering for 100 guests', 'chef-prepared buffet and plated dinners', 'photo booth with props'],
    [
      'art gallery for a private view',
      'contemporary art exhibition space with white walls',
      'garden with a lawn and flower beds',
    ],
    ['garden wedding venue', 'outdoor ceremony among flowers and trees on the lawn', 'rooftop bar with city views'],
    [
      'converted warehouse loft',
      'industrial space with exposed brick and steel beams',
      'botanical garden with a greenhouse',
    ],
    [
      'live band for the reception',
      'musicians playing jazz and soul covers',
      'florist arranging bouquets and centrepieces',
    ],
    ['lighting and sound hire', 'stage lights, speakers and audio equipment', 'vegan catering and canapés'],
    ['security staff for a concert', 'licensed guards and crowd management', 'wedding cake bakery'],
  ];

  it.each(cases)('"%s" is closer to "%s" than to "%s"', async (query, near, far) => {
    const [q, n, f] = await embedder.embed([query, near, far]);
    const toNear = cosineSimilarity(q!, n!);
    const toFar = cosineSimilarity(q!, f!);
    expect(toNear).toBeGreaterThan(toFar);
    expect(toNear).toBeGreaterThan(0.3);
  });

  it('ranks a small catalogue for a query the way a person would', async () => {
    const catalogue = {
      rooftop: 'Sky Terrace: rooftop lounge with panoramic city skyline views and an outdoor bar',
      gallery: 'White Cube Gallery: contemporary art gallery with white walls for exhibitions and receptions',
      warehouse: 'Dock 9: raw industrial warehouse with concrete floors, steel beams and loading doors',
      garden: 'Rose Garden: walled garden with lawns, flower beds and a glasshouse for summer parties',
    };
    const names = Object.keys(catalogue);
    const [query, ...rows] = await embedder.embed([
      'somewhere outdoors among plants and flowers',
      ...Object.values(catalogue),
    ]);
    const ranked = names
      .map((name, i) => ({ name, score: cosineSimilarity(query!, rows[i]!) }))
      .sort((a, b) => b.score - a.score);
    expect(ranked[0]!.name).toBe('garden');
  });

  it('finds vendors by what they do, not by shared filler words', async () => {
    const dj = 'DJ with a sound system, playing dance music at your party';
    const caterer = 'Catering company serving canapés, buffets and plated dinners at your party';
    const photographer = 'Photographer capturing candid moments and portraits at your party';
    expect(await similarity('someone to take pictures', photographer)).toBeGreaterThan(
      await similarity('someone to take pictures', dj),
    );
    expect(await similarity('food for our guests', caterer)).toBeGreaterThan(
      await similarity('food for our guests', photographer),
    );
    expect(await similarity('music to dance to', dj)).toBeGreaterThan(await similarity('music to dance to', caterer));
  });
});

describe('local embedder: missing file', () => {
  it('says which command builds the word vectors', async () => {
    const missing = createLocalEmbedder({ path: '/nonexistent/word-vectors-v1.bin' });
    await expect(missing.embed(['hello'])).rejects.toThrow(/word vectors file is missing .*npm run vectors/);
  });
});
