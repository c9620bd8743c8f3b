// What a successful auth submit leads to, and how long its success message stays before the
// modal closes or the page moves on (§4, §9 Session).
import { SESSION } from '#shared/constants.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import type { AuthMode } from '../../components/layout/auth-modal-context.ts';
import type { AuthSource } from './auth-modes.ts';

export type AuthOutcome =
  | { kind: 'signed-in' }
  | { kind: 'signed-up'; userType: 'customer'; email: string; emailVerified: boolean }
  | { kind: 'signed-up'; userType: 'partner'; email: string; emailVerified: boolean; partnerType: PartnerType }
  | { kind: 'social' };

/** §4: sign-in 1.5 s; sign-up 1.5 s when the email is confirmed, 3 s when not; social 1 s. */
export function outcomeDelayMs(outcome: AuthOutcome): number {
  switch (outcome.kind) {
    case 'signed-in':
      return SESSION.signInRedirectDelayMs;
    case 'signed-up':
      return outcome.emailVerified ? SESSION.signUpCloseConfirmedMs : SESSION.signUpCloseUnconfirmedMs;
    case 'social':
      return SESSION.socialCloseMs;
  }
}

export type FlowStatus =
  | { kind: 'idle' }
  | { kind: 'error'; message: string; unverifiedEmail?: string }
  | { kind: 'success'; message: string };

export const IDLE: FlowStatus = { kind: 'idle' };

/** What every mode's form gets from the flow around it. */
export interface FlowContext {
  source: AuthSource;
  portal: boolean;
  redirectTo: string | null;
  status: FlowStatus;
  setStatus: (status: FlowStatus) => void;
  /** The email typed last, carried from one mode to the next. */
  email: string;
  rememberEmail: (email: string) => void;
  switchMode: (mode: AuthMode) => void;
  /** Runs `fn` after `ms` unless the mode changes or the flow unmounts first. */
  later: (fn: () => void, ms: number) => void;
  succeed: (outcome: AuthOutcome) => void;
  /** Focus the first field on mount (after the user switched modes). */
  autoFocus: boolean;
  /** Sign-in goes on to a dashboard: only then does its message say so. */
  signInToDashboard: boolean;
}
