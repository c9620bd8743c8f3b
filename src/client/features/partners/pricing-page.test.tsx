import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession, stubFetch } from '../../test/render.tsx';
import { PartnerPricingPage } from './pricing-page.tsx';

describe('partner pricing page', () => {
  it('works out what a booking pays the partner and what the customer pays, with the §9 fees', async () => {
    stubFetch();
    renderWithSession([{ path: '/partner/pricing', element: <PartnerPricingPage /> }], '/partner/pricing');
    const amount = await screen.findByLabelText(/Booking amount in dollars/);
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(screen.getByText('You receive').nextElementSibling).toHaveTextContent('$950.00');
    expect(screen.getByText('−$50.00')).toBeInTheDocument();
    // $1,000 + 5% service fee + 2.9% + $0.30 processing + 8% tax.
    expect(screen.getByText('The customer pays, with their fees and tax').nextElementSibling).toHaveTextContent(
      '$1,159.30',
    );
  });
});
