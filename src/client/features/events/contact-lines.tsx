// A person's name, mail and phone as links: a partner's once booked, the organizer's for partners and co-hosts.
import { Mail, Phone } from 'lucide-react';
import type { EventContact } from '#shared/events.ts';

export function ContactLines({ contact }: { contact: EventContact }) {
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      <span className="font-semibold text-ink">{contact.name}</span>
      <a className="flex items-center gap-1.5 text-muted hover:text-ink" href={`mailto:${contact.email}`}>
        <Mail aria-hidden="true" className="size-3.5" /> {contact.email}
      </a>
      {contact.phone ? (
        <a className="flex items-center gap-1.5 text-muted hover:text-ink" href={`tel:${contact.phone}`}>
          <Phone aria-hidden="true" className="size-3.5" /> {contact.phone}
        </a>
      ) : null}
    </span>
  );
}
