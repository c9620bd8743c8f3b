// Connecting payouts (§1, §2 /portal/onboarding and the provider's return route ending in /onboarding/complete):
// the partner starts the payment provider's onboarding, comes back, and sees whether payouts are on. With the
// local sandbox provider, its onboarding form is /sandbox/connect/{account}.
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, BadgeCheck, CircleAlert, Landmark } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  PAYOUT_MESSAGES,
  SANDBOX_BANK,
  SandboxConnectRequestSchema,
  type PayoutStatus,
  type SandboxConnectRequest,
} from '#shared/payouts.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { LoadErrorCard } from '../../components/ui/load-error-card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { describeApiError } from '../../lib/api.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { useCompleteSandboxAccount, useConnectPayouts, usePayoutStatus, useSandboxAccount } from './api.ts';

const PROVIDER_NAME: Record<PayoutStatus['provider'], string> = {
  sandbox: 'the sandbox payment provider',
  stripe: 'Stripe',
};

function PayoutState({ status, connectError }: { status: PayoutStatus; connectError?: string | null }) {
  const connect = useConnectPayouts();
  if (status.payoutsEnabled) {
    return (
      <Card className="mx-auto max-w-xl p-7 text-center">
        <BadgeCheck aria-hidden="true" className="mx-auto size-12 text-lagoon-700" />
        <h2 className="mt-3 text-xl font-bold text-ink">Payouts connected</h2>
        <p className="mt-2 text-muted">
          Your earnings from each booking are paid into your connected account after the event.
        </p>
        <Button asChild className="mt-5">
          <Link to="/portal/dashboard">Back to your dashboard</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="mx-auto max-w-xl p-7 text-center">
      {status.started ? (
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-gold-700" />
      ) : (
        <Banknote aria-hidden="true" className="mx-auto size-12 text-brand" />
      )}
      <h2 className="mt-3 text-xl font-bold text-ink">
        {status.started ? 'Almost there' : 'Connect the account you are paid into'}
      </h2>
      <p className="mt-2 text-muted">
        {status.started
          ? `${PROVIDER_NAME[status.provider]} still needs a few details before it can pay you. Pick up where you left off.`
          : `It takes a few minutes with ${PROVIDER_NAME[status.provider]}. ${PAYOUT_MESSAGES.whenBookable}`}
      </p>
      {(connectError ?? connect.error) ? (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {connectError ?? describeApiError(connect.error)}
        </p>
      ) : null}
      <Button
        className="mt-5"
        size="lg"
        loading={connect.isPending || connect.isSuccess}
        onClick={() => connect.mutate()}
      >
        {status.started ? 'Continue connecting' : 'Connect payouts'}
      </Button>
    </Card>
  );
}

function PayoutPage({ title, icon, description }: { title: string; icon: typeof Banknote; description: string }) {
  const status = usePayoutStatus();
  return (
    <PageFrame title={title} eyebrow="Portal" icon={icon} breadcrumbLabel="Payouts" description={description}>
      {status.isPending ? (
        <Skeleton className="mx-auto h-64 max-w-xl rounded-3xl" />
      ) : status.isError ? (
        <LoadErrorCard
          title="We couldn't read your payout account"
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <PayoutState status={status.data} />
      )}
    </PageFrame>
  );
}

/** /portal/onboarding: start (or continue) the provider's onboarding. */
export function PortalOnboardingPage() {
  return (
    <PayoutPage title="Connect payouts" icon={Banknote} description="Link the account your earnings are paid into." />
  );
}

/** /portal/onboarding/complete: back from the provider; its answer decides what shows. */
export function PortalOnboardingCompletePage() {
  return (
    <PayoutPage
      title="Your payout account"
      icon={BadgeCheck}
      description="You are back from the payment provider: here is what it says about your account."
    />
  );
}

/** /sandbox/connect/{account}: the local sandbox provider's onboarding form, as a real provider's test mode. */
export function SandboxConnectPage() {
  const { accountId = '' } = useParams();
  const [search] = useSearchParams();
  const account = useSandboxAccount(accountId);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof SandboxConnectRequestSchema>,
    unknown,
    SandboxConnectRequest
  >({
    resolver: zodResolver(SandboxConnectRequestSchema),
    defaultValues: { legalName: '', routingNumber: '', accountNumber: '' },
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const complete = useCompleteSandboxAccount(accountId, {
    onSuccess: () => {
      // Back where the platform asked: only a page of this site.
      window.location.assign(safeRedirect(search.get('return')) ?? '/portal/onboarding/complete');
    },
  });
  const onSubmit = handleSubmit((body) => complete.mutate(body));

  return (
    <PageFrame
      title="Sandbox payouts"
      eyebrow="Sandbox payment provider"
      icon={Landmark}
      breadcrumbLabel="Connect"
      description="The local stand-in for Stripe's onboarding: nothing here touches a real bank."
    >
      {account.isPending ? (
        <Skeleton className="mx-auto h-80 max-w-xl rounded-3xl" />
      ) : account.isError ? (
        <LoadErrorCard
          title="This account can't be set up here"
          error={account.error}
          onRetry={() => void account.refetch()}
          retrying={account.isRefetching}
          headingLevel="h2"
        />
      ) : (
        <Card className="mx-auto max-w-xl p-6 sm:p-8">
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <p className="text-[0.9375rem] text-muted">
              Bank account for <strong className="text-ink">{account.data.businessName}</strong> ({account.data.email}).
              Test details: routing number <code>{SANDBOX_BANK.routingNumber}</code>, account number{' '}
              <code>{SANDBOX_BANK.accountNumber}</code>.
            </p>
            <Field label="Legal name on the account" required error={errors.legalName?.message}>
              <Input autoComplete="name" {...register('legalName')} />
            </Field>
            <Field label="Routing number" required error={errors.routingNumber?.message}>
              <Input inputMode="numeric" autoComplete="off" {...register('routingNumber')} />
            </Field>
            <Field label="Account number" required error={errors.accountNumber?.message}>
              <Input inputMode="numeric" autoComplete="off" {...register('accountNumber')} />
            </Field>
            {complete.error ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {describeApiError(complete.error)}
              </p>
            ) : null}
            <Button type="submit" size="lg" loading={complete.isPending || complete.isSuccess}>
              Save and return to Eventide
            </Button>
          </form>
        </Card>
      )}
    </PageFrame>
  );
}
