import { Compass, Handshake, KeyRound, LifeBuoy, LogIn, MailCheck, RefreshCw, ShieldCheck, UserPlus } from 'lucide-react';
import { plannedPage, type PageContext } from '../../app/planned-page.tsx';

const ACCOUNT_LINKS = [
  { label: 'Sign in', href: '/auth', icon: LogIn },
  { label: 'Create an account', href: '/signup', icon: UserPlus },
  { label: 'Forgot password', href: '/forgot-password', icon: KeyRound },
  { label: 'Venue & Vendor Portal', href: '/portal/login', description: 'For partners', icon: Handshake },
];

function returnNote({ search }: PageContext): string {
  const redirect = search.get('redirect');
  return redirect
    ? `Sign in to continue to ${redirect}. Use your email and password, or continue with a social account.`
    : 'Welcome back. Sign in with your email and password, or continue with a social account.';
}

export const AuthPage = plannedPage({
  title: 'Sign in',
  eyebrow: 'Account',
  icon: LogIn,
  summary: returnNote,
  features: [
    'Sign in with email and password, or with a social account.',
    'Switch to creating an account, a partner account or a password reset without leaving the form.',
    'Land back exactly where you were, with your cart intact.',
  ],
  links: ACCOUNT_LINKS.filter((link) => link.href !== '/auth'),
});

export const LoginPage = plannedPage({
  title: 'Log in',
  eyebrow: 'Account',
  icon: LogIn,
  summary: returnNote,
  features: ['Sign in with your email and password.', 'Reset your password if you have forgotten it.'],
  links: ACCOUNT_LINKS,
});

export const SignupPage = plannedPage({
  title: 'Create your account',
  eyebrow: 'Account',
  icon: UserPlus,
  summary: 'A free account keeps your cart, bookings and messages in one place.',
  features: [
    'Sign up with your name, email and a password of at least 8 characters.',
    'Confirm your email, then book and message partners.',
    'Run a venue or an event business? Create a partner account instead.',
  ],
  links: [
    { label: 'Already have an account? Sign in', href: '/auth', icon: LogIn },
    { label: 'Partner sign-up', href: '/partner/create-account', description: 'List a venue or service', icon: Handshake },
  ],
});

export const AuthCallbackPage = plannedPage({
  title: 'Signing you in',
  eyebrow: 'Account',
  icon: RefreshCw,
  summary: ({ search }) =>
    search.get('userType') === 'partner' ? 'Finishing your partner sign-in and taking you to the portal.' : 'Finishing your sign-in and taking you back to where you were.',
  breadcrumbLabel: () => 'Callback',
  features: ['Complete the sign-in you started with a social account.', 'Send you on to your dashboard, the portal or the page you came from.'],
  links: ACCOUNT_LINKS,
});

export const EmailVerifiedPage = plannedPage({
  title: 'Email verified',
  eyebrow: 'Account',
  icon: MailCheck,
  summary: ({ search }) =>
    search.get('userType') === 'partner' ? 'Your email is confirmed. Continue setting up your partner account.' : 'Your email is confirmed. You can book and message partners now.',
  features: ['Confirm your address and sign you in.', 'Take you on to your next step: your dashboard or partner onboarding.'],
  links: [{ label: 'Discover', href: '/discover', icon: Compass }, ...ACCOUNT_LINKS.slice(0, 1)],
});

export const VerifyEmailPage = plannedPage({
  title: 'Verify your email',
  eyebrow: 'Account',
  icon: MailCheck,
  summary: 'We sent a link to your inbox. Open it to confirm your address.',
  features: ['Resend the verification email if it did not arrive.', 'Change the address if you mistyped it.'],
  links: [{ label: 'Help Center', href: '/help', icon: LifeBuoy }, ...ACCOUNT_LINKS.slice(0, 1)],
});

export const EmailVerificationPage = plannedPage({
  title: 'Email verification',
  eyebrow: 'Account',
  icon: MailCheck,
  summary: 'Check your inbox for the verification link we sent you.',
  features: ['See which address the link went to.', 'Resend the link or contact support.'],
  links: [{ label: 'Help Center', href: '/help', icon: LifeBuoy }, ...ACCOUNT_LINKS.slice(0, 1)],
});

export const ForgotPasswordPage = plannedPage({
  title: 'Reset your password',
  eyebrow: 'Account',
  icon: KeyRound,
  summary: 'Enter your email and we will send you a link to choose a new password.',
  features: ['Request a reset link by email.', 'The link brings you back here to set a new password.'],
  links: ACCOUNT_LINKS.filter((link) => link.href !== '/forgot-password'),
});

export const ResetPasswordPage = plannedPage({
  title: 'Choose a new password',
  eyebrow: 'Account',
  icon: ShieldCheck,
  summary: 'Set a new password of at least 8 characters for your account.',
  breadcrumbLabel: () => 'Reset Password',
  features: ['Set and confirm a new password.', 'Sign in straight after with the new password.'],
  links: ACCOUNT_LINKS,
});
