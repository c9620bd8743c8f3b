import { BadgeCheck, Crown, Handshake } from 'lucide-react';
import type { VendorCard } from '#shared/listings.ts';
import { Badge } from '../../components/ui/badge.tsx';

/** Premium / Verified / Standard Partner (§3 partnershipStatus). */
export function PartnerBadge({ status }: { status: VendorCard['partnershipStatus'] }) {
  if (status === 'Premium Partner') {
    return (
      <Badge tone="night">
        <Crown aria-hidden="true" className="text-gold-400" />
        {status}
      </Badge>
    );
  }
  if (status === 'Verified Partner') {
    return (
      <Badge tone="success">
        <BadgeCheck aria-hidden="true" />
        {status}
      </Badge>
    );
  }
  return (
    <Badge tone="neutral">
      <Handshake aria-hidden="true" />
      {status}
    </Badge>
  );
}
