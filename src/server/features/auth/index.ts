// The auth feature's public surface: its routes, registered by the app; better-auth (sign-up and sign-in, sessions,
// the profile made on first sign-in), who the viewer of a request is and the guards on roles, the limits on sign-in
// attempts and the counters behind every limit kept in the database.
export { createAuth, hashPassword, type Auth } from './auth.ts';
export { authHeaders } from './auth-headers.ts';
export { authLimitFor, checkAuthLimit, recordAuthAttempt, routedUrl } from './auth-limits.ts';
export { getMe } from './get-me.ts';
export { quietBetterAuthContext } from './quiet-async-context.ts';
export { hitLimit, type Window } from './rate-limit-store.ts';
export { rolesOf } from './roles-of.ts';
export { authRoutes } from './routes.ts';
export {
  accessOf,
  forgetViewer,
  requireRole,
  requireUser,
  sessionIdOf,
  signedInViewer,
  viewerOf,
  type GuardAccess,
  type Viewer,
} from './viewer.ts';
