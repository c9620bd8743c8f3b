import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyOverlay } from '../../components/layout/lazy-overlay.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import {
  AuthModalContext,
  type AuthModalOptions,
  type AuthModalValue,
  type AuthMode,
} from '../../components/layout/auth-modal-context.ts';

const AuthModalDialog = lazyComponent(() => import('./auth-modal-dialog.tsx'), 'AuthModalDialog');

interface ModalState {
  open: boolean;
  mode: AuthMode;
  options: AuthModalOptions;
  /** Bumped on every open, so each opening starts with a fresh form and no old messages. */
  session: number;
}

/** Owns the one auth modal of the app (§4); open it with useAuthModal(). Its dialog loads the first time it opens. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState>({ open: false, mode: 'signin', options: {}, session: 0 });
  // The body finishes a pending success (its callback or the soft reload) when the modal is dismissed early.
  const finishRef = useRef<(() => void) | null>(null);

  const open = useCallback((options: AuthModalOptions = {}) => {
    setState((current) => ({ open: true, mode: options.mode ?? 'signin', options, session: current.session + 1 }));
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const setMode = useCallback((mode: AuthMode) => setState((current) => ({ ...current, mode })), []);
  const value = useMemo<AuthModalValue>(() => ({ open, close }), [open, close]);

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <LazyOverlay open={state.open} name="Sign in">
        <AuthModalDialog {...state} onModeChange={setMode} onClose={close} finishRef={finishRef} />
      </LazyOverlay>
    </AuthModalContext.Provider>
  );
}
