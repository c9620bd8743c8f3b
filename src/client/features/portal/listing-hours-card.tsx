// The portal calendar's hours card (issue 47): a venue's opening hours or a vendor's working hours, its days off, its
// clock, set-up, tear-down and events a day, for any of the partner's listings. The same fields and checks as the
// listing editor's Availability part; saved with the rest of the listing as it is (PUT /api/partner/listings/…).
import { useState } from 'react';
import { Clock, Save } from 'lucide-react';
import { checkListingEdit } from '#shared/listing-edit.ts';
import type { CalendarListing } from '#shared/partner-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useEditableListing, useSaveListing } from './api.ts';
import { ListingSelect } from './listing-select.tsx';
import { AVAILABILITY_FIELD_MESSAGES, AvailabilityFields } from './availability-fields.tsx';

type Availability = Record<string, unknown>;

function HoursForm({ listing }: { listing: CalendarListing }) {
  const editable = useEditableListing(listing.kind, listing.id, true);
  const [draft, setDraft] = useState<Availability | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveListing(listing, {
    onSuccess: () => {
      setDraft(null);
      toast.success(`${listing.name}’s hours are saved.`);
    },
    onError: (error) => toast.error(describeApiError(error)),
  });
  if (editable.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (editable.isError) return <p className="text-sm text-danger">{describeApiError(editable.error)}</p>;

  const data = editable.data.data;
  const availability: Availability = draft ?? data.availability ?? {};
  const change = (next: Availability) => {
    setDraft({ ...availability, ...next });
    setErrors([]);
  };
  const submit = () => {
    const edit = { ...data, availability };
    const checked = checkListingEdit(listing.kind, edit);
    if (checked.ok) return save.mutate(edit);
    const problems = checked.problems.availability ?? [];
    // Another part of the listing needs the editor first; the server would refuse the save for it.
    setErrors(problems.length ? problems : ['Finish this listing in the listing editor before changing its hours.']);
  };
  // The fields show their own messages; the rest (a time that is not a time, the same start and end) are listed.
  const listed = errors.filter((error) => !AVAILABILITY_FIELD_MESSAGES.includes(error));
  return (
    <form
      className="grid gap-5 sm:grid-cols-2"
      aria-label={`Hours of ${listing.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AvailabilityFields
        type={listing.kind}
        value={availability}
        state={typeof data.listing.state === 'string' ? data.listing.state : undefined}
        onChange={change}
        errors={errors}
      />
      {listed.length ? (
        <ul className="list-disc pl-5 text-sm text-danger sm:col-span-2" role="alert">
          {listed.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" variant="secondary" loading={save.isPending} disabled={!draft}>
          <Save aria-hidden="true" />
          Save hours
        </Button>
        {draft ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(null);
              setErrors([]);
            }}
          >
            Discard
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function ListingHoursCard({ listings }: { listings: readonly CalendarListing[] }) {
  const [listingId, setListingId] = useState(listings[0]?.id ?? '');
  const chosen = listings.find((l) => l.id === listingId) ?? listings[0];
  if (!chosen) return null;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Clock aria-hidden="true" className="size-5 text-dusk-600" />
        Hours and time around events
      </h3>
      <p className="text-sm text-muted">
        Customers book only inside these hours, and never in the set-up before or tear-down after another event.
      </p>
      <div className="sm:max-w-sm">
        <ListingSelect label="Hours of" listings={listings} value={chosen.id} onChange={setListingId} />
      </div>
      <HoursForm key={chosen.id} listing={chosen} />
    </Card>
  );
}
