// Turning server answers into the words of §8. Forms pass errors through mapAuthError, except the
// answers the brief says to show as they are (rate limit, too-common password).
import { AUTH_ERRORS, AUTH_FORM_MESSAGES, RATE_LIMIT } from '#shared/errors.ts';
import { mapAuthError, socialSignInFailed } from '#shared/auth-messages.ts';
import { ApiError } from '../../lib/api.ts';

// INVALID_NAME carries the §5 full-name message, from the schema the form checks with too.
const SHOWN_AS_IS = new Set([RATE_LIMIT.code, 'PASSWORD_TOO_COMMON', 'INVALID_NAME']);

function codeOf(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

/** The message a form shows for a failed auth call. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === RATE_LIMIT.status || SHOWN_AS_IS.has(error.code)) {
      return error.message || RATE_LIMIT.loginMessage(RATE_LIMIT.defaultRetryAfterSeconds);
    }
    if (error.kind === 'network') return AUTH_FORM_MESSAGES.network;
    return mapAuthError({ code: error.code, message: error.message });
  }
  return mapAuthError(error);
}

/** better-auth: USER_ALREADY_EXISTS(_USE_ANOTHER_EMAIL); ours: 422 USER_ALREADY_EXISTS. */
export function isAccountExists(error: unknown): boolean {
  return (
    codeOf(error).startsWith('USER_ALREADY_EXISTS') ||
    (error instanceof ApiError && mapAuthError(error) === AUTH_FORM_MESSAGES.alreadyRegistered)
  );
}

export function isEmailNotVerified(error: unknown): boolean {
  return (
    codeOf(error) === 'EMAIL_NOT_VERIFIED' ||
    (error instanceof ApiError && mapAuthError(error) === AUTH_FORM_MESSAGES.emailNotConfirmed)
  );
}

const REDIRECT_MISMATCH = /redirect[\s_-]*(uri[\s_-]*)?mismatch|invalid[\s_-]*redirect/i;

/** §8 social sign-in: a redirect mismatch is a configuration error; anything else names the provider and the reason. */
export function oauthErrorMessage(provider: string, error: string, description?: string | null): string {
  if (REDIRECT_MISMATCH.test(error) || (description && REDIRECT_MISMATCH.test(description)))
    return AUTH_ERRORS.oauthConfiguration;
  const reason = description?.trim() || error.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return socialSignInFailed(provider, reason);
}
