import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { House, LifeBuoy, Mail, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { classifyError, ERROR_SCREEN } from '#shared/errors.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { copyText } from '../../lib/clipboard.ts';
import { buildErrorReport, errorDetailsText, supportMailto, toError } from '../../lib/error-report.ts';
import { reloadPage } from './error-actions.ts';
import { ErrorIdChip } from './error-id-chip.tsx';

export interface ErrorScreenProps {
  error: unknown;
  errorId: string;
  /** Who failed: '<componentName> encountered an unexpected error'. */
  componentName?: string | undefined;
  /** How many times this boundary has caught an error (the repeat count). */
  errorCount?: number;
  onRetry?: (() => void) | undefined;
  /** Retries left before Try Again is disabled. */
  retriesLeft?: number;
  /** Seconds until an automatic retry, when one is scheduled. */
  autoResetSeconds?: number | null;
  fullScreen?: boolean;
  className?: string;
}

function AutoResetNotice({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => Math.max(1, value - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-lagoon-50 px-3 py-1 text-xs font-semibold text-lagoon-800">
      <RotateCcw aria-hidden="true" className="size-3.5" />
      Trying again automatically in {left} s
    </span>
  );
}

/** Opens a mail to support with the error id and details; copies the same text first so the user
 *  still has it when no mail app opens (clipboard fallback, §8). */
export async function reportIssue(errorId: string, error: unknown, componentName?: string): Promise<void> {
  const details = errorDetailsText(errorId, buildErrorReport(error, { componentName: componentName ?? null }));
  const copied = await copyText(details);
  if (copied)
    toast.success('Error details copied', {
      description: 'Paste them into your message if your mail app does not open.',
    });
  window.location.href = supportMailto(errorId, details);
}

/** The §8 error screen: title, who failed, message, repeat count, error id and the recovery actions. */
export function ErrorScreen({
  error,
  errorId,
  componentName,
  errorCount = 1,
  onRetry,
  retriesLeft,
  autoResetSeconds,
  fullScreen = false,
  className,
}: ErrorScreenProps) {
  useDocumentTitle(ERROR_SCREEN.title);
  const classification = classifyError(error);
  const err = toError(error);
  const message = classification.userMessage ?? ERROR_SCREEN.defaultMessage;
  const retryDisabled = retriesLeft !== undefined && retriesLeft <= 0;

  return (
    <div
      className={cn(
        'flex items-center justify-center px-5',
        fullScreen ? 'min-h-dvh bg-canvas py-10' : 'min-h-[70vh] py-14',
        className,
      )}
    >
      <div
        role="alert"
        className="w-full max-w-xl rounded-3xl border border-line bg-surface p-7 text-center shadow-lift sm:p-10"
      >
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-danger-soft text-danger">
          <TriangleAlert aria-hidden="true" className="size-8" />
        </div>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{ERROR_SCREEN.title}</h1>
        {componentName ? (
          <p className="mt-2 font-semibold text-dusk-700">{ERROR_SCREEN.componentError(componentName)}</p>
        ) : null}
        <p className="mx-auto mt-2 max-w-md text-[0.9375rem] leading-6 text-muted">{message}</p>

        <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
          {errorCount > 1 ? (
            <span className="inline-flex rounded-full bg-gold-100 px-3 py-1 text-xs font-semibold text-gold-800">
              {ERROR_SCREEN.repeatCount(errorCount)}
            </span>
          ) : null}
          {autoResetSeconds ? <AutoResetNotice seconds={autoResetSeconds} /> : null}
        </div>

        <div className="mt-7 grid gap-2.5 sm:grid-cols-2">
          {onRetry ? (
            <Button onClick={onRetry} disabled={retryDisabled} size="lg">
              <RotateCcw aria-hidden="true" />
              {ERROR_SCREEN.tryAgain}
            </Button>
          ) : null}
          <Button variant="secondary" size="lg" onClick={reloadPage} className={onRetry ? undefined : 'sm:col-span-2'}>
            <RefreshCw aria-hidden="true" />
            {ERROR_SCREEN.refreshPage}
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href="/">
              <House aria-hidden="true" />
              {ERROR_SCREEN.goHome}
            </a>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href={ERROR_SCREEN.contactHref}>
              <LifeBuoy aria-hidden="true" />
              {ERROR_SCREEN.contactSupport}
            </a>
          </Button>
        </div>
        {retryDisabled ? (
          <p className="mt-3 text-sm text-muted">Retry limit reached. Refresh the page to start over.</p>
        ) : null}

        <div className="mt-7 flex flex-col items-center gap-3 border-t border-line pt-6">
          <ErrorIdChip errorId={errorId} />
          <Button variant="link" size="sm" onClick={() => void reportIssue(errorId, error, componentName)}>
            <Mail aria-hidden="true" />
            {ERROR_SCREEN.reportIssue}
          </Button>
          <details className="w-full text-left text-sm">
            <summary className="cursor-pointer text-center text-muted hover:text-ink">Technical details</summary>
            <pre className="mt-3 max-h-48 overflow-auto rounded-xl bg-dusk-950 p-4 font-mono text-xs leading-5 whitespace-pre-wrap text-dusk-200">
              {`${err.name}: ${err.message}`}
            </pre>
          </details>
        </div>
      </div>
    </div>
  );
}
