// The auth modal's dialog, loaded the first time the modal opens (auth-modal.tsx); the forms inside it (react-hook-form,
// resolvers) load after it, behind a spinner, so the dialog shows as soon as it can.
import { Suspense, type RefObject } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import type { AuthModalOptions, AuthMode } from '../../components/layout/auth-modal-context.ts';
import { MODE_COPY } from './auth-modes.ts';

const AuthDialogBody = lazyComponent(() => import('./auth-dialog.tsx'), 'AuthDialogBody');

export interface AuthModalDialogProps {
  open: boolean;
  mode: AuthMode;
  options: AuthModalOptions;
  /** Bumped on every open, so each opening starts with a fresh form and no old messages. */
  session: number;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  /** The body finishes a pending success (its callback or the soft reload) when the modal is dismissed early. */
  finishRef: RefObject<(() => void) | null>;
}

export function AuthModalDialog({
  open,
  mode,
  options,
  session,
  onModeChange,
  onClose,
  finishRef,
}: AuthModalDialogProps) {
  const copy = MODE_COPY[mode];
  const description = options.reason && mode === 'signin' ? `Sign in ${options.reason}.` : copy.description;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (finishRef.current) finishRef.current();
        else onClose();
      }}
    >
      <DialogContent
        title={copy.title}
        description={description}
        className={cn(mode === 'signup-partner' && 'max-w-lg')}
      >
        <div className="mt-6">
          <Suspense
            fallback={
              <div className="grid min-h-48 place-items-center text-3xl text-brand">
                <Spinner label="Loading..." />
              </div>
            }
          >
            <AuthDialogBody
              key={session}
              mode={mode}
              options={options}
              onModeChange={onModeChange}
              onClose={onClose}
              finishRef={finishRef}
            />
          </Suspense>
        </div>
      </DialogContent>
    </Dialog>
  );
}
