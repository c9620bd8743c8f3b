import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Radix accordion (keyboard, aria-expanded, aria-controls) in our styling. Use `type="single" collapsible` for FAQs. */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cn('divide-y divide-line', className)} {...props} />;
}

export interface AccordionItemProps extends Omit<ComponentProps<typeof AccordionPrimitive.Item>, 'title'> {
  title: ReactNode;
  /** Heading level of the trigger's wrapper. */
  headingLevel?: 'h3' | 'h4';
}

export function AccordionItem({
  title,
  headingLevel: Heading = 'h3',
  className,
  children,
  ...props
}: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item className={cn('group/item', className)} {...props}>
      <AccordionPrimitive.Header asChild>
        <Heading>
          <AccordionPrimitive.Trigger
            className={cn(
              'flex w-full items-center justify-between gap-4 py-4 text-left text-[0.9375rem] font-semibold text-ink transition-colors',
              'hover:text-brand focus-visible:rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            <span className="min-w-0 [text-wrap:pretty]">{title}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]/item:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="overflow-hidden data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in">
        <div className="pb-5 text-[0.9375rem] leading-7 text-dusk-700">{children}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
