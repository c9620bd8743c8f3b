// The §9 breakdown as the server computed it, with the §2 fee texts.
import type { z } from 'zod';
import type { PriceBreakdownSchema } from '#shared/checkout.ts';
import { CART_MESSAGES } from '#shared/cart-messages.ts';
import { formatCents } from '#shared/money.ts';

type Breakdown = z.infer<typeof PriceBreakdownSchema>;

function Row({ label, note, cents, strong }: { label: string; note?: string; cents: number; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base font-bold text-ink'
          : 'flex items-baseline justify-between gap-4 text-sm'
      }
    >
      <dt className={strong ? '' : 'text-muted'}>
        {label}
        {note ? <span className="block text-xs text-dusk-500">{note}</span> : null}
      </dt>
      <dd className={strong ? '' : 'font-semibold text-ink tabular-nums'}>{formatCents(cents)}</dd>
    </div>
  );
}

export function PriceSummary({ breakdown }: { breakdown: Breakdown }) {
  return (
    <dl className="flex flex-col gap-2.5" aria-label="Price breakdown">
      <Row label="Services" cents={breakdown.servicesCost} />
      {breakdown.addOnsCost > 0 ? <Row label="Add-ons" cents={breakdown.addOnsCost} /> : null}
      <Row label="Platform fee (5%)" note={CART_MESSAGES.platformFeeNote} cents={breakdown.customerPlatformFee} />
      {breakdown.processingFee > 0 ? <Row label="Processing (2.9% + $0.30)" cents={breakdown.processingFee} /> : null}
      {breakdown.taxAmount > 0 ? <Row label="Tax (8%)" cents={breakdown.taxAmount} /> : null}
      <Row label="Total" cents={breakdown.customerTotal} strong />
    </dl>
  );
}
