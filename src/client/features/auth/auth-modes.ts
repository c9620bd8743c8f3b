// How pages name the auth modal's modes in ?mode=, and what each mode says.
import type { AuthMode } from '../../components/layout/auth-modal-context.ts';

// ?mode= accepts the mode names and a few obvious spellings (/auth?mode=signup).
const MODE_ALIASES: Record<string, AuthMode> = {
  signin: 'signin',
  'sign-in': 'signin',
  login: 'signin',
  signup: 'signup-user',
  'sign-up': 'signup-user',
  'signup-user': 'signup-user',
  partner: 'signup-partner',
  'signup-partner': 'signup-partner',
  forgot: 'forgot-password',
  'forgot-password': 'forgot-password',
};

export function parseAuthMode(value: string | null | undefined, fallback: AuthMode = 'signin'): AuthMode {
  return (value && MODE_ALIASES[value.toLowerCase()]) || fallback;
}

export interface ModeCopy {
  title: string;
  description: string;
}

export const MODE_COPY: Record<AuthMode, ModeCopy> = {
  signin: { title: 'Welcome back', description: 'Sign in to plan, book and message venues and vendors.' },
  'signup-user': {
    title: 'Create your account',
    description: 'Keep your cart, bookings and messages in one place. It is free.',
  },
  'signup-partner': {
    title: 'Become a partner',
    description: 'List your venue or service and get booked with the rest of the event.',
  },
  'forgot-password': {
    title: 'Reset your password',
    description: 'Enter your email and we will send you a link to choose a new password.',
  },
};

/** Where the user signed up or in, carried in callback URLs (?source=). */
export type AuthSource = 'modal' | 'auth' | 'login' | 'signup' | 'partner' | 'portal';
export type UserType = 'customer' | 'partner';
