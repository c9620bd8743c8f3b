import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { AuthGate } from './auth-gate.tsx';
import { PageFrame } from './page-frame.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useSession } from '../../lib/session.tsx';

export interface AccountFrameProps {
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  /** What the auth gate says a guest would see ("your profile"). */
  what: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A page for signed-in users: guests get the §2 auth gate, the session's first load a skeleton. */
export function AccountFrame({ title, icon, description, what, actions, children }: AccountFrameProps) {
  const session = useSession();
  return (
    <PageFrame
      title={title}
      eyebrow="Account"
      icon={icon}
      description={description}
      actions={session.user ? actions : undefined}
    >
      {session.status === 'loading' ? (
        <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : session.user ? (
        children
      ) : (
        <AuthGate what={what} />
      )}
    </PageFrame>
  );
}
