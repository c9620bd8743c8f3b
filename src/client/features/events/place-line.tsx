// Where an event happens: the venue's name and address, on the event page and a guest's RSVP page.
import { MapPin } from 'lucide-react';
import type { BookedEvent } from '#shared/events.ts';

export function PlaceLine({ place }: { place: NonNullable<BookedEvent['place']> }) {
  return (
    <p className="mt-2 flex items-start gap-2 text-sm text-ink">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-dusk-600" />
      <span>
        <span className="font-semibold">{place.name}</span>
        {place.address ? <span className="block text-muted">{place.address}</span> : null}
      </span>
    </p>
  );
}
