import { Clock, Mail, Phone, UserRound } from 'lucide-react';
import type { ContactSchema } from '#shared/listing-detail.ts';
import type { z } from 'zod';
import { cn } from '../../lib/cn.ts';

type Contact = z.infer<typeof ContactSchema>;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Name, phone (tap to call), email (tap to write) and the response time. */
export function ContactList({
  contact,
  responseTime,
  businessName,
  className,
}: {
  contact: Contact;
  responseTime?: string;
  businessName?: string | null;
  className?: string;
}) {
  const row = 'flex items-center gap-3 min-w-0';
  return (
    <ul className={cn('flex flex-col gap-3 text-[0.9375rem]', className)}>
      {contact.name ? (
        <li className={cn(row, 'text-ink')}>
          <UserRound aria-hidden="true" className="size-[1.125rem] shrink-0 text-muted" />
          <span className="min-w-0 truncate">
            {contact.name}
            {businessName ? <span className="text-muted"> · {businessName}</span> : null}
          </span>
        </li>
      ) : null}
      {contact.phone ? (
        <li className={row}>
          <Phone aria-hidden="true" className="size-[1.125rem] shrink-0 text-muted" />
          <a
            href={telHref(contact.phone)}
            className="font-medium text-ink underline-offset-4 hover:text-brand hover:underline"
          >
            <span className="sr-only">Phone: </span>
            {contact.phone}
          </a>
        </li>
      ) : null}
      {contact.email ? (
        <li className={row}>
          <Mail aria-hidden="true" className="size-[1.125rem] shrink-0 text-muted" />
          <a
            href={`mailto:${contact.email}`}
            className="min-w-0 truncate font-medium text-ink underline-offset-4 hover:text-brand hover:underline"
          >
            <span className="sr-only">Email: </span>
            {contact.email}
          </a>
        </li>
      ) : null}
      {responseTime ? (
        <li className={cn(row, 'text-muted')}>
          <Clock aria-hidden="true" className="size-[1.125rem] shrink-0" />
          {responseTime}
        </li>
      ) : null}
    </ul>
  );
}
