// The auth routes of §2 (customer, partner and portal): one module, loaded lazily by the route table.
import { AuthScreen } from './auth-screen.tsx';

export { AuthCallbackPage, PortalAuthCallbackPage } from './social-callback-page.tsx';
export { EmailVerifiedPage, PartnerCloseConfirmationPage } from './email-verified-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export {
  EmailVerificationPage,
  PartnerEmailConfirmationPage,
  PortalVerifyEmailPage,
  VerifyEmailPage,
} from './verify-email-page.tsx';

/** /auth: the modal's form inline; ?mode=signup (or signup-partner, forgot-password) and ?redirect=. */
export function AuthPage() {
  return <AuthScreen defaultMode="signin" source="auth" />;
}

export function LoginPage() {
  return <AuthScreen defaultMode="signin" source="login" />;
}

export function SignupPage() {
  return <AuthScreen defaultMode="signup-user" source="signup" />;
}

export function ForgotPasswordPage() {
  return <AuthScreen defaultMode="forgot-password" source="auth" />;
}

const PARTNER_COPY = {
  signin: { title: 'Partner sign in', description: 'Sign in to manage your listings, bookings and payouts.' },
};

/** /partner/auth: partner sign-up, with a link to sign in instead. */
export function PartnerAuthPage() {
  return (
    <AuthScreen
      defaultMode="signup-partner"
      source="partner"
      audience="partner"
      eyebrow="Partner"
      copy={PARTNER_COPY}
    />
  );
}

/** /partner/create-account: the partner application's first step. */
export function PartnerCreateAccountPage() {
  return (
    <AuthScreen
      defaultMode="signup-partner"
      source="partner"
      audience="partner"
      eyebrow="Partner"
      copy={{
        ...PARTNER_COPY,
        'signup-partner': {
          title: 'Create a partner account',
          description:
            'Start your application: your name, your business and whether you run a venue or offer a service.',
        },
      }}
    />
  );
}

/** /portal/login: the Venue & Vendor Portal's sign-in; lands on the portal dashboard (or ?redirect=). */
export function PortalLoginPage() {
  return (
    <AuthScreen
      defaultMode="signin"
      source="portal"
      portal
      audience="partner"
      eyebrow="Partner portal"
      signInLabel="Sign In to the Portal"
      copy={{
        signin: {
          title: 'Venue & Vendor Portal',
          description: 'Sign in to manage your listings, bookings and payouts.',
        },
        'signup-partner': {
          title: 'Create a partner account',
          description: 'List your venue or service and get booked with the rest of the event.',
        },
      }}
    />
  );
}
