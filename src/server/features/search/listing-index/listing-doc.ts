// What the index keeps of one listing: the fields filters and sorts read, and its card as JSON text.
import type { vendors, venues } from '../../../db/schema/index.ts';
import { toVendorCard, toVenueCard } from '../../catalogue/to-cards.ts';

export type ListingKind = 'venue' | 'vendor';

export interface ListingDoc {
  id: string;
  /** Active, approved, status active: what the public may see. */
  live: boolean;
  name: string;
  priceCents: number;
  rating: number;
  reviews: number;
  /** Guests for venues; 0 for vendors. */
  capacity: number;
  createdAt: number;
  /** Lower-case. */
  city: string;
  state: string;
  /** The venue type or vendor category. */
  kind: string;
  /** Lower-case texts a `location` filter matches inside (city, state, address, 'city, state', service areas). */
  places: string[];
  zip: string | null;
  amenities: readonly string[];
  services: readonly string[];
  serviceAreas: readonly string[];
  /** The listing card, serialized once. */
  card: string;
}

type VenueRow = typeof venues.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

const lower = (text: string | null | undefined) => (text ?? '').toLowerCase();
const isLive = (row: { isActive: boolean; approvalStatus: string; status: string }) => row.isActive && row.approvalStatus === 'approved' && row.status === 'active';

export function venueDoc(row: VenueRow): ListingDoc {
  return {
    id: row.id,
    live: isLive(row),
    name: row.name,
    priceCents: row.hourlyRateCents,
    rating: row.rating,
    reviews: row.reviewsCount,
    capacity: row.maxCapacity,
    createdAt: row.createdAt.getTime(),
    city: lower(row.city),
    state: lower(row.state),
    kind: row.type,
    places: [lower(row.city), lower(row.state), lower(row.address), `${lower(row.city)}, ${lower(row.state)}`],
    zip: row.zipCode,
    amenities: row.amenities,
    services: [],
    serviceAreas: [],
    card: JSON.stringify(toVenueCard(row)),
  };
}

export function vendorDoc(row: VendorRow): ListingDoc {
  return {
    id: row.id,
    live: isLive(row),
    name: row.name,
    priceCents: row.priceCents,
    rating: row.rating,
    reviews: row.reviewsCount,
    capacity: 0,
    createdAt: row.createdAt.getTime(),
    city: lower(row.city),
    state: lower(row.state),
    kind: row.category,
    places: [lower(row.city), lower(row.state), lower(row.location), ...row.serviceArea.map(lower)],
    zip: null,
    amenities: [],
    services: row.services,
    serviceAreas: row.serviceArea,
    card: JSON.stringify(toVendorCard(row)),
  };
}
