// The client's log (§9: a buffer of the last 100 entries): what support needs next to an error report (failed
// calls, errors with their §8 classification). It also decides when an error is worth reporting again: each
// distinct message at most once a minute, so a failing loop cannot flood the server.
import { DISPLAY } from '#shared/constants.ts';
import { classifyError } from '#shared/errors.ts';

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  /** ISO time. */
  at: string;
  /** §8 category of an error entry ('network', 'chunk', ...). */
  category?: string;
}

const REPORT_EVERY_MS = 60_000;

export function createClientLog(capacity: number = DISPLAY.logBufferEntries, now: () => number = Date.now) {
  const entries: LogEntry[] = [];
  const reportedAt = new Map<string, number>();

  const add = (level: LogLevel, message: string, category?: string) => {
    entries.push({
      level,
      message: message.slice(0, 500),
      at: new Date(now()).toISOString(),
      ...(category ? { category } : {}),
    });
    if (entries.length > capacity) entries.splice(0, entries.length - capacity);
  };

  return {
    add,
    /** Oldest first. */
    entries: (): readonly LogEntry[] => [...entries],
    /** Logs an error with its §8 classification; answers whether it should be reported now (not within a minute of the same message). */
    error(error: unknown): boolean {
      const { category } = classifyError(error);
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      add('error', message, category);
      const last = reportedAt.get(message);
      if (last !== undefined && now() - last < REPORT_EVERY_MS) return false;
      reportedAt.set(message, now());
      return true;
    },
  };
}

export type ClientLog = ReturnType<typeof createClientLog>;

/** The app's one log. */
export const clientLog = createClientLog();

/** The last entries as lines for a support mail ('12:00:01 warn GET /api/venues failed: ...'). */
export function logLines(count = 20, log: ClientLog = clientLog): string[] {
  return log
    .entries()
    .slice(-count)
    .map(
      (entry) =>
        `${entry.at.slice(11, 19)} ${entry.level}${entry.category ? ` [${entry.category}]` : ''} ${entry.message}`,
    );
}
