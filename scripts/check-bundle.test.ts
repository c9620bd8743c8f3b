import { describe, expect, it } from 'vitest';
import { closure, type Manifest } from '../src/server/vite-manifest.ts';
import { chunkCounts, FIRST_VIEW_BUDGET_BYTES, report, SMALL_CHUNK_BYTES, verdict } from './check-bundle.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js' },
  'features/home/home-page.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_vendor.js'],
  },
  'features/platform-metrics/admin-dashboard-page.tsx': {
    file: 'assets/admin.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'styles.css': { file: 'assets/styles.css' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 100,
  'assets/vendor.js': 50,
  'assets/shared.js': 7,
  'assets/home.js': 20,
  'assets/admin.js': 40,
};

describe('bundle budget', () => {
  it('follows static imports once each', () => {
    expect([...closure(manifest, 'features/home/home-page.tsx')].sort()).toEqual([
      '_shared.js',
      '_vendor.js',
      'features/home/home-page.tsx',
    ]);
  });

  it("counts the shell plus the home route's chunks for the first view, and each route beyond the shell", () => {
    const result = report(manifest, (file) => sizes[file]!, 'features/home/home-page.tsx');
    expect(result).toEqual({
      shellBytes: 150,
      firstViewBytes: 177,
      routes: [
        { route: 'features/platform-metrics/admin-dashboard-page.tsx', bytes: 47 },
        { route: 'features/home/home-page.tsx', bytes: 27 },
      ],
    });
  });

  it('passes up to the 150 KB budget and fails one byte over it', () => {
    expect(FIRST_VIEW_BUDGET_BYTES).toBe(150 * 1024);
    expect(verdict(FIRST_VIEW_BUDGET_BYTES)).toBe('within budget');
    expect(verdict(FIRST_VIEW_BUDGET_BYTES + 1)).toBe('over budget');
  });

  it('counts the JavaScript files and those under 1 KB', () => {
    expect(chunkCounts([SMALL_CHUNK_BYTES - 1, SMALL_CHUNK_BYTES, 40_000, 12])).toEqual({ files: 4, small: 2 });
    expect(chunkCounts([])).toEqual({ files: 0, small: 0 });
  });
});
