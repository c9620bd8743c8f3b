import { Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '#shared/errors.ts';
import { clientLog } from '../../lib/client-log.ts';
import { buildErrorReport, createErrorId, reportClientError } from '../../lib/error-report.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ChunkErrorScreen } from '../../components/errors/chunk-error-screen.tsx';
import { LazyErrorScreen } from '../../components/errors/lazy-error-screen.tsx';
import { reloadPage } from '../../components/errors/error-actions.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

/** Loaded when first shown; should that fail, the parent route's error screen says so. */
const NotFoundScreen = lazyComponent(() => import('./not-found-page.tsx'), 'NotFoundScreen');

/** The router's errorElement: 404 responses get the not-found screen, failed lazy chunks the chunk
 *  screen, anything else the error screen; each non-404 is reported once. */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const [errorId] = useState(() => createErrorId());
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');

  useEffect(() => {
    if (notFound) return;
    clientLog.error(error);
    reportClientError(buildErrorReport(error, { componentName: 'Route' }));
  }, [error, notFound]);

  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );
  }
  if (isChunkLoadError(error)) return <ChunkErrorScreen error={error} errorId={errorId} fullScreen={fullScreen} />;
  return (
    <LazyErrorScreen
      error={error}
      errorId={errorId}
      componentName="This page"
      onRetry={reloadPage}
      fullScreen={fullScreen}
    />
  );
}
