import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { titleCase } from '../../lib/format.ts';
import { Badge } from './badge.tsx';

const KNOWN: Record<string, { label: string; tone: 'success' | 'gold' | 'danger' | 'neutral' }> = {
  approved: { label: 'Approved', tone: 'success' },
  active: { label: 'Active', tone: 'success' },
  live: { label: 'Live', tone: 'success' },
  paused: { label: 'Paused', tone: 'neutral' },
  pending: { label: 'Pending review', tone: 'gold' },
  in_review: { label: 'In review', tone: 'gold' },
  needs_info: { label: 'More information needed', tone: 'gold' },
  draft: { label: 'Draft', tone: 'neutral' },
  rejected: { label: 'Not approved', tone: 'danger' },
  declined: { label: 'Declined', tone: 'danger' },
  suspended: { label: 'Suspended', tone: 'danger' },
  requested: { label: 'Awaiting partner', tone: 'gold' },
  awaiting: { label: 'Awaiting partners', tone: 'gold' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  'partly-confirmed': { label: 'Partly confirmed', tone: 'gold' },
  completed: { label: 'Completed', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** An application or listing status ('pending', 'approved', …) as a coloured badge with an icon. */
export function StatusBadge({ status, size = 'md' }: { status: string; size?: 'sm' | 'md' }) {
  const known = KNOWN[status.toLowerCase()] ?? { label: titleCase(status), tone: 'neutral' as const };
  const Icon = known.tone === 'success' ? CircleCheck : known.tone === 'danger' ? CircleX : Clock;
  return (
    <Badge tone={known.tone} size={size}>
      <Icon aria-hidden="true" />
      {known.label}
    </Badge>
  );
}
