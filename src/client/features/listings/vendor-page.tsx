import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import type { VendorDetail, VendorDetailResponse } from '#shared/listing-detail.ts';
import type { VendorCard } from '#shared/listings.ts';
import { Breadcrumbs } from '../../components/layout/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BarSummary, BookingSidebar } from './booking-sidebar.tsx';
import { vendorCartItem } from '#shared/listing-cart-items.ts';
import { ExtrasSection } from './extras-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { GalleryLightbox, type GalleryPhoto } from './gallery-lightbox.tsx';
import { HeroGallery } from './hero-gallery.tsx';
import { vendorPhotos } from './listing-photos.ts';
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
import { SimilarVendors } from './similar-listings.tsx';
import { useCachedCard } from './use-cached-card.ts';
import { isNotFound, useVendor } from './api.ts';
import { useListingFallback } from './use-listing-fallback.ts';
import { useInView } from './use-in-view.ts';
import { useMessageAction } from './use-message-action.ts';
import { VendorBookingPanel } from './vendor-booking-panel.tsx';
import { VendorTitle, vendorShareText } from './vendor-header.tsx';
import { vendorPriceRange } from './vendor-pricing.ts';
import {
  VendorAbout,
  VendorEquipmentAndArea,
  VendorPolicy,
  VendorPortfolio,
  VendorServices,
  VendorWorkingHours,
} from './vendor-sections.tsx';
import { VendorStats } from './vendor-stats.tsx';

/** /vendor/:id (id or slug): services, portfolio, pricing, reviews, and booking on the side. */
export function VendorPage() {
  const { id = '' } = useParams();
  const query = useVendor(id);
  const card = useCachedCard('vendors', id);
  const shown: VendorCard | undefined = query.data?.vendor ?? card;

  if (!query.data && query.isError) {
    return isNotFound(query.error) ? (
      <ListingNotFound kind="vendor" requested={id} />
    ) : (
      <ListingLoadError
        kind="vendor"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!shown) return <ListingPageSkeleton kind="vendor" />;
  return <VendorView key={id} requested={id} vendor={shown} response={query.data} />;
}

interface VendorViewProps {
  requested: string;
  vendor: VendorCard;
  response: VendorDetailResponse | undefined;
}

function VendorView({ requested, vendor, response }: VendorViewProps) {
  const detail = response?.vendor;
  const photos = vendorPhotos(vendor, detail);
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const { notice, dismiss } = useListingFallback('vendor', requested, response, detail?.id);
  useDocumentTitle(vendor.name);

  return (
    <div className="container-page pt-4 pb-16 md:pt-6 lg:pb-20">
      <div className="flex flex-col">
        <Breadcrumbs currentLabel={vendor.name} />
        {notice ? (
          <FallbackNotice kind="vendor" fallback={notice.fallback} requested={notice.requested} onDismiss={dismiss} />
        ) : null}
        <VendorTitle vendor={vendor} className="order-2 mt-5 md:order-1 md:mt-6 md:mb-6" />
        <HeroGallery
          photos={photos}
          onOpen={setPhotoIndex}
          className="order-1 mt-4 md:order-2 md:mt-0"
          phoneActions={<ShareButton compact target={{ title: vendor.name, text: vendorShareText(vendor) }} />}
        />
      </div>
      {detail ? (
        <VendorBody vendor={detail} photos={photos} onOpenPhoto={setPhotoIndex} />
      ) : (
        <>
          <div className="mt-6 md:mt-8">
            <VendorStats vendor={vendor} />
          </div>
          <ListingBodySkeleton />
        </>
      )}
      <GalleryLightbox
        photos={photos}
        index={photoIndex}
        onIndexChange={setPhotoIndex}
        title={`Portfolio of ${vendor.name}`}
      />
    </div>
  );
}

function VendorBody({
  vendor,
  photos,
  onOpenPhoto,
}: {
  vendor: VendorDetail;
  photos: GalleryPhoto[];
  onOpenPhoto: (index: number) => void;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const pageEnd = useRef<HTMLDivElement>(null);
  const atPageEnd = useInView(pageEnd);
  const message = useMessageAction('vendor', vendor.id, vendor.name);
  const sendMessage = (text?: string) => {
    setSheetOpen(false);
    message(text);
  };

  return (
    <>
      <div className="mt-6 md:mt-8">
        <VendorStats vendor={vendor} detail={vendor} />
      </div>
      <div className="mt-8 grid items-start gap-10 md:mt-10 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-14 xl:gap-20">
        <div className="min-w-0">
          <div>
            <VendorAbout vendor={vendor} />
            <VendorServices services={vendor.services} />
            <VendorWorkingHours vendor={vendor} />
            <ExtrasSection extras={vendor.extras} listingOn={(date) => vendorCartItem(vendor, date)} />
            <VendorPortfolio photos={photos} name={vendor.name} onOpen={onOpenPhoto} />
            <VendorEquipmentAndArea vendor={vendor} />
            <VendorPolicy hostTerms={vendor.hostTerms} cancellationTier={vendor.cancellationTier} />
          </div>
          <div className="mt-4 border-t border-line pt-10">
            <MessageCard
              kind="vendor"
              hostName={vendor.contact.name ?? vendor.name}
              listingName={vendor.name}
              responseTime={vendor.responseTime}
              onSend={sendMessage}
            />
          </div>
          <div className="mt-10">
            <ReviewsSection
              rating={vendor.rating}
              reviewsCount={vendor.reviewsCount}
              breakdown={vendor.ratingBreakdown}
              reviews={vendor.reviews}
            />
            <FaqSection faqs={vendor.faqs} />
          </div>
        </div>
        <BookingSidebar
          sheetOpen={sheetOpen}
          barHidden={atPageEnd}
          onSheetOpenChange={setSheetOpen}
          barSummary={<BarSummary price={vendorPriceRange(vendor)} hint="Contact vendor" />}
          barAction={
            <Button onClick={() => setSheetOpen(true)}>
              <ShoppingBag aria-hidden="true" />
              Book
            </Button>
          }
        >
          <VendorBookingPanel vendor={vendor} onMessage={() => sendMessage()} />
        </BookingSidebar>
      </div>
      <SimilarVendors vendorId={vendor.id} />
      <div ref={pageEnd} aria-hidden="true" />
    </>
  );
}
