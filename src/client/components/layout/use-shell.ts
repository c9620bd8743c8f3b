import { useContext } from 'react';
import { ShellContext, type ShellContextValue } from './shell-context.ts';

/** Opens the shell's drawers (cart, profile sidebar) from anywhere. */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used within the ShellProvider');
  return value;
}
