// The admins' money page (issue 46): the platform's months from the ledger and the last reconciliation, agreeing or
// listing each amount that differs.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerDifference, PlatformLedger } from '#shared/ledger.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminLedgerPage } from './ledger-page.tsx';

const routes = [{ path: '/admin/ledger', element: <AdminLedgerPage /> }];

/** The ledger page's data, its last reconciliation having found `differences`. */
const ledger = (differences: LedgerDifference[]): PlatformLedger => ({
  months: [
    { month: '2026-12', capturedCents: 250_000, refundedCents: 10_000, paidOutCents: 200_000, keptCents: 40_000 },
    { month: '2026-11', capturedCents: 100_000, refundedCents: 0, paidOutCents: 0, keptCents: 100_000 },
  ],
  lastReconciliation: { ranAt: '2026-12-02T03:00:00.000Z', paymentsChecked: 12, accountsChecked: 3, differences },
});

const serve = (differences: LedgerDifference[]) =>
  stubFetch(signedIn(['customer', 'admin']), { '/api/admin/ledger': () => json({ ledger: ledger(differences) }) });

describe('the money page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each month’s money and that the books agree', async () => {
    serve([]);
    renderWithSession(routes, '/admin/ledger');
    const table = await screen.findByRole('table', { name: 'The platform’s money by month' });
    const [, december] = within(table).getAllByRole('row');
    expect(december).toHaveTextContent('$2,500.00');
    expect(december).toHaveTextContent('−$100.00');
    expect(december).toHaveTextContent('−$2,000.00');
    expect(december).toHaveTextContent('$400.00');
    expect(screen.getByText('The ledger agrees with the payment provider to the cent.')).toBeInTheDocument();
    expect(screen.getByText(/12 payments and 3 partner accounts checked/)).toBeInTheDocument();
  });

  it('lists each amount the provider disagrees on', async () => {
    serve([{ subject: 'payment', id: 'pi_1', what: 'refunded', ledgerCents: 0, providerCents: 1_500 }]);
    renderWithSession(routes, '/admin/ledger');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('disagree on 1 amount');
    expect(alert).toHaveTextContent('Payment pi_1, refunded: $0.00 in the ledger, $15.00 at the provider');
  });
});
