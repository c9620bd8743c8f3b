// Payout accounts (§1): a partner connects the account their earnings are paid into, with the payment provider's
// own onboarding (Stripe: an Express account link; the sandbox: its page at /sandbox/connect/{id}), and comes back
// to /portal/onboarding/complete (or to the onboarding wizard), where the status is read from the provider again.
// Any signed-in user may do this: a partner-to-be connects payouts in the onboarding wizard, before the application
// that gives them the role; the account only pays out for bookings of their listings. The sandbox's onboarding
// form is answered here too, only while the sandbox is the provider, only for the account's own partner.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  PAYOUT_MESSAGES,
  PayoutStatusSchema,
  SANDBOX_BANK,
  SandboxAccountSchema,
  SandboxConnectRequestSchema,
  type PayoutStatus,
} from '#shared/payouts.ts';
import { PaymentUnavailableError } from '../../adapters/payments/index.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { earningsRoutes } from './earnings-routes.ts';
import { partnerPayoutAccounts, profiles, sandboxAccounts } from '../../db/schema/index.ts';
import { appUrl } from '../../env.ts';
import { requireUser, signedInViewer } from '../auth/index.ts';
import { payWaitingClaims, payWaitingPayouts } from '../checkout/index.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  503: ApiErrorSchema,
};
/** Where the provider may send the partner back to: the portal's payout page or the onboarding wizard. */
const RETURN_PATHS = /^\/(portal\/onboarding\/complete|onboarding\?type=(venue|vendor)(&source=partner)?)$/;

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.checkout;
  await app.register(earningsRoutes);
  const db = app.db;
  const unavailable = { error: { code: 'PAYMENT_UNAVAILABLE', message: PAYOUT_MESSAGES.providerDown } };

  /** The partner's account as the provider sees it now, kept in partner_payout_accounts. */
  async function refreshedStatus(userId: string): Promise<PayoutStatus> {
    const [row] = await db.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, userId));
    if (!row) return { provider: payments.name, started: false, detailsSubmitted: false, payoutsEnabled: false };
    if (row.payoutsEnabled)
      return { provider: payments.name, started: true, detailsSubmitted: true, payoutsEnabled: true };
    const status = await payments.payoutAccountStatus(row.providerAccountId);
    await db.update(partnerPayoutAccounts).set(status).where(eq(partnerPayoutAccounts.userId, userId));
    // Payouts just turned on: what the partner earned before waited for them (issue 41) and is paid now.
    if (status.payoutsEnabled) {
      await payWaitingPayouts(app.checkout, userId);
      await payWaitingClaims(app.checkout, userId);
    }
    return {
      provider: payments.name,
      started: true,
      detailsSubmitted: status.detailsSubmitted,
      payoutsEnabled: status.payoutsEnabled,
    };
  }

  app.get(
    '/api/partner/payouts',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payouts'],
        summary: "The partner's payout account, as the provider reports it now",
        response: { 200: PayoutStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        return await refreshedStatus((await signedInViewer(request)).id);
      } catch (error) {
        if (error instanceof PaymentUnavailableError) return reply.status(503).send(unavailable);
        throw error;
      }
    },
  );

  app.post(
    '/api/partner/payouts/connect',
    {
      preHandler: requireUser,
      config: routeLimit('hourly'),
      schema: {
        tags: ['payouts'],
        summary: "Opens the partner's payout account if needed and answers the provider's onboarding link",
        body: z
          .object({
            returnTo: z
              .string()
              .regex(RETURN_PATHS, 'Payouts can only return to the portal or the onboarding.')
              .optional(),
          })
          .nullish(),
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      try {
        let [row] = await db.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, viewer.id));
        if (!row) {
          const [profile] = await db
            .select({ businessName: profiles.businessName })
            .from(profiles)
            .where(eq(profiles.id, viewer.id));
          const { accountId } = await payments.createPayoutAccount({
            email: viewer.email,
            businessName: profile?.businessName ?? viewer.name,
          });
          // Two tabs connecting at once: the first account stays, the second is never used.
          await db
            .insert(partnerPayoutAccounts)
            .values({ userId: viewer.id, provider: payments.name, providerAccountId: accountId })
            .onConflictDoNothing();
          [row] = await db.select().from(partnerPayoutAccounts).where(eq(partnerPayoutAccounts.userId, viewer.id));
        }
        const base = appUrl(app.env);
        const back = request.body?.returnTo ?? '/portal/onboarding/complete';
        return await payments.payoutOnboardingLink({
          accountId: row!.providerAccountId,
          returnUrl: `${base}${back}`,
          refreshUrl: `${base}${back === '/portal/onboarding/complete' ? '/portal/onboarding' : back}`,
        });
      } catch (error) {
        if (error instanceof PaymentUnavailableError) return reply.status(503).send(unavailable);
        throw error;
      }
    },
  );

  if (payments.name !== 'sandbox') return;

  /** The sandbox account, when it is the viewer's own. */
  async function ownSandboxAccount(userId: string, accountId: string) {
    const [link] = await db
      .select()
      .from(partnerPayoutAccounts)
      .where(eq(partnerPayoutAccounts.providerAccountId, accountId));
    if (!link) return { problem: 404 as const };
    if (link.userId !== userId) return { problem: 403 as const };
    const [account] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
    return account ? { account } : { problem: 404 as const };
  }
  const refuse = (status: 403 | 404) =>
    status === 403
      ? { error: { code: 'NOT_YOUR_ACCOUNT', message: PAYOUT_MESSAGES.notYourAccount } }
      : { error: { code: 'NOT_FOUND', message: PAYOUT_MESSAGES.sandboxOnly } };
  const Params = z.object({ accountId: z.string().regex(/^acct_sbx_[0-9a-f]{24}$/, PAYOUT_MESSAGES.sandboxOnly) });

  app.get(
    '/api/sandbox/connect/:accountId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['payouts'],
        summary: 'The sandbox account being onboarded (sandbox provider only)',
        params: Params,
        response: { 200: SandboxAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await ownSandboxAccount((await signedInViewer(request)).id, request.params.accountId);
      if ('problem' in found) return reply.status(found.problem!).send(refuse(found.problem!));
      const { id, businessName, email, detailsSubmitted } = found.account;
      return { id, businessName, email, detailsSubmitted };
    },
  );

  app.post(
    '/api/sandbox/connect/:accountId',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['payouts'],
        summary: 'Completes the sandbox account with test bank details (sandbox provider only)',
        params: Params,
        body: SandboxConnectRequestSchema,
        response: { 200: z.object({ payoutsEnabled: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const found = await ownSandboxAccount((await signedInViewer(request)).id, request.params.accountId);
      if ('problem' in found) return reply.status(found.problem!).send(refuse(found.problem!));
      const { legalName, routingNumber, accountNumber } = request.body;
      if (routingNumber !== SANDBOX_BANK.routingNumber || accountNumber !== SANDBOX_BANK.accountNumber) {
        return reply.status(400).send({ error: { code: 'BANK_REFUSED', message: PAYOUT_MESSAGES.bankRefused } });
      }
      await db
        .update(sandboxAccounts)
        .set({ legalName, bankLast4: accountNumber.slice(-4), detailsSubmitted: true, payoutsEnabled: true })
        .where(eq(sandboxAccounts.id, found.account.id));
      return { payoutsEnabled: true as const };
    },
  );
};
