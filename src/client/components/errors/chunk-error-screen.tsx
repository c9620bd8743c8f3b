import { useState } from 'react';
import { House, RefreshCw, Sparkles, Trash2 } from 'lucide-react';
import { classifyError, ERROR_SCREEN } from '#shared/errors.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { clearCachesAndReload, hardRefresh } from './error-actions.ts';
import { ErrorIdChip } from './error-id-chip.tsx';

export interface ChunkErrorScreenProps {
  error: unknown;
  errorId: string;
  fullScreen?: boolean;
  className?: string;
}

/** §4: a part of the app failed to download (usually a new deploy): clear cache and retry, hard refresh, or go home. */
export function ChunkErrorScreen({ error, errorId, fullScreen = false, className }: ChunkErrorScreenProps) {
  useDocumentTitle(ERROR_SCREEN.title);
  const [clearing, setClearing] = useState(false);
  const message = classifyError(error).userMessage ?? ERROR_SCREEN.defaultMessage;
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
        className="w-full max-w-lg rounded-3xl border border-line bg-surface p-7 text-center shadow-lift sm:p-10"
      >
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ember-50 text-brand">
          <Sparkles aria-hidden="true" className="size-8" />
        </div>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          This page didn't finish loading
        </h1>
        <p className="mx-auto mt-2 max-w-sm text-[0.9375rem] leading-6 text-muted">
          {message} If that does not help, clearing the saved copy of the app usually does.
        </p>
        <div className="mt-7 flex flex-col gap-2.5">
          <Button
            size="lg"
            loading={clearing}
            onClick={() => {
              setClearing(true);
              void clearCachesAndReload();
            }}
          >
            <Trash2 aria-hidden="true" />
            {ERROR_SCREEN.clearCacheAndRetry}
          </Button>
          <div className="grid gap-2.5 sm:grid-cols-2">
            <Button variant="secondary" size="lg" onClick={hardRefresh}>
              <RefreshCw aria-hidden="true" />
              {ERROR_SCREEN.hardRefresh}
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href="/">
                <House aria-hidden="true" />
                {ERROR_SCREEN.goHome}
              </a>
            </Button>
          </div>
        </div>
        <div className="mt-7 border-t border-line pt-6">
          <ErrorIdChip errorId={errorId} />
        </div>
      </div>
    </div>
  );
}
