import { Link } from 'react-router';
import { LogIn, Store, UserPlus } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import type { SignInPromptOptions } from './shell-context.ts';

export interface SignInPromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: SignInPromptOptions;
}

function withRedirect(path: string, redirectTo: string | undefined): string {
  return redirectTo ? `${path}?redirect=${encodeURIComponent(redirectTo)}` : path;
}

/** The guest's sign-in prompt (the full four-mode auth modal replaces its body later). */
export function SignInPrompt({ open, onOpenChange, options }: SignInPromptProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Sign in to continue"
        description={
          options.reason
            ? `Sign in ${options.reason}. It only takes a moment, and your cart comes with you.`
            : 'Sign in to see your bookings, messages and saved events. Your cart comes with you.'
        }
      >
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild size="lg" block>
            <Link to={withRedirect('/auth', options.redirectTo)} onClick={close}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary" block>
            <Link to={withRedirect('/signup', options.redirectTo)} onClick={close}>
              <UserPlus aria-hidden="true" />
              Create an account
            </Link>
          </Button>
        </div>
        <div className="mt-6 flex items-center gap-3 rounded-2xl bg-dusk-50 p-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand shadow-xs">
            <Store aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm leading-5 text-muted">
            Own a venue or run an event business?{' '}
            <Link to="/partner" onClick={close} className="font-semibold text-brand underline-offset-4 hover:underline">
              Become a partner
            </Link>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
