import { describe, expect, it } from 'vitest';
import { closure, type Manifest } from '../src/server/vite-manifest.ts';
import { FIRST_VIEW_BUDGET_BYTES, FIRST_VIEW_CEILING_BYTES, report, verdict } from './check-bundle.ts';

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

  it('passes within the budget, warns over it and fails only past the ceiling', () => {
    expect(verdict(FIRST_VIEW_BUDGET_BYTES)).toBe('within budget');
    expect(verdict(FIRST_VIEW_BUDGET_BYTES + 1)).toBe('over budget');
    expect(verdict(FIRST_VIEW_CEILING_BYTES)).toBe('over budget');
    expect(verdict(FIRST_VIEW_CEILING_BYTES + 1)).toBe('over ceiling');
  });
});
