import { Check, MapPin, Wrench } from 'lucide-react';
import type { VendorDetail } from '#shared/listing-detail.ts';
import type { GalleryPhoto } from './gallery-lightbox.tsx';
import { VibeList } from './feature-chips.tsx';
import { ListingSection } from './listing-section.tsx';
import { PhotoGrid } from './photo-grid.tsx';
import { SocialLinks } from './social-links.tsx';
import { Description } from './description.tsx';
import { cancellationPolicyInWords, type CancellationTier } from '#shared/cancellation-policies.ts';
import { weekdayOf } from '../../components/ui/calendar-dates.ts';
import { useToday } from './use-today.ts';
import { WeeklyHoursList } from './weekly-hours.tsx';

export function VendorAbout({ vendor }: { vendor: VendorDetail }) {
  const hasSocial = Object.values(vendor.socialLinks).some(Boolean);
  return (
    <ListingSection id="about" title={`About ${vendor.name}`}>
      <Description text={vendor.description} />
      {vendor.vibes.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-3 text-sm font-semibold text-dusk-700">The vibe</h3>
          <VibeList vibes={vendor.vibes} />
        </div>
      ) : null}
      {hasSocial ? (
        <div className="mt-6">
          <h3 className="mb-3 text-sm font-semibold text-dusk-700">Find them online</h3>
          <SocialLinks links={vendor.socialLinks} />
        </div>
      ) : null}
    </ListingSection>
  );
}

/** The vendor's working hours and days off (issue 47); nothing when it takes events at any hour of every day. */
export function VendorWorkingHours({ vendor }: { vendor: VendorDetail }) {
  const today = useToday();
  if (vendor.weeklyHours.length === 0) return null;
  return (
    <ListingSection id="working-hours" title="Working hours">
      <p className="mb-4 text-[0.9375rem] text-dusk-700">Events with {vendor.name} start and end inside these hours.</p>
      <WeeklyHoursList
        schedule={{ weeklyHours: vendor.weeklyHours, openingTime: null, closingTime: null }}
        todayWeekday={weekdayOf(today)}
      />
    </ListingSection>
  );
}

export function VendorServices({ services }: { services: string[] }) {
  if (services.length === 0) return null;
  return (
    <ListingSection id="services" title="Services">
      <ul className="grid gap-3 sm:grid-cols-2">
        {services.map((service) => (
          <li
            key={service}
            className="flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-[0.9375rem] text-ink shadow-xs"
          >
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-lagoon-50 text-lagoon-700"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {service}
          </li>
        ))}
      </ul>
    </ListingSection>
  );
}

export function VendorPortfolio({
  photos,
  name,
  onOpen,
}: {
  photos: GalleryPhoto[];
  name: string;
  onOpen: (index: number) => void;
}) {
  return (
    <ListingSection
      id="portfolio"
      title="Portfolio"
      description="Select a photo to see it full screen; use the arrow keys to move between them."
    >
      <PhotoGrid photos={photos} onOpen={onOpen} label={`Portfolio of ${name}`} />
    </ListingSection>
  );
}

export function VendorEquipmentAndArea({ vendor }: { vendor: VendorDetail }) {
  if (vendor.equipment.length === 0 && vendor.serviceArea.length === 0) return null;
  return (
    <ListingSection id="equipment" title="Equipment and service area">
      <div className="grid gap-8 md:grid-cols-2">
        {vendor.equipment.length > 0 ? (
          <div>
            <h3 className="mb-3 text-sm font-semibold text-dusk-700">What they bring</h3>
            <ul className="flex flex-col gap-2.5">
              {vendor.equipment.map((item) => (
                <li key={item} className="flex items-center gap-3 text-[0.9375rem] text-ink">
                  <Wrench aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {vendor.serviceArea.length > 0 ? (
          <div>
            <h3 className="mb-3 text-sm font-semibold text-dusk-700">Where they work</h3>
            <ul className="flex flex-wrap gap-2">
              {vendor.serviceArea.map((area) => (
                <li
                  key={area}
                  className="inline-flex items-center gap-1.5 rounded-full bg-dusk-100 px-3 py-1.5 text-sm font-semibold text-dusk-700"
                >
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </ListingSection>
  );
}

/** The platform's one cancellation policy, then the host's own terms, which never change refunds. */
export function VendorPolicy({
  hostTerms,
  cancellationTier,
}: {
  hostTerms: string | null;
  cancellationTier: CancellationTier;
}) {
  return (
    <ListingSection id="cancellation" title="Cancellation policy">
      <p className="max-w-prose text-[0.9375rem] leading-7 text-dusk-700">
        {cancellationPolicyInWords(cancellationTier)}.
      </p>
      {hostTerms ? (
        <p className="mt-2 max-w-prose text-[0.9375rem] leading-7 text-dusk-700">Host&apos;s terms: {hostTerms}</p>
      ) : null}
    </ListingSection>
  );
}
