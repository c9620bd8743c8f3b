import { Tabs as TabsPrimitive } from 'radix-ui';
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex items-center gap-1 rounded-2xl bg-dusk-100 p-1 text-sm', className)}
      {...props}
    />
  );
}

/**
 * A tab list that scrolls sideways when it is wider than the screen (phones), keeping the active tab in view: a
 * section opened from a link (?tab=calendar) is not hidden off the edge, and no label is cut to fit.
 */
export function ScrollingTabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = strip.current;
    if (!container) return;
    const keepActiveInView = () => {
      const active = container.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      if (!active) return;
      const left = active.offsetLeft - container.offsetLeft;
      if (left < container.scrollLeft) container.scrollLeft = left - 16;
      else if (left + active.offsetWidth > container.scrollLeft + container.clientWidth)
        container.scrollLeft = left + active.offsetWidth - container.clientWidth + 16;
    };
    keepActiveInView();
    const changes = new MutationObserver(keepActiveInView);
    changes.observe(container, { subtree: true, attributeFilter: ['data-state'] });
    return () => changes.disconnect();
  }, []);
  return (
    <div ref={strip} className="scrollbar-none -mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <TabsList className={cn('[&>*]:shrink-0', className)} {...props} />
    </div>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-9 items-center justify-center gap-2 rounded-xl px-4 font-semibold whitespace-nowrap text-dusk-600 transition-all',
        'hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  // Radix makes a panel a focus stop (so keyboard users reach its text): it shows the ring like any other.
  return (
    <TabsPrimitive.Content className={cn('mt-6 rounded-2xl focus-visible:outline-offset-4', className)} {...props} />
  );
}
