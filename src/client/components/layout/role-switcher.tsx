import { lazy, Suspense } from 'react';
import { toast } from '../../lib/toast.ts';
import { ArrowLeftRight } from 'lucide-react';
import { ROLE_ERRORS, ROLE_LABELS, isRole, showRoleSwitcher } from '#shared/roles.ts';
import { useSession } from '../../lib/session.tsx';

// The Radix select (and its positioning engine) loads only for the few users who see the switcher.
const Select = lazy(() => import('../ui/select.tsx').then((module) => ({ default: module.Select })));

export interface RoleSwitcherProps {
  className?: string;
  size?: 'sm' | 'md';
  onSwitched?: () => void;
}

/** §2: a select of the user's roles, only for users holding more than one. Switching saves the role on
 *  the profile and locally, then lands on that role's home (§6) with the role-switched notice. */
export function RoleSwitcher({ className, size = 'sm', onSwitched }: RoleSwitcherProps) {
  const session = useSession();
  if (!session.user || !session.activeRole || !showRoleSwitcher(session.roles)) return null;

  return (
    <div className={className}>
      <Suspense
        fallback={
          <div
            aria-hidden="true"
            className={size === 'sm' ? 'h-9 rounded-xl bg-dusk-100' : 'h-11 rounded-xl bg-dusk-100'}
          />
        }
      >
        <Select
          aria-label="Switch account role"
          size={size}
          value={session.activeRole}
          disabled={session.switchingRole}
          icon={<ArrowLeftRight aria-hidden="true" className="size-4 text-muted" />}
          options={session.roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          onValueChange={(value) => {
            if (!isRole(value)) {
              toast.error(ROLE_ERRORS.cannotSwitch);
              return;
            }
            if (value === session.activeRole) return;
            onSwitched?.();
            void session.switchRole(value);
          }}
        />
      </Suspense>
    </div>
  );
}
