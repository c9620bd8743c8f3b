import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPlan, type PlanLine } from './payment-plan.tsx';

const deposit: PlanLine = {
  name: 'Skyline Terrace',
  paymentTerms: { schedule: 'deposit', depositPercent: 30, balanceDueDays: 14 },
  instalments: [
    { kind: 'deposit', dueAt: null, chargeCents: 34_780 },
    { kind: 'balance', dueAt: '2027-05-29T18:00:00.000Z', chargeCents: 81_153 },
  ],
};
const full: PlanLine = {
  name: 'DJ Nova',
  paymentTerms: { schedule: 'full' },
  instalments: [{ kind: 'full', dueAt: null, chargeCents: 98_541 }],
};

describe('PaymentPlan', () => {
  it('says per partner what is paid at confirmation and what later, with the totals', () => {
    render(<PaymentPlan lines={[deposit, full]} />);
    const plan = screen.getByRole('region', { name: 'When you pay' });
    const [venue, dj] = within(plan).getAllByRole('listitem');
    expect(venue).toHaveTextContent('Skyline Terrace$347.80 deposit when confirmed · $811.53 on Sat, May 29, 2027');
    expect(dj).toHaveTextContent('DJ Nova$985.41 when confirmed');
    expect(plan).toHaveTextContent('$1,333.21 as partners confirm, $811.53 later');
  });

  it('says what is charged today for a line that confirms at once', () => {
    render(<PaymentPlan lines={[deposit, { ...full, confirmsAtOnce: true }]} />);
    const plan = screen.getByRole('region', { name: 'When you pay' });
    expect(within(plan).getAllByRole('listitem')[1]).toHaveTextContent('DJ Nova$985.41 today');
    expect(plan).toHaveTextContent('$985.41 today, $347.80 as partners confirm, $811.53 later');
  });

  it('says why a deposit listing is paid in full when the event is sooner than its balance day', () => {
    render(
      <PaymentPlan
        lines={[
          { ...deposit, instalments: [{ kind: 'full', dueAt: null, chargeCents: 115_933 }] },
          {
            ...full,
            name: 'Later DJ',
            paymentTerms: { schedule: 'deposit', depositPercent: 10, balanceDueDays: 1 },
            instalments: [
              { kind: 'deposit', dueAt: null, chargeCents: 9_854 },
              { kind: 'balance', dueAt: '2027-06-11T18:00:00.000Z', chargeCents: 88_687 },
            ],
          },
        ]}
      />,
    );
    expect(
      screen.getByText(
        '30% deposit when the booking is confirmed, the balance 14 days before the event; your event is sooner, so it is paid in full.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing when every partner is paid in full at confirmation', () => {
    const { container } = render(<PaymentPlan lines={[full]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
