import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight, LogOut } from 'lucide-react';
import { isLandingPath, ROLE_LABELS } from '#shared/roles.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { landingFor, useSession } from '../../lib/session.tsx';
import { AuthFlow } from './auth-flow.tsx';
import { AuthLayout } from './auth-layout.tsx';
import type { AuthMode } from '../../components/layout/auth-modal-context.ts';
import { MODE_COPY, parseAuthMode, type AuthSource } from './auth-modes.ts';
import { outcomeDelayMs, type AuthOutcome } from './auth-outcome.ts';
import { useCompleteAuth } from './use-complete-auth.ts';

export interface AuthScreenProps {
  /** The mode when ?mode= does not name one. */
  defaultMode: AuthMode;
  source: AuthSource;
  /** The partner portal's sign-in: lands on the portal, social sign-in returns to /portal/auth/callback. */
  portal?: boolean;
  audience?: 'customer' | 'partner';
  /** Replaces the heading and description of a mode on this page. */
  copy?: Partial<Record<AuthMode, { title: string; description: string }>>;
  eyebrow?: string;
  signInLabel?: string;
}

function SignedInPanel({ redirectTo, portal }: { redirectTo: string | null; portal: boolean }) {
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  const target =
    redirectTo ??
    (portal ? '/portal/dashboard' : landingFor({ user, roles: session.roles, activeRole: session.activeRole }));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3.5 rounded-2xl bg-dusk-50 p-4">
        <Avatar name={user.name || user.email} src={user.image} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-bold text-ink">{user.name || user.email}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
          {session.activeRole ? <p className="mt-0.5 text-sm text-muted">{ROLE_LABELS[session.activeRole]}</p> : null}
        </div>
      </div>
      <Button asChild size="lg" block>
        <Link to={target}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button variant="secondary" size="lg" block onClick={session.signOut} loading={session.signingOut}>
        <LogOut aria-hidden="true" />
        Sign out and use another account
      </Button>
    </div>
  );
}

/** An auth page: the modal's flow inline, with ?mode= for the mode and ?redirect= (same-origin only) for where to go after. */
export function AuthScreen({
  defaultMode,
  source,
  portal = false,
  audience = 'customer',
  copy,
  eyebrow,
  signInLabel,
}: AuthScreenProps) {
  const [search, setSearch] = useSearchParams();
  const mode = parseAuthMode(search.get('mode'), defaultMode);
  const redirectTo = safeRedirect(search.get('redirect'));
  const session = useSession();
  const complete = useCompleteAuth();
  // Once a submit here succeeded the session changes under us; keep the flow (and its message) on screen.
  const [engaged, setEngaged] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const setMode = useCallback(
    (next: AuthMode) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === defaultMode) params.delete('mode');
          else params.set('mode', next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearch, defaultMode],
  );

  const onSuccess = useCallback(
    (outcome: AuthOutcome) => {
      setEngaged(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(
        () => void complete(outcome, { redirectTo, context: 'page', portal }),
        outcomeDelayMs(outcome),
      );
    },
    [complete, redirectTo, portal],
  );

  const signedIn = Boolean(session.user) && !engaged;
  const text = signedIn
    ? { title: 'You are signed in', description: 'Continue where you were going, or sign out to use another account.' }
    : (copy?.[mode] ?? MODE_COPY[mode]);

  return (
    <AuthLayout
      title={text.title}
      description={text.description}
      eyebrow={eyebrow}
      audience={mode === 'signup-partner' || portal ? 'partner' : audience}
    >
      {session.status === 'loading' ? (
        <div aria-hidden="true" className="flex flex-col gap-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-13" />
        </div>
      ) : signedIn ? (
        <SignedInPanel redirectTo={redirectTo} portal={portal} />
      ) : (
        <AuthFlow
          mode={mode}
          onModeChange={setMode}
          source={source}
          redirectTo={redirectTo}
          portal={portal}
          onSuccess={onSuccess}
          signInLabel={signInLabel}
          // Without a ?redirect= the page goes on to the role's landing page, a dashboard (§6).
          signInToDashboard={redirectTo === null || isLandingPath(redirectTo)}
        />
      )}
    </AuthLayout>
  );
}
