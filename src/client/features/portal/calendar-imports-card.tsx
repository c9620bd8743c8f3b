// The portal calendar's own-calendars card (issue 47): the partner pastes the address of a calendar they keep in
// Google, Outlook or Apple for one of their venues or vendors; its busy times block bookings, read again every 15
// minutes. Each calendar shows when it was last read, what went wrong with a later read, and can be read now or
// removed (POST /api/partner/{kind}/{id}/calendar-imports, …/calendar-imports/{id}/sync, DELETE …/{id}).
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { AlertTriangle, CalendarSync, RefreshCw, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { CalendarImportRequestSchema, type CalendarImport } from '#shared/calendar-imports.ts';
import { countLabel } from '#shared/count-label.ts';
import type { PartnerCalendar } from '#shared/partner-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { describeApiError } from '../../lib/api.ts';
import { formatTimeAgo } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { useAddCalendarImport, useRemoveCalendarImport, useSyncCalendarImport } from './api.ts';
import { ListingSelect } from './listing-select.tsx';

const ImportFormSchema = CalendarImportRequestSchema.extend({
  listingId: z.string().min(1, 'Choose a venue or vendor.'),
});
type ImportForm = z.output<typeof ImportFormSchema>;

function ImportRow({ calendar, listingName }: { calendar: CalendarImport; listingName: string }) {
  const sync = useSyncCalendarImport({
    onSuccess: (read) =>
      read.lastError ? toast.error(read.lastError) : toast.success(`${read.host} read: ${busyWords(read)}.`),
    onError: (error) => toast.error(describeApiError(error)),
  });
  const remove = useRemoveCalendarImport({
    onSuccess: () => toast.success(`${calendar.host} no longer blocks ${listingName}.`),
    onError: (error) => toast.error(describeApiError(error)),
  });
  const read = calendar.lastSyncedAt ? `read ${formatTimeAgo(calendar.lastSyncedAt)}` : 'not read yet';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <p className="text-sm text-ink">
        <span className="font-semibold">{calendar.host}</span> blocks {listingName}
        <span className="block text-muted">
          {busyWords(calendar)}, {read}
        </span>
      </p>
      {calendar.lastError ? (
        <p className="flex items-start gap-1.5 text-sm text-danger" role="status">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            The last read failed: {calendar.lastError} Its busy times from the last good read still block bookings.
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={sync.isPending}
          onClick={() => sync.mutate(calendar.id)}
          aria-label={`Read ${calendar.host} for ${listingName} now`}
        >
          <RefreshCw aria-hidden="true" />
          Read now
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          onClick={() => remove.mutate(calendar.id)}
          aria-label={`Stop reading ${calendar.host} for ${listingName}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

const busyWords = (calendar: CalendarImport) =>
  calendar.busyTimes === 0 ? 'no busy times ahead' : countLabel(calendar.busyTimes, 'busy time');

export function CalendarImportsCard({ calendar }: { calendar: PartnerCalendar }) {
  const { register, control, handleSubmit, setError, resetField, formState } = useForm<
    z.input<typeof ImportFormSchema>,
    unknown,
    ImportForm
  >({
    resolver: zodResolver(ImportFormSchema),
    defaultValues: { listingId: calendar.listings[0]?.id ?? '', url: '' },
  });
  const listing = useController({ control, name: 'listingId' });
  const chosen = calendar.listings.find((l) => l.id === listing.field.value);
  const add = useAddCalendarImport({
    onSuccess: (added) => {
      toast.success(`${added.host} now blocks ${chosen?.name ?? 'your listing'}: ${busyWords(added)}.`);
      resetField('url');
    },
    onError: (error) => setError('url', { message: describeApiError(error) }, { shouldFocus: true }),
  });
  const nameOf = (listingId: string) => calendar.listings.find((l) => l.id === listingId)?.name ?? 'a listing';
  if (calendar.listings.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <CalendarSync aria-hidden="true" className="size-5 text-dusk-600" />
        Calendars you keep elsewhere
      </h3>
      <p className="text-sm text-muted">
        Paste a calendar’s private iCal address (Google: Settings, Secret address in iCal format; Outlook: Publish
        calendar, ICS; Apple: Public calendar). Its busy times block bookings, read again every 15 minutes.
      </p>
      {calendar.imports.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Calendars read into your listings">
          {calendar.imports.map((read) => (
            <ImportRow key={read.id} calendar={read} listingName={nameOf(read.listingId)} />
          ))}
        </ul>
      ) : null}
      <form
        className="flex flex-col gap-3"
        onSubmit={handleSubmit(({ url }) => chosen && add.mutate({ listing: chosen, url }))}
        noValidate
      >
        <ListingSelect
          label="Blocks bookings of"
          listings={calendar.listings}
          value={listing.field.value}
          onChange={listing.field.onChange}
        />
        <Field label="Calendar address" error={formState.errors.url?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            {...register('url')}
          />
        </Field>
        <Button type="submit" variant="secondary" loading={add.isPending}>
          <CalendarSync aria-hidden="true" />
          {add.isPending ? 'Reading the calendar…' : 'Add calendar'}
        </Button>
      </form>
    </Card>
  );
}
