// A priced cart's costs as the server computed them (§2, §3 cost breakdown, §9): subtotal, the platform fee with what
// it covers, card processing, tax and total. The drawer, the cart page, checkout and bookings show them this one way.
import { costBreakdown, costLines, type CostLine, type PriceBreakdown } from '#shared/fees.ts';
import { formatMoney } from '#shared/money.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** An amount, or a placeholder of the same line height while it is on its way (no layout shift). */
export function CostAmount({ cents, large = false }: { cents: number | null; large?: boolean }) {
  if (cents !== null) return formatMoney(cents, 'charge');
  return <Skeleton className={`inline-block w-16 align-middle ${large ? 'h-5' : 'h-4'}`} />;
}

function CostRow({ line }: { line: CostLine }) {
  const total = line.key === 'total';
  return (
    <div
      className={
        total
          ? 'flex items-baseline justify-between gap-4 border-t border-line pt-3 text-base font-bold text-ink'
          : 'flex items-baseline justify-between gap-4 text-sm'
      }
    >
      <dt className={total ? '' : 'text-muted'}>
        {line.label}
        {line.note ? <span className="block text-xs text-dusk-500">{line.note}</span> : null}
      </dt>
      <dd className={total ? 'tabular-nums' : 'font-semibold text-ink tabular-nums'} data-testid={`cost-${line.key}`}>
        <CostAmount cents={line.cents} large={total} />
      </dd>
    </div>
  );
}

export function CostRows({ lines }: { lines: readonly CostLine[] }) {
  return (
    <dl className="flex flex-col gap-2.5" aria-label="Price breakdown">
      {lines.map((line) => (
        <CostRow key={line.key} line={line} />
      ))}
    </dl>
  );
}

/** The whole breakdown; placeholders for the amounts until the server's figures come. */
export function CostSummary({ breakdown }: { breakdown: PriceBreakdown | undefined }) {
  return <CostRows lines={costLines(breakdown ? costBreakdown(breakdown) : null)} />;
}
