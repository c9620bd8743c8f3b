import type { VenueDetail } from '#shared/listing-detail.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { formatMoney } from '#shared/money.ts';
import { titleCase } from '../../../lib/format.ts';
import { AmenityList, VibeList } from '../feature-chips.tsx';
import { ListingSection } from '../listing-section.tsx';
import { Description } from '../description.tsx';
import { cancellationPolicyInWords } from '#shared/cancellation-policies.ts';

/** Details tab: about, amenities, vibes and the practical facts. */
export function DetailsTab({ venue }: { venue: VenueDetail }) {
  const address = [
    venue.address,
    `${venue.city}, ${venue.state}${venue.zipCode ? ` ${venue.zipCode}` : ''}${venue.country && venue.country !== 'US' ? `, ${venue.country}` : ''}`,
  ]
    .filter(Boolean)
    .join('\n');
  const facts = [
    {
      label: 'Pricing',
      value: `${titleCase(venue.pricingModel)} · ${formatMoney(venue.priceCents, 'listing')} per ${PRICE_UNIT_NAMES[venue.unit]}`,
    },
    venue.dailyRateCents ? { label: 'Full day', value: formatMoney(venue.dailyRateCents, 'listing') } : null,
    { label: 'Minimum booking', value: `${venue.minimumHours} ${venue.minimumHours === 1 ? 'hour' : 'hours'}` },
    venue.businessName ? { label: 'Hosted by', value: venue.businessName } : null,
    { label: 'Address', value: address },
  ].filter((fact): fact is { label: string; value: string } => fact !== null);

  return (
    <div>
      <ListingSection id="about" title="About this space" headingLevel="h3">
        <Description text={venue.description} />
      </ListingSection>
      <ListingSection id="amenities" title="What this place offers" headingLevel="h3">
        <AmenityList amenities={venue.amenities} />
      </ListingSection>
      {venue.vibes.length > 0 ? (
        <ListingSection id="vibes" title="The vibe" headingLevel="h3">
          <VibeList vibes={venue.vibes} />
        </ListingSection>
      ) : null}
      <ListingSection id="good-to-know" title="Good to know" headingLevel="h3">
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold text-muted">{fact.label}</dt>
              <dd className="mt-0.5 text-[0.9375rem] whitespace-pre-line text-ink">{fact.value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-muted">Cancellation policy</dt>
            <dd className="mt-0.5 text-[0.9375rem] leading-7 text-ink">
              {cancellationPolicyInWords(venue.cancellationTier)}.
            </dd>
          </div>
          {venue.hostTerms ? (
            <div className="sm:col-span-2">
              <dt className="text-sm font-semibold text-muted">Host&apos;s terms</dt>
              <dd className="mt-0.5 text-[0.9375rem] leading-7 text-ink">{venue.hostTerms}</dd>
            </div>
          ) : null}
        </dl>
      </ListingSection>
    </div>
  );
}
