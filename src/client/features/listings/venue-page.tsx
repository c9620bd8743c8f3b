import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CalendarSearch } from 'lucide-react';
import type { VenueDetail, VenueDetailResponse } from '#shared/listing-detail.ts';
import type { VenueCard } from '#shared/listings.ts';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatMoney } from '#shared/money.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AvailabilityDialog } from './availability-dialog.tsx';
import { BarSummary, BookingSidebar } from './booking-sidebar.tsx';
import { venueCartItem } from '#shared/listing-cart-items.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import { ExtrasSection } from './extras-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { HeroGallery } from './hero-gallery.tsx';
import { venuePhotos } from './listing-photos.ts';
import {
  FallbackNotice,
  ListingBodySkeleton,
  ListingLoadError,
  ListingNotFound,
  ListingPageSkeleton,
} from './listing-states.tsx';
import { MessageCard } from './message-card.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { ShareButton } from './share-button.tsx';
import { SimilarVenues } from './similar-listings.tsx';
import { useCachedCard } from './use-cached-card.ts';
import { isNotFound, useVenue } from './api.ts';
import { useListingFallback } from './use-listing-fallback.ts';
import { useInView } from './use-in-view.ts';
import { useMessageAction } from './use-message-action.ts';
import { useToday } from './use-today.ts';
import { VenueBookingPanel } from './venue-booking-panel.tsx';
import { VenueTitle, venueShareText } from './venue-header.tsx';
import { VenueStats } from './venue-stats.tsx';
import { VenueTabs } from './venue-tabs/venue-tabs.tsx';

/** /venue/:id (id or slug): §2 venue page. Paints from the cached card at once, then the detail. */
export function VenuePage() {
  const { id = '' } = useParams();
  const query = useVenue(id);
  const card = useCachedCard('venues', id);
  const shown: VenueCard | undefined = query.data?.venue ?? card;

  if (!query.data && query.isError) {
    return isNotFound(query.error) ? (
      <ListingNotFound kind="venue" requested={id} />
    ) : (
      <ListingLoadError
        kind="venue"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!shown) return <ListingPageSkeleton kind="venue" />;
  return <VenueView key={id} requested={id} venue={shown} response={query.data} />;
}

interface VenueViewProps {
  requested: string;
  venue: VenueCard;
  response: VenueDetailResponse | undefined;
}

function VenueView({ requested, venue, response }: VenueViewProps) {
  const detail = response?.venue;
  const photos = venuePhotos(venue, detail);
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const { notice, dismiss } = useListingFallback('venue', requested, response, detail?.id);
  useDocumentTitle(venue.name);

  return (
    <div className="container-page pt-4 pb-16 md:pt-6 lg:pb-20">
      <div className="flex flex-col">
        <Breadcrumbs currentLabel={venue.name} />
        {notice ? (
          <FallbackNotice kind="venue" fallback={notice.fallback} requested={notice.requested} onDismiss={dismiss} />
        ) : null}
        <VenueTitle venue={venue} {...(detail ? { detail } : {})} className="order-2 mt-5 md:order-1 md:mt-6 md:mb-6" />
        <HeroGallery
          photos={photos}
          onOpen={setPhotoIndex}
          className="order-1 mt-4 md:order-2 md:mt-0"
          phoneActions={<ShareButton compact target={{ title: venue.name, text: venueShareText(venue) }} />}
        />
      </div>
      {detail ? (
        <VenueBody venue={detail} photos={photos} onOpenPhoto={setPhotoIndex} />
      ) : (
        <>
          <div className="mt-6 md:mt-8">
            <VenueStats venue={venue} />
          </div>
          <ListingBodySkeleton />
        </>
      )}
      <GalleryLightbox
        photos={photos}
        index={photoIndex}
        onIndexChange={setPhotoIndex}
        title={`Photos of ${venue.name}`}
      />
    </div>
  );
}

function VenueBody({
  venue,
  photos,
  onOpenPhoto,
}: {
  venue: VenueDetail;
  photos: ReturnType<typeof venuePhotos>;
  onOpenPhoto: (index: number) => void;
}) {
  const today = useToday();
  const [checkerOpen, setCheckerOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const pageEnd = useRef<HTMLDivElement>(null);
  const atPageEnd = useInView(pageEnd);
  const message = useMessageAction('venue', venue.id, venue.name);
  const openChecker = () => {
    setSheetOpen(false);
    setCheckerOpen(true);
  };
  const sendMessage = (text?: string) => {
    setSheetOpen(false);
    message(text);
  };

  return (
    <>
      <div className="mt-6 md:mt-8">
        <VenueStats venue={venue} detail={venue} />
      </div>
      <div className="mt-8 grid items-start gap-10 md:mt-10 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-14 xl:gap-20">
        <div className="min-w-0">
          <div>
            <VenueTabs
              venue={venue}
              photos={photos}
              today={today}
              onOpenPhoto={onOpenPhoto}
              onCheckAvailability={openChecker}
              onMessage={() => sendMessage()}
            />
          </div>
          <ExtrasSection extras={venue.extras} listingOn={(date) => venueCartItem(venue, date)} />
          <div className="mt-4 border-t border-line pt-10">
            <MessageCard
              kind="venue"
              hostName={venue.contact.name ?? venue.name}
              listingName={venue.name}
              responseTime={venue.responseTime}
              onSend={sendMessage}
            />
          </div>
          <div className="mt-10">
            <ReviewsSection
              rating={venue.rating}
              reviewsCount={venue.reviewsCount}
              breakdown={venue.ratingBreakdown}
              reviews={venue.reviews}
            />
            <FaqSection faqs={venue.faqs} />
          </div>
        </div>
        <BookingSidebar
          sheetOpen={sheetOpen}
          barHidden={atPageEnd}
          onSheetOpenChange={setSheetOpen}
          barSummary={
            <BarSummary
              price={formatMoney(venue.priceCents, 'listing')}
              unit={PRICE_UNIT_NAMES[venue.unit]}
              hint="Contact host"
            />
          }
          barAction={
            <Button onClick={openChecker}>
              <CalendarSearch aria-hidden="true" />
              Check Availability
            </Button>
          }
        >
          <VenueBookingPanel venue={venue} onCheckAvailability={openChecker} onMessage={() => sendMessage()} />
        </BookingSidebar>
      </div>
      <SimilarVenues venueId={venue.id} />
      <div ref={pageEnd} aria-hidden="true" />
      <AvailabilityDialog venue={venue} today={today} open={checkerOpen} onOpenChange={setCheckerOpen} />
    </>
  );
}
