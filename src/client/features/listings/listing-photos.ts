import type { VendorDetail, VenueDetail } from '#shared/listing-detail.ts';
import type { VendorCard, VenueCard } from '#shared/listings.ts';
import type { GalleryPhoto } from './gallery-lightbox.tsx';

type Photo = VenueDetail['photos'][number];

function ordered(photos: Photo[]): GalleryPhoto[] {
  const primary = photos.filter((photo) => photo.isPrimary);
  const rest = photos.filter((photo) => !photo.isPrimary);
  return [...primary, ...rest].map(({ url, alt }) => ({ url, alt }));
}

/** The venue's photos, primary first; only the card's image until the detail arrives. */
export function venuePhotos(card: VenueCard, detail?: VenueDetail): GalleryPhoto[] {
  const photos = detail ? ordered(detail.photos) : [];
  return photos.length > 0 ? photos : [{ url: card.imageUrl, alt: `${card.name}, ${card.location}` }];
}

/** The vendor's portfolio, primary first; the card's image until the detail arrives. */
export function vendorPhotos(card: VendorCard, detail?: VendorDetail): GalleryPhoto[] {
  const photos = detail ? ordered(detail.portfolio) : [];
  return photos.length > 0
    ? photos
    : [{ url: card.imageUrl, alt: `${card.name}, ${card.serviceType.toLowerCase()} in ${card.city}` }];
}
