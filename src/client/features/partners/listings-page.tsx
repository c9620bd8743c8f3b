// /partner/listings (§2; /listing-management redirects here): the partner's listings with where each stands, pause
// and resume, and a way to add another through onboarding.
import { Building2, ListChecks, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';
import { ListingsTable, usePartnerOverview } from '../portal/index.ts';
import { isPartnerRole } from '#shared/roles.ts';

export function PartnerListingsPage() {
  const session = useSession();
  const partner = session.roles.some(isPartnerRole);
  const overview = usePartnerOverview(partner);
  const types = overview.data?.partnerTypes ?? [];
  return (
    <PageFrame
      title="Your listings"
      eyebrow="Partner"
      icon={ListChecks}
      description="Every venue and service you list, with where it stands. Pause a listing to hide it from Discover for a while."
      actions={
        <div className="flex flex-wrap gap-2">
          {(types.length ? types : (['venue', 'vendor'] as const)).map((type) => (
            <Button key={type} asChild variant="secondary">
              <Link to={`/onboarding?type=${type}&source=partner`}>
                {type === 'venue' ? <Building2 aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                <Plus aria-hidden="true" className="-ml-1 size-3" />
                {type === 'venue' ? 'Add a venue' : 'Add a service'}
              </Link>
            </Button>
          ))}
        </div>
      }
    >
      {session.status === 'loading' ? (
        <Skeleton className="h-64 rounded-3xl" />
      ) : !session.user ? (
        <AuthGate what="your listings" />
      ) : !partner ? (
        <ListingsTable listings={[]} />
      ) : overview.isPending ? (
        <Skeleton className="h-64 rounded-3xl" />
      ) : overview.isError ? (
        <LoadErrorCard
          title="We couldn't load your listings"
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <ListingsTable listings={overview.data.listings} />
      )}
    </PageFrame>
  );
}
