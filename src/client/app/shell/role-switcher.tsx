import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeftRight } from 'lucide-react';
import { ROLE_LABELS, ROLE_LANDING, resolveActiveRole, showRoleSwitcher, switchRole, withRedirectReason } from '#shared/roles.ts';
import type { Me } from '#shared/session.ts';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/local-storage.ts';
import { ME_QUERY_KEY, useViewer } from '../../lib/use-me.ts';

// The Radix select (and its positioning engine) loads only for the few users who see the switcher.
const Select = lazy(() => import('../../components/ui/select.tsx').then((module) => ({ default: module.Select })));

export interface RoleSwitcherProps {
  className?: string;
  size?: 'sm' | 'md';
  onSwitched?: () => void;
}

/** §2: a select of the user's roles, only for users holding more than one. Switching saves the
 *  role locally and lands on that role's home (§6) with the role-switched notice. */
export function RoleSwitcher({ className, size = 'sm', onSwitched }: RoleSwitcherProps) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!viewer.user || !showRoleSwitcher(viewer.roles)) return null;

  const active = viewer.activeRole ?? resolveActiveRole(readStorage(STORAGE_KEYS.activeRole), viewer.roles);

  return (
    <div className={className}>
      <Suspense fallback={<div aria-hidden="true" className={size === 'sm' ? 'h-9 rounded-xl bg-dusk-100' : 'h-11 rounded-xl bg-dusk-100'} />}>
        <Select
          aria-label="Switch account role"
          size={size}
          value={active}
          icon={<ArrowLeftRight aria-hidden="true" className="size-4 text-muted" />}
          options={viewer.roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          onValueChange={(value) => {
            const result = switchRole(value, viewer.roles);
            if (!result.ok) {
              toast.error(result.error);
              return;
            }
            writeStorage(STORAGE_KEYS.activeRole, result.role);
            queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) => (me ? { ...me, activeRole: result.role } : me));
            onSwitched?.();
            navigate(withRedirectReason(ROLE_LANDING[result.role], 'role-switched'));
          }}
        />
      </Suspense>
    </div>
  );
}
