import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminPerformancePage } from './performance-page.tsx';

const starts = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
const vital = (name: string, p75: number | null, good: number, poor: number) => ({
  name,
  p75,
  samples: p75 === null ? 0 : 40,
  good,
  poor,
  series: starts.map((start) => ({ start, p75 })),
});

describe('admin performance page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rates each vital’s 75th percentile against its thresholds and lists slow resources and errors', async () => {
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/performance?days=7': () =>
        json({
          days: 7,
          bucket: 'day',
          vitals: [
            vital('LCP', 3250, 2500, 4000),
            vital('CLS', 0.02, 0.1, 0.25),
            vital('TTFB', 700, 800, 1800),
            vital('FID', null, 100, 300),
          ],
          events: starts.map((start) => ({ start, longTasks: 1, slowResources: 0, memoryWarnings: 0, errors: 2 })),
          slowestResources: [{ name: '/media/hero.avif', count: 3, p75: 1800 }],
          recentErrors: [
            { name: 'TypeError', message: 'x is undefined', path: '/discover', at: '2026-11-24T10:00:00.000Z' },
          ],
        }),
    });
    renderWithSession([{ path: '/admin/performance', element: <AdminPerformancePage /> }], '/admin/performance');
    expect(await screen.findByText('Needs improvement')).toBeInTheDocument();
    expect(screen.getAllByText('Good')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'LCP · p75 3,250 ms' })).toBeInTheDocument();
    const fid = screen.getByRole('table', { name: 'FID · p75 not measured' });
    expect(within(fid).getAllByText('no data')).toHaveLength(7);
    expect(
      within(screen.getByRole('table', { name: 'Slowest resources' })).getByRole('rowheader', {
        name: '/media/hero.avif',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('x is undefined')).toBeInTheDocument();
  });

  it('judges each measured vital against its §9 budget: LCP missed, CLS kept, TTFB has none', async () => {
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/performance?days=7': () =>
        json({
          days: 7,
          bucket: 'day',
          vitals: [vital('LCP', 3250, 2500, 4000), vital('CLS', 0.02, 0.1, 0.25), vital('TTFB', 2000, 800, 1800)],
          events: [],
          slowestResources: [],
          recentErrors: [],
        }),
    });
    renderWithSession([{ path: '/admin/performance', element: <AdminPerformancePage /> }], '/admin/performance');
    expect(await screen.findByText('Over budget (2,500 ms)')).toBeInTheDocument();
    expect(screen.getByText('Within budget (0.10)')).toBeInTheDocument();
    expect(screen.getAllByText(/budget/)).toHaveLength(2);
  });
});
