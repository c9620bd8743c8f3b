// /onboarding (§2): without ?type= the partner picks venue or vendor; with it, the wizard resumes their saved draft.
import { Building2, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { PartnerType } from '#shared/validation/auth.ts';
import { AuthGate } from '../../components/layout/auth-gate.tsx';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDraft } from './api.ts';
import { OnboardingWizard } from './onboarding-wizard.tsx';

export function OnboardingPage() {
  const [search] = useSearchParams();
  const param = search.get('type');
  const type: PartnerType | null = param === 'venue' || param === 'vendor' ? param : null;
  const session = useSession();
  const signedIn = Boolean(session.user);
  const draft = useDraft(type ?? 'venue', signedIn && type !== null);

  return (
    <PageFrame
      title={type === 'venue' ? 'List your venue' : type === 'vendor' ? 'List your service' : 'Partner onboarding'}
      eyebrow="Onboarding"
      icon={type === 'venue' ? Building2 : Sparkles}
      description="A few guided steps from your business details to a listing ready for review. Your progress is saved as you go."
    >
      {type === null ? (
        <TypeChooser />
      ) : session.status === 'loading' || (signedIn && draft.isPending) ? (
        <Skeleton className="h-96 rounded-3xl" />
      ) : !signedIn ? (
        <AuthGate what="your onboarding" />
      ) : draft.isError ? (
        <LoadErrorCard
          title="We couldn't load your saved progress"
          error={draft.error}
          onRetry={() => void draft.refetch()}
          retrying={draft.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <OnboardingWizard key={type} type={type} draft={draft.data ?? null} />
      )}
    </PageFrame>
  );
}

function TypeChooser() {
  const choices = [
    {
      type: 'venue',
      title: 'I have a venue',
      text: 'Rooftops, lofts, galleries, gardens, warehouses…',
      icon: Building2,
    },
    {
      type: 'vendor',
      title: 'I offer a service',
      text: 'DJs, photographers, caterers, decor, security, AV, lighting…',
      icon: Sparkles,
    },
  ] as const;
  return (
    <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
      {choices.map(({ type, title, text, icon: Icon }) => (
        <li key={type}>
          <Card className="h-full p-0">
            <Link
              to={`/onboarding?type=${type}&source=partner`}
              className="flex h-full flex-col gap-3 rounded-3xl p-6 hover:bg-dusk-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Icon aria-hidden="true" className="size-8 text-brand" />
              <span className="text-lg font-bold text-ink">{title}</span>
              <span className="text-muted">{text}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
