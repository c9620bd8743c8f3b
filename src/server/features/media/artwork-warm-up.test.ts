// The artwork warm-up runs in a child process: the server sends it the covers with their categories, it renders them
// into the media cache and says so, and the server can stop it.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArtworkWarmUp } from './artwork-warm-up.ts';

const quietLog = { info: () => {}, warn: () => {} };
const cover = { kind: 'venue' as const, slug: 'warm-up-hall', category: 'warehouse' };

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'artwork-warm-up-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('ArtworkWarmUp', () => {
  it('renders every size of the covers it is sent in its child and is warm once the child says so', async () => {
    const logged: object[] = [];
    const warmUp = new ArtworkWarmUp({ ...quietLog, info: (details) => logged.push(details) });
    expect(warmUp.state).toBe('cold');
    const run = warmUp.run({ dataDir, covers: [cover] });
    expect(warmUp.state).toBe('warming');
    await run;
    expect(warmUp.state).toBe('warm');
    // 3 widths, 2 qualities, 2 formats, and the one drawing they are made from.
    const files = await readdir(join(dataDir, 'media-cache', 'venue', cover.slug));
    expect(files.filter((f) => f.endsWith('.avif'))).toHaveLength(6);
    expect(files.filter((f) => f.endsWith('.webp'))).toHaveLength(7);
    expect(logged).toEqual([expect.objectContaining({ images: 12 })]);
  }, 120_000);

  it('counts no image for a cover without a category', async () => {
    const logged: object[] = [];
    const warmUp = new ArtworkWarmUp({ ...quietLog, info: (details) => logged.push(details) });
    await warmUp.run({ dataDir, covers: [{ ...cover, category: '' }] });
    expect(warmUp.state).toBe('warm');
    expect(logged).toEqual([expect.objectContaining({ images: 0 })]);
  }, 120_000);

  it('fails, and stays cold, when the child cannot write the cache', async () => {
    const warmUp = new ArtworkWarmUp(quietLog);
    await expect(warmUp.run({ dataDir: '/dev/null/no-folder', covers: [cover] })).rejects.toThrow(/code 1/);
    expect(warmUp.state).toBe('cold');
  }, 120_000);

  it('ends the child when stopped, is not warm, and starts nothing afterwards', async () => {
    const warmUp = new ArtworkWarmUp(quietLog);
    const covers = Array.from({ length: 50 }, (_, i) => ({ ...cover, slug: `hall-${i}` }));
    const run = warmUp.run({ dataDir, covers });
    warmUp.stop();
    await run;
    expect(warmUp.state).toBe('cold');
    await warmUp.run({ dataDir, covers });
    expect(warmUp.state).toBe('cold');
    // Killed before it drew the first of 50 pictures.
    expect(await readdir(join(dataDir, 'media-cache', 'venue')).catch(() => [])).not.toHaveLength(50);
  }, 120_000);
});
