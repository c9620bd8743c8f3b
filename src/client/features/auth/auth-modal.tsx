import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { AuthModalContext, type AuthModalOptions, type AuthModalValue } from './auth-modal-context.ts';
import { MODE_COPY, type AuthMode } from './auth-modes.ts';

// The forms (react-hook-form, resolvers) load the first time someone opens the modal; the dialog
// around them is here already, so it opens at once.
const AuthDialogBody = lazy(() => import('./auth-dialog.tsx').then((module) => ({ default: module.AuthDialogBody })));

interface ModalState {
  open: boolean;
  mode: AuthMode;
  options: AuthModalOptions;
  /** Bumped on every open, so each opening starts with a fresh form and no old messages. */
  session: number;
}

/** Owns the one auth modal of the app (§4); open it with useAuthModal(). */
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

  const copy = MODE_COPY[state.mode];
  const description = state.options.reason && state.mode === 'signin' ? `Sign in ${state.options.reason}.` : copy.description;

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <Dialog
        open={state.open}
        onOpenChange={(next) => {
          if (next) return;
          if (finishRef.current) finishRef.current();
          else close();
        }}
      >
        {state.session > 0 ? (
          <DialogContent title={copy.title} description={description} className={cn(state.mode === 'signup-partner' && 'max-w-lg')}>
            <div className="mt-6">
              <Suspense
                fallback={
                  <div className="grid min-h-48 place-items-center text-3xl text-brand">
                    <Spinner label="Loading..." />
                  </div>
                }
              >
                <AuthDialogBody
                  key={state.session}
                  mode={state.mode}
                  options={state.options}
                  onModeChange={setMode}
                  onClose={close}
                  finishRef={finishRef}
                />
              </Suspense>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </AuthModalContext.Provider>
  );
}
