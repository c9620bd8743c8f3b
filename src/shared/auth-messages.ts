// The auth forms' side of the §8 catalogue: how a failure reads (the auth mapping), the success messages and the
// toasts of sign-in and partner applications.
import { AUTH_FORM_MESSAGES, errorField, messageOf } from './errors.ts';

// Checked in order; credentials come before "invalid email" so "Invalid email or password" maps right.
// Patterns also cover the auth library's codes (USER_ALREADY_EXISTS, EMAIL_NOT_VERIFIED, ...).
const AUTH_RULES: [RegExp, string][] = [
  [/already (exists|registered)|user exists/, AUTH_FORM_MESSAGES.alreadyRegistered],
  [
    /invalid login credentials|invalid (email or password|credentials|password)|incorrect (email|password)/,
    AUTH_FORM_MESSAGES.invalidCredentials,
  ],
  [/email not (confirmed|verified)/, AUTH_FORM_MESSAGES.emailNotConfirmed],
  [/network|failed to fetch|fetch failed|load failed|offline/, AUTH_FORM_MESSAGES.network],
  [/invalid email|email.*invalid/, AUTH_FORM_MESSAGES.invalidEmail],
  [/password (is )?too short|at least 8/, AUTH_FORM_MESSAGES.passwordTooShort],
  [/passwords do not match|passwords must match/, AUTH_FORM_MESSAGES.passwordsDoNotMatch],
  [/invalid partner type|select venue or vendor/, AUTH_FORM_MESSAGES.invalidPartnerType],
  [/required/, AUTH_FORM_MESSAGES.required],
];

/** §8 auth mapping (form): a cause (error, message, or { code, message }) to the text shown. */
export function mapAuthError(causeOrMessage: unknown): string {
  const code = errorField(causeOrMessage, 'code');
  const text = [messageOf(causeOrMessage), typeof code === 'string' ? code : '']
    .join(' ')
    .toLowerCase()
    .replace(/_/g, ' ');
  return AUTH_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? AUTH_FORM_MESSAGES.fallback;
}

export const SUCCESS_MESSAGES = {
  signIn: 'Welcome back! Redirecting to your dashboard...',
  signUp: 'Account created! Please check your email to verify.',
  partnerApplication: 'Partner application submitted! Check your email for next steps.',
  passwordResetSent: 'Password reset link sent to your email.',
} as const;

export function partnerApplicationToast(type: string): string {
  return `Partner application submitted! You can now access the ${type} portal.`;
}

export function socialSignInFailed(provider: string, reason: string): string {
  return `${provider} sign in failed: ${reason}`;
}

/** §4: the modal names the provider while redirecting. */
export function socialRedirecting(provider: string): string {
  return `Redirecting to ${provider}...`;
}
