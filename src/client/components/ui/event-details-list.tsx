// What the planner told partners about the event at checkout (name, guests, notes), as a labelled list: on the
// customer's booking page and on each partner's request. Renders nothing when the planner left it all blank.
import type { EventDetails } from '#shared/cart-schemas.ts';
import { eventDetailLines } from '#shared/event-words.ts';
import { cn } from '../../lib/cn.ts';

export function EventDetailsList({ details, className }: { details: EventDetails; className?: string }) {
  const lines = eventDetailLines(details);
  if (lines.length === 0) return null;
  return (
    <dl className={cn('grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm', className)}>
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-semibold text-muted">{line.label}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
