// The §8 error screen with its code loaded the first time an error shows, as it is part of no page's first view.
// Should that load fail as well, the chunk-error screen (which the shell carries) says so instead.
import { Component, Suspense, type ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { ChunkErrorScreen } from './chunk-error-screen.tsx';
import type { ErrorScreenProps } from './error-screen.tsx';

const ErrorScreen = lazyComponent(() => import('./error-screen.tsx'), 'ErrorScreen');

interface ScreenLoadProps {
  errorId: string;
  fullScreen: boolean | undefined;
  className: string | undefined;
  children: ReactNode;
}

/** Catches the failed load of the error screen's code, not the error the screen is about. */
class ScreenLoadBoundary extends Component<ScreenLoadProps, { loadError: unknown }> {
  override state = { loadError: null as unknown };

  static getDerivedStateFromError(loadError: unknown) {
    return { loadError };
  }

  override render(): ReactNode {
    const { errorId, fullScreen, className, children } = this.props;
    if (this.state.loadError === null) return children;
    return (
      <ChunkErrorScreen error={this.state.loadError} errorId={errorId} fullScreen={fullScreen} className={className} />
    );
  }
}

export function LazyErrorScreen(props: ErrorScreenProps) {
  return (
    <ScreenLoadBoundary errorId={props.errorId} fullScreen={props.fullScreen} className={props.className}>
      <Suspense fallback={null}>
        <ErrorScreen {...props} />
      </Suspense>
    </ScreenLoadBoundary>
  );
}
