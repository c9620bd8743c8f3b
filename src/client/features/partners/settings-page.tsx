// /partner/settings (§2): the partner's business details and notifications.
import { Settings } from 'lucide-react';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';
import { PartnerSettingsPanel } from '../portal/index.ts';
import { isPartnerRole } from '#shared/roles.ts';

export function PartnerSettingsPage() {
  const session = useSession();
  const partner = session.roles.some(isPartnerRole);
  return (
    <PageFrame
      title="Partner settings"
      eyebrow="Partner Dashboard"
      icon={Settings}
      description="Your business details and how we reach you about bookings."
    >
      {session.status === 'loading' ? (
        <Skeleton className="h-80 rounded-2xl" />
      ) : !session.user ? (
        <AuthGate what="your partner settings" />
      ) : !partner ? (
        <Card>
          <EmptyState
            icon={<Settings />}
            title="Settings are for partners"
            description="Apply to list a venue or a service to manage your business here."
          />
        </Card>
      ) : (
        <PartnerSettingsPanel />
      )}
    </PageFrame>
  );
}
