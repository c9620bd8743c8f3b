import { Ban, CircleCheck, Clock, Palette, Sparkles, Users, type LucideIcon } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import { ContactList } from '../contact-list.tsx';
import { ListingSection } from '../listing-section.tsx';
import { formatHoursRange } from '#shared/opening-hours.ts';
import { closedDaysSummary, weekdayHours } from '../weekly-hours.tsx';

const RULE_ICONS: [RegExp, LucideIcon][] = [
  [/smok|vap/i, Ban],
  [/clean|trash|tidy/i, Sparkles],
  [/decor/i, Palette],
  [/capacity|guests/i, Users],
];

function ruleIcon(rule: string): LucideIcon {
  return RULE_ICONS.find(([pattern]) => pattern.test(rule))?.[1] ?? CircleCheck;
}

/** Rules tab: hours, the house rules and who to contact. */
export function RulesTab({ venue }: { venue: VenueDetail }) {
  const closed = closedDaysSummary(weekdayHours(venue));
  return (
    <div>
      <ListingSection id="rules-hours" title="Hours" headingLevel="h3">
        <p className="flex items-center gap-3 text-[0.9375rem] text-ink">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-dusk-50 text-dusk-700"
          >
            <Clock className="size-5" />
          </span>
          <span>
            Events run{' '}
            <strong className="font-semibold">{formatHoursRange(venue.openingTime, venue.closingTime)}</strong>
            {closed ? <span className="block text-sm text-muted">{closed}</span> : null}
          </span>
        </p>
      </ListingSection>
      <ListingSection id="rules-list" title="House rules" headingLevel="h3">
        {venue.rules.length === 0 ? (
          <p className="text-muted">No special rules beyond the Eventide booking terms.</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {venue.rules.map((rule) => {
              const Icon = ruleIcon(rule);
              return (
                <li key={rule} className="flex gap-3 text-[0.9375rem] leading-6 text-dusk-700">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                  <span>{rule}</span>
                </li>
              );
            })}
          </ul>
        )}
      </ListingSection>
      <ListingSection id="rules-contact" title="Contact" headingLevel="h3">
        <ContactList contact={venue.contact} businessName={venue.businessName} responseTime={venue.responseTime} />
      </ListingSection>
    </div>
  );
}
