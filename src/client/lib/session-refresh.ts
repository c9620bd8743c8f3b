// §4 Session: "The session is refreshed when fewer than 5 minutes of validity remain; concurrent
// refreshes share one attempt." Framework-free so it can be tested with fake timers.
import { SESSION } from '#shared/constants.ts';

/** What a refresh learns: when the (possibly extended) session expires, or null when it has ended. */
export type SessionExpiry = { expiresAt: number } | null;

export interface SessionRefresherOptions {
  /** Asks the server for the current session (GET /api/auth/get-session). */
  fetchSession: () => Promise<SessionExpiry>;
  /** Told about every refresh result (null: the session is gone). */
  onResult?: (result: SessionExpiry) => void;
  /** Refresh once fewer than this many ms of validity remain. */
  thresholdMs?: number;
  /** Never check again sooner than this (a server that does not extend the session must not cause a loop). */
  minDelayMs?: number;
  now?: () => number;
}

export interface SessionRefresher {
  /** Refreshes now; calls made while one is in flight get the same promise. */
  refresh: () => Promise<SessionExpiry>;
  /** Refreshes only when fewer than `thresholdMs` remain (or the expiry is unknown). */
  refreshIfDue: () => Promise<SessionExpiry> | null;
  /** Remembers the expiry and schedules the next refresh for when it falls due. */
  track: (expiresAt: number) => void;
  /** Forgets the session and cancels the scheduled refresh. */
  stop: () => void;
  readonly expiresAt: number | null;
}

// setTimeout's ceiling (about 24.8 days); longer waits overflow and fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSessionRefresher(options: SessionRefresherOptions): SessionRefresher {
  const {
    fetchSession,
    onResult,
    thresholdMs = SESSION.refreshThresholdMs,
    minDelayMs = 30_000,
    now = Date.now,
  } = options;
  let expiresAt: number | null = null;
  let inFlight: Promise<SessionExpiry> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    clearTimer();
    if (expiresAt === null) return;
    // The first moment fewer than `thresholdMs` remain.
    const due = expiresAt - thresholdMs - now() + 1;
    timer = setTimeout(
      () => {
        timer = null;
        const pending = refreshIfDue();
        if (pending) pending.catch(() => {});
        else schedule();
      },
      Math.min(MAX_TIMER_MS, Math.max(minDelayMs, due)),
    );
  };

  const track = (next: number) => {
    expiresAt = next;
    schedule();
  };

  const stop = () => {
    expiresAt = null;
    clearTimer();
  };

  const refresh = (): Promise<SessionExpiry> => {
    if (inFlight) return inFlight;
    const attempt = fetchSession().then(
      (result) => {
        if (result) track(result.expiresAt);
        else stop();
        onResult?.(result);
        return result;
      },
      (error: unknown) => {
        // Try again later rather than give up on a session that may still be valid.
        schedule();
        throw error;
      },
    );
    inFlight = attempt.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const refreshIfDue = (): Promise<SessionExpiry> | null => {
    if (inFlight) return inFlight;
    if (expiresAt !== null && expiresAt - now() >= thresholdMs) return null;
    return refresh();
  };

  return {
    refresh,
    refreshIfDue,
    track,
    stop,
    get expiresAt() {
      return expiresAt;
    },
  };
}
