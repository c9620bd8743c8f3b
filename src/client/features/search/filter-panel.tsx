import { useId } from 'react';
import { RefreshCw, Zap } from 'lucide-react';
import type { SearchFilters } from '#shared/search.ts';
import { fieldControlClasses } from '../../components/ui/input.tsx';
import { AmenityIcon } from '../../components/ui/lookup-icon.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { INSTANT_BOOK_LABEL } from '../catalogue/index.ts';
import { ChoiceChips } from './choice-chips.tsx';
import { withChanges, type DiscoverState } from './discover-query.ts';
import { FilterSection, RangeField, TextFilter } from './filter-inputs.tsx';

export interface FilterOptions {
  data: SearchFilters | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}

export interface FilterPanelProps {
  state: DiscoverState;
  onChange: (next: DiscoverState) => void;
  options: FilterOptions;
  /** Apply every keystroke (the sheet's draft) rather than on Enter or leaving a field. */
  live: boolean;
}

const ANY_CITY = 'any';

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function OptionsFallback({ options, label }: { options: FilterOptions; label: string }) {
  if (options.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-wrap gap-2">
        {[16, 20, 14, 24, 18].map((width) => (
          <Skeleton key={width} className="h-9 rounded-full" style={{ width: `${width * 0.3}rem` }} />
        ))}
      </div>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      {`We couldn't load the ${label}.`}
      <button
        type="button"
        onClick={options.retry}
        className="inline-flex items-center gap-1 font-semibold text-ink underline underline-offset-4 hover:text-brand"
      >
        <RefreshCw aria-hidden="true" className="size-3.5" />
        Retry
      </button>
    </p>
  );
}

function CityField({ state, onChange, options }: Pick<FilterPanelProps, 'state' | 'onChange' | 'options'>) {
  const id = useId();
  const cities = options.data?.cities ?? [];
  const current = state.city ? `${state.city}|${state.state}` : ANY_CITY;
  const known = cities.some((c) => `${c.city}|${c.state}` === current);
  const choices = [
    { value: ANY_CITY, label: 'Any city' },
    ...(current !== ANY_CITY && !known
      ? [{ value: current, label: [state.city, state.state].filter(Boolean).join(', ') }]
      : []),
    ...cities.map((c) => ({ value: `${c.city}|${c.state}`, label: `${c.city}, ${c.state} (${c.count})` })),
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        City
      </label>
      <Select
        id={id}
        value={current}
        options={choices}
        onValueChange={(value) => {
          const [city = '', region = ''] = value === ANY_CITY ? [] : value.split('|');
          onChange(withChanges(state, { city, state: region }));
        }}
      />
    </div>
  );
}

/** Only listings that confirm at checkout, without waiting for the partner's answer. */
function InstantBookField({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const id = useId();
  return (
    <FilterSection legend="Booking">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Zap aria-hidden="true" className="size-4 shrink-0 fill-gold-400 text-gold-600" />
            {INSTANT_BOOK_LABEL}
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
            Confirmed as soon as you pay
          </p>
        </div>
        <Switch
          id={id}
          aria-describedby={`${id}-hint`}
          checked={state.instantBook}
          onCheckedChange={(instantBook) => onChange(withChanges(state, { instantBook }))}
        />
      </div>
    </FilterSection>
  );
}

const HOUR_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const;
const ANY_HOURS = 'any';

/** The event's day, and optionally its start and hours: only listings free then are shown (issue 47). */
function EventTimeFields({ state, onChange }: Pick<FilterPanelProps, 'state' | 'onChange'>) {
  const id = useId();
  const set = (changes: Partial<DiscoverState>) => onChange(withChanges(state, changes));
  const listings = state.tab === 'venues' ? 'venues' : 'vendors';
  return (
    <FilterSection legend="Event date">
      <label htmlFor={`${id}-date`} className="sr-only">
        Event date
      </label>
      <input
        id={`${id}-date`}
        type="date"
        min={todayIso()}
        value={state.date}
        onChange={(event) => set({ date: event.target.value })}
        className={cn(fieldControlClasses, 'h-11')}
      />
      {state.date ? (
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-1">
          <div>
            <label htmlFor={`${id}-start`} className="text-xs font-semibold text-ink">
              Starts at
            </label>
            <input
              id={`${id}-start`}
              type="time"
              step={900}
              value={state.startTime}
              onChange={(event) => set({ startTime: event.target.value })}
              className={cn(fieldControlClasses, 'mt-1 h-11')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-hours`} className="text-xs font-semibold text-ink">
              Hours
            </label>
            <Select
              id={`${id}-hours`}
              className="mt-1"
              value={state.hours === null ? ANY_HOURS : String(state.hours)}
              onValueChange={(next) => set({ hours: next === ANY_HOURS ? null : Number(next) })}
              options={[
                { value: ANY_HOURS, label: 'Any hours' },
                ...HOUR_CHOICES.map((h) => ({ value: String(h), label: `${h} hour${h === 1 ? '' : 's'}` })),
              ]}
            />
          </div>
        </div>
      ) : null}
      <p className="mt-1.5 text-xs text-muted">
        {state.date && state.startTime && state.hours !== null
          ? `Only ${listings} free for those hours`
          : `Only ${listings} free that day; add a start and hours to check the time`}
      </p>
    </FilterSection>
  );
}

/** The filters of a tab, shared by the desktop sidebar and the phone's filter sheet. */
export function FilterPanel({ state, onChange, options, live }: FilterPanelProps) {
  const set = (changes: Partial<DiscoverState>) => onChange(withChanges(state, changes));
  const venues = state.tab === 'venues';
  const data = options.data;

  return (
    <div>
      <EventTimeFields state={state} onChange={onChange} />
      <InstantBookField state={state} onChange={onChange} />
      <FilterSection legend="Location">
        <div className="flex flex-col gap-3">
          <CityField state={state} onChange={onChange} options={options} />
          <TextFilter
            label="Neighbourhood, address or zip"
            value={state.location}
            onChange={(location) => set({ location })}
            placeholder="e.g. Brooklyn or 78704"
            maxLength={100}
            live={live}
          />
        </div>
      </FilterSection>
      {venues ? (
        <FilterSection legend="Guests">
          <RangeField
            what="guests"
            min={state.minCapacity}
            max={state.maxCapacity}
            maxHint={data?.maxCapacity}
            onChange={(minCapacity, maxCapacity) => set({ minCapacity, maxCapacity })}
            live={live}
          />
        </FilterSection>
      ) : null}
      <FilterSection legend={venues ? 'Price per hour' : 'Price'}>
        <RangeField
          what={venues ? 'price per hour in dollars' : 'price in dollars'}
          prefix="$"
          min={state.minPrice}
          max={state.maxPrice}
          maxHint={venues ? data?.maxVenuePrice : data?.maxVendorPrice}
          onChange={(minPrice, maxPrice) => set({ minPrice, maxPrice })}
          live={live}
        />
      </FilterSection>
      {venues ? (
        <FilterSection legend="Amenities">
          {data ? (
            <ChoiceChips
              name="amenities"
              choices={data.amenities}
              selected={state.amenities}
              onChange={(amenities) => set({ amenities })}
              decorate={(amenity) => <AmenityIcon name={amenity} className="size-3.5" />}
            />
          ) : (
            <OptionsFallback options={options} label="amenities" />
          )}
        </FilterSection>
      ) : (
        <>
          <FilterSection legend="Services">
            {data ? (
              <ChoiceChips
                name="services"
                choices={data.services}
                selected={state.services}
                onChange={(services) => set({ services })}
              />
            ) : (
              <OptionsFallback options={options} label="services" />
            )}
          </FilterSection>
          <FilterSection legend="Service areas">
            {data ? (
              <ChoiceChips
                name="areas"
                choices={data.serviceAreas}
                selected={state.serviceAreas}
                onChange={(serviceAreas) => set({ serviceAreas })}
              />
            ) : (
              <OptionsFallback options={options} label="service areas" />
            )}
          </FilterSection>
        </>
      )}
    </div>
  );
}
