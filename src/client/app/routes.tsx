// The route table: every route of spec §2 "Routes", its redirects, guards and lazy-loaded pages.
import type { ComponentType } from 'react';
import { Navigate, useLocation, type LoaderFunction, type RouteObject } from 'react-router';
import type { PagePrefetch, ServerLoadContext } from '../lib/page-prefetch.ts';
import { lazyRetry } from '../lib/lazy-retry.ts';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { RouteError } from './errors/route-error.tsx';
import { LegacyRedirect } from './legacy-redirect.tsx';
import { LoadingScreen } from '../components/layout/loading-screen.tsx';
import { RequireAccess } from '../components/layout/require-access.tsx';
import { RootLayout } from './root-layout.tsx';

/** 'PartnerApplyPage' → 'Partner Apply page', for '<component> encountered an unexpected error'. */
export function pageLabel(exportName: string): string {
  return `${exportName.replace(/Page$/, '').replace(/([a-z])([A-Z])/g, '$1 $2')} page`;
}

/** Set on the routes a visitor lands on from outside: the server renders them (entry-server.tsx). */
export interface ServerRenderedHandle {
  serverRendered: true;
}

export interface RouteOptions {
  /** On the server: each server-rendered page's `prefetch<Page>` is its loader, and fills the query cache of the
   *  request's context (ServerLoadContext) before render. */
  serverData?: boolean;
}

/** Lazy route module with the §4 retry (3 retries, 100 ms then tripled). The page renders inside
 *  our ErrorBoundary (auto-reset, repeat count, report); the route's errorElement handles failures
 *  to load the module itself. With `serverData`, the module's `prefetch<Page>` becomes the route's loader. */
function pageLoader({ serverData }: RouteOptions) {
  return function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
    return async (): Promise<{ Component: ComponentType; loader?: LoaderFunction }> => {
      const module = await lazyRetry(load);
      const Page = module[name] as ComponentType;
      function GuardedPage() {
        const { pathname } = useLocation();
        return (
          <ErrorBoundary name={pageLabel(name)} resetKeys={[pathname]}>
            <Page />
          </ErrorBoundary>
        );
      }
      GuardedPage.displayName = `Guarded(${name})`;
      const prefetch = module[`prefetch${name}`] as PagePrefetch | undefined;
      if (!serverData || !prefetch) return { Component: GuardedPage };
      const loader: LoaderFunction = async ({ params, request, context }) => {
        await prefetch((context as ServerLoadContext).queryClient, { params, url: new URL(request.url) });
        return null;
      };
      return { Component: GuardedPage, loader };
    };
  };
}

const serverRendered = { serverRendered: true } satisfies ServerRenderedHandle;

const home = () => import('../features/home/home-page.tsx');
const search = () => import('../features/search/discover-pages.tsx');
const listings = () => import('../features/listings/listing-pages.tsx');
const stories = () => import('../features/stories/story-pages.tsx');
const checkout = () => import('../features/checkout/checkout-pages.tsx');
const cart = () => import('../features/cart/cart-page.tsx');
const events = () => import('../features/events/event-pages.tsx');
const account = () => import('../features/account/account-pages.tsx');
const concierge = () => import('../features/concierge/profile-chats-page.tsx');
const messaging = () => import('../features/messaging/messages-page.tsx');
const info = () => import('../features/info/info-pages.tsx');
const auth = () => import('../features/auth/auth-pages.tsx');
const onboarding = () => import('../features/onboarding/onboarding-pages.tsx');
const partners = () => import('../features/partners/partner-pages.tsx');
/** Its own chunk: the charts library loads only for analytics. */
const partnerAnalytics = () => import('../features/portal/analytics-page.tsx');
const portal = () => import('../features/portal/portal-pages.tsx');
const platformMetrics = () => import('../features/platform-metrics/admin-dashboard-page.tsx');
const platformPerformance = () => import('../features/platform-metrics/performance-page.tsx');
const applicationReview = () => import('../features/partners/applications-page.tsx');
const notFound = () => import('./errors/not-found-page.tsx');

/** Old paths and their new homes (§2). Each one is recorded (§7) and replaces the location. */
export const LEGACY_REDIRECTS: { from: string; to: string }[] = [
  { from: '/checkout-legacy', to: '/checkout' },
  { from: '/booking-confirmation', to: '/booking/confirmation' },
  { from: '/my-bookings', to: '/profile/bookings' },
  { from: '/auth/verified', to: '/verify-email' },
  { from: '/reset-password', to: '/auth/reset-password' },
  { from: '/vendor-onboarding', to: '/onboarding?type=vendor' },
  { from: '/venue-onboarding', to: '/onboarding?type=venue' },
  { from: '/listing-management', to: '/partner/listings' },
  { from: '/partner/dashboard', to: '/portal' },
  { from: '/partner/bookings', to: '/portal/dashboard?tab=bookings' },
  { from: '/partner/saas', to: '/portal/dashboard?tab=saas' },
  { from: '/vendor-dashboard', to: '/dashboard' },
  { from: '/venue-dashboard', to: '/dashboard' },
];

/** The route table; on the server, with `serverData`, server-rendered pages load their data before render. */
export function createRoutes(options: RouteOptions = {}): RouteObject[] {
  const page = pageLoader(options);

  const publicRoutes: RouteObject[] = [
    { index: true, lazy: page(home, 'HomePage'), handle: serverRendered },
    { path: 'discover', lazy: page(search, 'DiscoverPage'), handle: serverRendered },
    { path: 'stories', lazy: page(stories, 'StoriesPage'), handle: serverRendered },
    { path: 'stories/:slug', lazy: page(stories, 'StoryPage'), handle: serverRendered },
    { path: 'sponsorships', lazy: page(info, 'SponsorshipsPage') },
    { path: 'demo', lazy: page(info, 'DemoPage') },
    { path: 'venue/:id', lazy: page(listings, 'VenuePage'), handle: serverRendered },
    { path: 'vendor/:id', lazy: page(listings, 'VendorPage'), handle: serverRendered },

    { path: 'cart', lazy: page(cart, 'CartPage') },
    { path: 'checkout', lazy: page(checkout, 'CheckoutPage') },
    { path: 'booking/confirmation', lazy: page(checkout, 'BookingConfirmationPage') },
    { path: 'booking/:bookingId', lazy: page(checkout, 'BookingDetailPage') },
    { path: 'booking/error/:paymentIntentId', lazy: page(checkout, 'BookingErrorPage') },
    { path: 'events', lazy: page(events, 'CoHostedEventsPage') },
    { path: 'events/:eventId', lazy: page(events, 'EventPage') },
    { path: 'events/invitations', lazy: page(events, 'EventInvitationPage') },
    { path: 'events/rsvp', lazy: page(events, 'RsvpPage') },
    { path: 'events/pay', lazy: page(events, 'PaySharePage') },
    { path: 'quotes/:quoteId/checkout', lazy: page(checkout, 'QuoteCheckoutPage') },
    { path: 'quotes/:quoteId/success', lazy: page(checkout, 'QuoteSuccessPage') },

    { path: 'profile', lazy: page(account, 'ProfilePage') },
    { path: 'profile/bookings', lazy: page(checkout, 'MyBookingsPage') },
    { path: 'profile/chats', lazy: page(concierge, 'ProfileChatsPage') },
    { path: 'messages', lazy: page(messaging, 'MessagesPage') },
    { path: 'settings', lazy: page(account, 'SettingsPage') },

    { path: 'terms', lazy: page(info, 'TermsPage'), handle: serverRendered },
    { path: 'privacy', lazy: page(info, 'PrivacyPage'), handle: serverRendered },
    { path: 'about', lazy: page(info, 'AboutPage'), handle: serverRendered },
    { path: 'contact', lazy: page(info, 'ContactPage') },
    { path: 'help', lazy: page(info, 'HelpPage'), handle: serverRendered },
    { path: 'waitlist', lazy: page(info, 'WaitlistPage') },
  ];

  const authRoutes: RouteObject[] = [
    { path: 'auth', lazy: page(auth, 'AuthPage') },
    { path: 'auth/callback', lazy: page(auth, 'AuthCallbackPage') },
    { path: 'auth/email-verified', lazy: page(auth, 'EmailVerifiedPage') },
    { path: 'auth/reset-password', lazy: page(auth, 'ResetPasswordPage') },
    { path: 'verify-email', lazy: page(auth, 'VerifyEmailPage') },
    { path: 'forgot-password', lazy: page(auth, 'ForgotPasswordPage') },
    { path: 'login', lazy: page(auth, 'LoginPage') },
    { path: 'signup', lazy: page(auth, 'SignupPage') },
    { path: 'email-verification', lazy: page(auth, 'EmailVerificationPage') },
  ];

  /** Login required (§6): profile completion pages, and the sandbox payment provider's onboarding form. */
  const profileCompletionRoutes: RouteObject = {
    element: <RequireAccess requireSignIn />,
    children: [
      { path: 'complete-profile', lazy: page(onboarding, 'CompleteProfilePage') },
      { path: 'complete-profile/:entityType/:entityId', lazy: page(onboarding, 'CompleteEntityProfilePage') },
      { path: 'partner/complete-profile', lazy: page(onboarding, 'PartnerCompleteProfilePage') },
      { path: 'profile/venue/complete', lazy: page(onboarding, 'VenueProfileCompletePage') },
      { path: 'profile/vendor/complete', lazy: page(onboarding, 'VendorProfileCompletePage') },
      { path: 'sandbox/connect/:accountId', lazy: page(portal, 'SandboxConnectPage') },
    ],
  };

  const partnerRoutes: RouteObject[] = [
    { path: 'onboarding', lazy: page(onboarding, 'OnboardingPage') },
    { path: 'partner', lazy: page(partners, 'PartnerLandingPage'), handle: serverRendered },
    { path: 'partner/auth', lazy: page(auth, 'PartnerAuthPage') },
    { path: 'partner/create-account', lazy: page(auth, 'PartnerCreateAccountPage') },
    { path: 'partner/apply/:partnerType', lazy: page(partners, 'PartnerApplyPage') },
    { path: 'partner/email-confirmation', lazy: page(auth, 'PartnerEmailConfirmationPage') },
    { path: 'partner/close-confirmation', lazy: page(auth, 'PartnerCloseConfirmationPage') },
    { path: 'partner/pending-approval', lazy: page(partners, 'PartnerPendingApprovalPage') },
    { path: 'partner/pricing', lazy: page(partners, 'PartnerPricingPage') },
    { path: 'partner/listings', lazy: page(partners, 'PartnerListingsPage') },
    { path: 'partner/listings/:kind/:id', lazy: page(partners, 'PartnerListingEditorPage') },
    // The breadcrumb between the listings and one listing.
    { path: 'partner/listings/:kind', element: <Navigate to="/partner/listings" replace /> },
    { path: 'partner/analytics', lazy: page(partnerAnalytics, 'PartnerAnalyticsPage') },
    { path: 'partner/settings', lazy: page(partners, 'PartnerSettingsPage') },
  ];

  /** The portal (§2): sign-in pages open, the rest behind the partner guard; unknown portal paths go to the dashboard. */
  const portalRoutes: RouteObject[] = [
    { path: 'portal/login', lazy: page(auth, 'PortalLoginPage') },
    { path: 'portal/auth/callback', lazy: page(auth, 'PortalAuthCallbackPage') },
    { path: 'portal/verify-email', lazy: page(auth, 'PortalVerifyEmailPage') },
    // Redirected before the guard, so a signed-out partner's return path is the dashboard itself.
    { path: 'portal', element: <LegacyRedirect to="/portal/dashboard" record={false} /> },
    { path: 'portal/*', element: <LegacyRedirect to="/portal/dashboard" record={false} /> },
    {
      element: <RequireAccess />,
      children: [
        { path: 'portal/dashboard', lazy: page(portal, 'PortalDashboardPage') },
        { path: 'portal/onboarding', lazy: page(portal, 'PortalOnboardingPage') },
        // Where the payment provider's onboarding sends the partner back.
        { path: 'portal/onboarding/complete', lazy: page(portal, 'PortalOnboardingCompletePage') },
      ],
    },
  ];

  /** Role-guarded (§2 Protected routes): /dashboard for customers, /admin* for admins. */
  const protectedRoutes: RouteObject = {
    element: <RequireAccess />,
    children: [
      { path: 'dashboard', lazy: page(account, 'CustomerDashboardPage') },
      { path: 'dashboard/complete-listing', lazy: page(onboarding, 'CompleteListingPage') },
      { path: 'admin-dashboard', lazy: page(platformMetrics, 'AdminDashboardPage') },
      { path: 'admin/performance', lazy: page(platformPerformance, 'AdminPerformancePage') },
      { path: 'admin/applications', lazy: page(applicationReview, 'AdminApplicationsPage') },
      { path: 'admin/partner-applications', lazy: page(applicationReview, 'AdminPartnerApplicationsPage') },
      { path: 'admin/deposit-claims', lazy: page(checkout, 'AdminDepositClaimsPage') },
      { path: 'admin/ledger', lazy: page(checkout, 'AdminLedgerPage') },
    ],
  };

  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError fullScreen />,
      hydrateFallbackElement: <LoadingScreen fullScreen />,
      children: [
        {
          // Errors in a page (failed chunk, loader) render inside the shell.
          errorElement: <RouteError />,
          children: [
            ...publicRoutes,
            ...authRoutes,
            profileCompletionRoutes,
            ...partnerRoutes,
            ...portalRoutes,
            protectedRoutes,
            ...LEGACY_REDIRECTS.map(({ from, to }) => ({ path: from.slice(1), element: <LegacyRedirect to={to} /> })),
            // Behind the guard, so an unknown path under /admin or /dashboard is refused before it is not found.
            { element: <RequireAccess />, children: [{ path: '*', lazy: page(notFound, 'NotFoundPage') }] },
          ],
        },
      ],
    },
  ];
}
