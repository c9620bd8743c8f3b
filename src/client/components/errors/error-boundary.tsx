import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { ERROR_BOUNDARY } from '#shared/constants.ts';
import { ERROR_SCREEN, isChunkLoadError } from '#shared/errors.ts';
import { cn } from '../../lib/cn.ts';
import { clientLog } from '../../lib/client-log.ts';
import { buildErrorReport, createErrorId, reportClientError, toError } from '../../lib/error-report.ts';
import { ChunkErrorScreen } from './chunk-error-screen.tsx';
import { LazyErrorScreen } from './lazy-error-screen.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown as '<name> encountered an unexpected error' and sent as componentName. */
  name?: string;
  /** A small inline notice instead of the full screen, for one widget on a page. */
  isolated?: boolean;
  /** When any of these change (e.g. the path), the boundary starts afresh. */
  resetKeys?: readonly unknown[];
  onReset?: () => void;
  fullScreen?: boolean;
  className?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  errorId: string | null;
  /** Errors caught since the last fresh start: the repeat count. */
  errorCount: number;
  /** Resets so far (automatic or Try Again), capped at ERROR_BOUNDARY.maxRetries. */
  retryCount: number;
  autoResetPending: boolean;
}

const INITIAL: ErrorBoundaryState = {
  error: null,
  errorId: null,
  errorCount: 0,
  retryCount: 0,
  autoResetPending: false,
};

/** §4: an error auto-resets after 5 s for the first 3 errors, unless its message says 'Critical'
 *  (or it is a chunk-load failure, which a re-render cannot fix). */
export function shouldAutoReset(error: Error, errorCount: number): boolean {
  if (errorCount > ERROR_BOUNDARY.maxRetries) return false;
  if (error.message.includes(ERROR_BOUNDARY.noAutoResetMarker)) return false;
  return !isChunkLoadError(error);
}

function keysChanged(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

/** §4/§8 error boundary: full error screen (or isolated notice), repeat count, capped retries,
 *  timed auto-reset, chunk-load screen, and a report to POST /api/errors. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = INITIAL;
  private timer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const err = toError(error);
    const errorId = createErrorId();
    const errorCount = this.state.errorCount + 1;
    const autoReset = shouldAutoReset(err, errorCount);
    this.setState({ errorId, errorCount, autoResetPending: autoReset });
    clientLog.error(err);
    reportClientError(
      buildErrorReport(err, { componentStack: info.componentStack ?? null, componentName: this.props.name ?? null }),
    );
    this.clearTimer();
    if (autoReset) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.reset();
      }, ERROR_BOUNDARY.autoResetMs);
    }
  }

  override componentDidUpdate(prevProps: ErrorBoundaryProps): void {
    if (keysChanged(prevProps.resetKeys, this.props.resetKeys)) {
      this.clearTimer();
      if (this.state !== INITIAL) this.setState(INITIAL);
    }
  }

  override componentWillUnmount(): void {
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Renders the children again; counts as one retry (capped at 3). */
  reset = (): void => {
    this.clearTimer();
    this.setState((state) => ({
      error: null,
      errorId: null,
      autoResetPending: false,
      retryCount: Math.min(ERROR_BOUNDARY.maxRetries, state.retryCount + 1),
    }));
    this.props.onReset?.();
  };

  private retry = (): void => {
    if (this.state.retryCount >= ERROR_BOUNDARY.maxRetries) return;
    this.reset();
  };

  override render(): ReactNode {
    const { error, errorId, errorCount, retryCount, autoResetPending } = this.state;
    if (!error) return this.props.children;
    const id = errorId ?? '…';

    if (this.props.isolated) {
      return (
        <div
          role="alert"
          className={cn(
            'flex items-start gap-3 rounded-2xl border border-line bg-dusk-50 p-4 text-sm',
            this.props.className,
          )}
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{ERROR_SCREEN.isolatedMessage}</p>
            <p className="mt-0.5 text-muted">{autoResetPending ? 'Retrying in a few seconds…' : `Error ID: ${id}`}</p>
          </div>
          {retryCount < ERROR_BOUNDARY.maxRetries ? (
            <button
              type="button"
              onClick={this.retry}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-brand hover:bg-ember-50"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {ERROR_SCREEN.tryAgain}
            </button>
          ) : null}
        </div>
      );
    }

    if (isChunkLoadError(error)) {
      return (
        <ChunkErrorScreen
          error={error}
          errorId={id}
          fullScreen={this.props.fullScreen ?? false}
          className={this.props.className}
        />
      );
    }

    return (
      <LazyErrorScreen
        error={error}
        errorId={id}
        componentName={this.props.name}
        errorCount={errorCount}
        onRetry={this.retry}
        retriesLeft={ERROR_BOUNDARY.maxRetries - retryCount}
        autoResetSeconds={autoResetPending ? ERROR_BOUNDARY.autoResetMs / 1000 : null}
        fullScreen={this.props.fullScreen ?? false}
        className={this.props.className}
      />
    );
  }
}
