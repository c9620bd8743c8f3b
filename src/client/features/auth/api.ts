// The auth calls of the brief's API contract (better-auth under /api/auth, our partner sign-up and
// social provider list), all through lib/api.ts.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PartnerSignUpResponseSchema, SocialProviderSchema, type SocialProvider } from '#shared/account.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { api } from '../../lib/api.ts';
import type { AuthSource, UserType } from './auth-modes.ts';

/** Where the verification link lands (§2 /auth/email-verified with userType and source). */
export function verificationCallbackURL(userType: UserType, source: AuthSource | string): string {
  const params = new URLSearchParams({ userType, source });
  return `/auth/email-verified?${params.toString()}`;
}

export interface SocialCallbackOptions {
  userType: UserType;
  source: AuthSource;
  provider: string;
  /** Partner portal sign-in returns to /portal/auth/callback. */
  portal?: boolean;
  redirect?: string | null;
}

/** Where a social sign-in returns (§2 /auth/callback with userType and source), success or failure. */
export function socialCallbackURL({
  userType,
  source,
  provider,
  portal = false,
  redirect,
}: SocialCallbackOptions): string {
  const params = new URLSearchParams({ userType, source, provider });
  if (redirect) params.set('redirect', redirect);
  return `${portal ? '/portal/auth/callback' : '/auth/callback'}?${params.toString()}`;
}

export function signInWithEmail(body: { email: string; password: string }): Promise<unknown> {
  return api('/api/auth/sign-in/email', { method: 'POST', body });
}

const SignUpResponseSchema = z.object({
  token: z.string().nullish(),
  user: z.object({ email: z.string(), emailVerified: z.boolean() }),
});

export function signUpCustomer(body: { name: string; email: string; password: string; callbackURL: string }) {
  return api('/api/auth/sign-up/email', { method: 'POST', body, schema: SignUpResponseSchema });
}

export function signUpPartner(body: {
  firstName: string;
  lastName: string;
  businessName: string;
  partnerType: PartnerType;
  email: string;
  password: string;
  callbackURL: string;
}) {
  return api('/api/partners/sign-up', { method: 'POST', body, schema: PartnerSignUpResponseSchema });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: '/auth/reset-password' },
  });
}

export function resetPassword(body: { newPassword: string; token: string }): Promise<unknown> {
  return api('/api/auth/reset-password', { method: 'POST', body });
}

export function sendVerificationEmail(body: { email: string; callbackURL: string }): Promise<unknown> {
  return api('/api/auth/send-verification-email', { method: 'POST', body });
}

const OAuthStartSchema = z.object({ url: z.string().min(1) });

/** Asks better-auth where to send the browser for `providerId`; the caller then leaves the page. */
export async function startSocialSignIn({
  providerId,
  ...rest
}: {
  providerId: string;
  callbackURL: string;
  errorCallbackURL: string;
}): Promise<string> {
  const { url } = await api('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: providerId, ...rest },
    schema: OAuthStartSchema,
  });
  return url;
}

export const authKeys = {
  socialProviders: () => ['social-providers'] as const,
};

/** GET /api/social-providers; an empty list (or a failed lookup) hides the social buttons. */
export function useSocialProviders(): SocialProvider[] {
  const query = useQuery({
    queryKey: authKeys.socialProviders(),
    queryFn: ({ signal }) => api('/api/social-providers', { schema: z.array(SocialProviderSchema), signal }),
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
}

/** Leaves the app for an outside address (the OAuth provider). A seam for tests. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
