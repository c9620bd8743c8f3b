import { Badge } from '../../components/ui/badge.tsx';

export const AVAILABILITY_LABELS = { available: 'Available Today', busy: 'Busy' } as const;

/** §2 availability badge: 'Available Today' or 'Busy'. */
export function AvailabilityBadge({ availableToday, className }: { availableToday: boolean; className?: string }) {
  return (
    <Badge tone={availableToday ? 'success' : 'gold'} className={className}>
      <span
        aria-hidden="true"
        className={
          availableToday ? 'size-1.5 animate-pulse rounded-full bg-lagoon-500' : 'size-1.5 rounded-full bg-gold-500'
        }
      />
      {availableToday ? AVAILABILITY_LABELS.available : AVAILABILITY_LABELS.busy}
    </Badge>
  );
}
