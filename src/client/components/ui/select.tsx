import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> {
  options: SelectOption[];
  placeholder?: string;
  /** Accessible name when there is no visible <Label htmlFor>. */
  'aria-label'?: string;
  id?: string;
  className?: string;
  triggerClassName?: string;
  size?: 'sm' | 'md';
  /** Shown before the value inside the trigger. */
  icon?: ReactNode;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A Radix select with our field styling; keyboard and screen-reader behaviour come from Radix. */
export function Select({
  options,
  placeholder,
  id,
  className,
  triggerClassName,
  size = 'md',
  icon,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...rootProps
}: SelectProps) {
  return (
    <SelectPrimitive.Root {...rootProps}>
      <SelectPrimitive.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        className={cn(
          'inline-flex w-full items-center justify-between gap-2 rounded-xl border border-line-strong bg-surface px-3.5 text-left text-ink shadow-xs',
          'transition-[border-color,box-shadow] hover:border-dusk-400 focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-ember-100 focus-visible:outline-none',
          'data-[placeholder]:text-dusk-500 disabled:opacity-60 aria-invalid:border-danger',
          size === 'sm' ? 'h-9 text-sm' : 'h-11 text-[0.9375rem]',
          triggerClassName,
        )}
      >
        <span className="flex min-w-0 items-center gap-2 truncate">
          {icon}
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={6}
          className={cn(
            'z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border border-line bg-surface p-1 shadow-float',
            'data-[state=open]:animate-fade-in',
            className,
          )}
        >
          <SelectPrimitive.Viewport>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex h-10 cursor-pointer items-center rounded-lg pr-9 pl-3 text-sm text-ink outline-none select-none',
                  'data-[highlighted]:bg-dusk-100 data-[state=checked]:font-semibold data-[disabled]:opacity-50',
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-3 inline-flex">
                  <Check aria-hidden="true" className="size-4 text-brand" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
