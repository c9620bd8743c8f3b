import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A password input with a show/hide toggle. Field's id and aria props land on the input itself. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={props.disabled}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-dusk-500 transition-colors hover:text-ink focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:opacity-50"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-[1.125rem]" />
        ) : (
          <Eye aria-hidden="true" className="size-[1.125rem]" />
        )}
      </button>
    </div>
  );
}
