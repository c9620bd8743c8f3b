// A chart sized by its own height: a page with no layout yet (a test's happy-dom, a hidden tab) gets no zero-size
// warning from Recharts, and the chart's data is still there as a table.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrendChart } from './trend-chart.tsx';

afterEach(() => vi.restoreAllMocks());

describe('TrendChart', () => {
  it('renders without a zero-size warning where nothing is laid out', async () => {
    const warn = vi.spyOn(console, 'warn');
    render(
      <TrendChart
        title="Bookings"
        data={[
          { day: 'Mon', n: 2 },
          { day: 'Tue', n: 5 },
        ]}
        x={(point) => point.day}
        series={[{ key: 'n', label: 'Bookings', color: 'red' }]}
      />,
    );
    expect(await screen.findByRole('table', { name: 'Bookings' })).toHaveTextContent('Tue');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/should be greater than 0/);
  });
});
