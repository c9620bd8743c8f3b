// Roles, the active-role rule and route guards (spec §2 Route guards, §4 Session, §5 Roles, §6). No schema here
// (the role's is in session.ts): the client's first view guards its routes with these rules without zod.

export const ROLES = ['customer', 'venue', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PARTNER_ROLES = ['venue', 'vendor'] as const satisfies readonly Role[];
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  venue: 'Venue Partner',
  vendor: 'Vendor Partner',
  admin: 'Administrator',
};

/** §6 default landing per role. */
export const ROLE_LANDING: Record<Role, string> = {
  customer: '/dashboard',
  venue: '/portal/dashboard',
  vendor: '/portal/dashboard',
  admin: '/admin-dashboard',
};

/** Whether a path (query and hash ignored) is one of the §6 landing dashboards. */
export function isLandingPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return Object.values(ROLE_LANDING).some((landing) => landing === pathname);
}

/** §6: the role record written to the user-role table at signup. */
export const SIGNUP_ROLE_RECORD = 'user';

export const ROLE_ERRORS = {
  cannotSwitch: 'Cannot switch to this role',
} as const;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isPartnerRole(value: unknown): value is PartnerRole {
  return value === 'venue' || value === 'vendor';
}

/**
 * §6 sources: customer is everyone's; venue/vendor come from the profile's partner_type;
 * admin comes from the user-role table. Returned in ROLES order, without duplicates.
 */
export function deriveRoles(input: { partnerType?: string | null; roleRecords?: readonly string[] }): Role[] {
  const held = new Set<Role>(['customer']);
  if (isPartnerRole(input.partnerType)) held.add(input.partnerType);
  for (const record of input.roleRecords ?? []) {
    if (isRole(record)) held.add(record);
  }
  return ROLES.filter((role) => held.has(role));
}

/** §4: stored role if still held; else admin; else the first of venue or vendor; else customer. */
export function resolveActiveRole(stored: string | null, held: readonly Role[]): Role {
  if (isRole(stored) && held.includes(stored)) return stored;
  if (held.includes('admin')) return 'admin';
  const partner = held.find(isPartnerRole);
  return partner ?? 'customer';
}

export type SwitchRoleResult = { ok: true; role: Role } | { ok: false; error: typeof ROLE_ERRORS.cannotSwitch };

/** §5: a switch is allowed only to a role the user holds. */
export function switchRole(target: unknown, held: readonly Role[]): SwitchRoleResult {
  if (isRole(target) && held.includes(target)) return { ok: true, role: target };
  return { ok: false, error: ROLE_ERRORS.cannotSwitch };
}

/** §2: the role switcher appears only for users with more than one role. */
export function showRoleSwitcher(held: readonly Role[]): boolean {
  return new Set(held).size > 1;
}

export interface RouteGuard {
  requires: Role[];
  fallback: string;
  loginPath: '/portal/login' | '/auth';
}

// Portal pages a signed-out partner must reach to sign in at all; guarding them would loop.
const OPEN_PORTAL_PATHS = ['/portal/login', '/portal/auth/callback', '/portal/verify-email'];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** §2 Route guards. /admin is a plain prefix on purpose, so /admin-dashboard is admin-only too (§2 Protected routes). */
export function guardForPath(pathname: string): RouteGuard | null {
  if (isUnder(pathname, '/portal')) {
    if (OPEN_PORTAL_PATHS.some((open) => isUnder(pathname, open))) return null;
    return { requires: ['venue', 'vendor'], fallback: '/dashboard', loginPath: '/portal/login' };
  }
  if (pathname.startsWith('/admin')) {
    return { requires: ['admin'], fallback: '/dashboard', loginPath: '/auth' };
  }
  if (isUnder(pathname, '/dashboard')) {
    return { requires: ['customer'], fallback: '/portal/dashboard', loginPath: '/auth' };
  }
  return null;
}

export function canAccessPath(pathname: string, roles: readonly Role[]): boolean {
  const guard = guardForPath(pathname);
  return guard === null || guard.requires.some((role) => roles.includes(role));
}

export const REDIRECT_REASONS = ['wrong-portal', 'no-access', 'role-switched'] as const;
export type RedirectReason = (typeof REDIRECT_REASONS)[number];

/** Name of the query value that carries a redirect reason. */
export const REDIRECT_REASON_PARAM = 'reason';

export const REDIRECT_REASON_MESSAGES: Record<RedirectReason, string> = {
  'wrong-portal': "You've been redirected to the correct portal for your account type.",
  'no-access': "You don't have access to that section. Please contact support if you need assistance.",
  'role-switched': 'Your account context has been updated.',
};

export function isRedirectReason(value: unknown): value is RedirectReason {
  return typeof value === 'string' && (REDIRECT_REASONS as readonly string[]).includes(value);
}

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; reason?: RedirectReason };

/**
 * §2 "A signed-in user lacking the role goes to the guard's fallback route, otherwise admin-dashboard,
 * portal dashboard, dashboard, or home, in that order." Read as a list of candidates tried in order:
 * the guard's fallback first, then /admin-dashboard, /portal/dashboard, /dashboard and /, taking the
 * first one the user may enter (home always qualifies) and never the path being refused.
 */
export function decideAccess(input: {
  pathname: string;
  search?: string;
  user: null | { roles: readonly Role[] };
}): AccessDecision {
  const { pathname, user } = input;
  const guard = guardForPath(pathname);
  if (!guard) return { kind: 'allow' };

  if (!user) {
    const search = input.search ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '';
    const original = `${pathname}${search === '?' ? '' : search}`;
    return { kind: 'redirect', to: `${guard.loginPath}?redirect=${encodeURIComponent(original)}` };
  }

  if (guard.requires.some((role) => user.roles.includes(role))) return { kind: 'allow' };

  const candidates = [guard.fallback, ROLE_LANDING.admin, ROLE_LANDING.venue, ROLE_LANDING.customer, '/'];
  const to = candidates.find((path) => path !== pathname && canAccessPath(path, user.roles)) ?? '/';
  const reason: RedirectReason = guard.requires.includes('admin') ? 'no-access' : 'wrong-portal';
  return { kind: 'redirect', to, reason };
}

/** Appends the redirect-reason query value to a path (keeps any existing query). */
export function withRedirectReason(path: string, reason: RedirectReason): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${REDIRECT_REASON_PARAM}=${reason}`;
}
