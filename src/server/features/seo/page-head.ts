// What crawlers and link previews read of a landing page: title, description, canonical address, Open Graph image
// and JSON-LD (schema.org LocalBusiness for venues, Product for vendors, Article for stories, WebSite for home).
import { DISPLAY } from '#shared/constants.ts';
import { VENDOR_CATEGORY_INFO, VENUE_CATEGORY_INFO } from '#shared/categories.ts';
import type { VendorDetail, VenueDetail } from '#shared/listing-detail.ts';
import { formatMoney } from '#shared/money.ts';
import { PRICE_UNIT_NAMES } from '#shared/pricing.ts';
import type { StoryDetail } from '#shared/stories.ts';

export interface PageHead {
  title: string;
  description: string;
  url: string;
  image: string;
  type: 'website' | 'place' | 'product' | 'article';
  jsonLd: Record<string, unknown>;
}

const BRAND = 'Eventide';

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function rating(listing: { rating: number; reviewsCount: number }) {
  return listing.reviewsCount > 0
    ? { '@type': 'AggregateRating', ratingValue: listing.rating, reviewCount: listing.reviewsCount, bestRating: 5 }
    : undefined;
}

export function venueHead(venue: VenueDetail, origin: string): PageHead {
  const kind = VENUE_CATEGORY_INFO[venue.type]?.label ?? venue.type;
  const url = `${origin}/venue/${encodeURIComponent(venue.slug)}`;
  const image = `${origin}${venue.imageUrl}?w=1200`;
  return {
    title: `${venue.name} · ${kind} venue in ${venue.location} · ${BRAND}`,
    description: summary(
      `${kind} for up to ${venue.capacity} guests in ${venue.location}, from ${formatMoney(venue.priceCents, 'listing')}/${PRICE_UNIT_NAMES[venue.unit]}. ${venue.description}`,
    ),
    url,
    image,
    type: 'place',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: venue.name,
      description: summary(venue.description, 300),
      url,
      image,
      telephone: venue.contact.phone ?? undefined,
      priceRange: `${formatMoney(venue.priceCents, 'listing')}/${PRICE_UNIT_NAMES[venue.unit]}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: venue.address ?? undefined,
        addressLocality: venue.city,
        addressRegion: venue.state,
        postalCode: venue.zipCode ?? undefined,
        addressCountry: venue.country,
      },
      aggregateRating: rating(venue),
    },
  };
}

export function vendorHead(vendor: VendorDetail, origin: string): PageHead {
  const kind = VENDOR_CATEGORY_INFO[vendor.category]?.label ?? vendor.category;
  const url = `${origin}/vendor/${encodeURIComponent(vendor.slug)}`;
  const image = `${origin}${vendor.imageUrl}?w=1200`;
  return {
    title: `${vendor.name} · ${vendor.serviceType} in ${vendor.location} · ${BRAND}`,
    description: summary(
      `${vendor.serviceType} (${kind}) in ${vendor.location}, ${vendor.priceRange}. ${vendor.description}`,
    ),
    url,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: vendor.name,
      description: summary(vendor.description, 300),
      url,
      image,
      category: kind,
      brand: { '@type': 'Brand', name: vendor.businessName ?? vendor.name },
      offers: {
        '@type': 'Offer',
        price: (vendor.priceCents / 100).toFixed(2),
        priceCurrency: DISPLAY.currency,
        availability: 'https://schema.org/InStock',
        url,
      },
      aggregateRating: rating(vendor),
    },
  };
}

export function storyHead(story: StoryDetail, origin: string): PageHead {
  const url = `${origin}/stories/${encodeURIComponent(story.slug)}`;
  const image = `${origin}${story.imageUrl}?w=1200`;
  return {
    title: `${story.title} · ${BRAND}`,
    description: summary(story.excerpt),
    url,
    image,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: story.title,
      description: summary(story.excerpt, 300),
      image,
      url,
      datePublished: story.publishedAt,
      author: { '@type': 'Person', name: story.authorName },
      publisher: { '@type': 'Organization', name: BRAND },
    },
  };
}

/** The home page: the site itself, with the search that /discover answers. */
export function homeHead(origin: string, image: string): PageHead {
  const url = `${origin}/`;
  return {
    title: `${BRAND} — Book the venue and every vendor in one checkout`,
    description:
      'Find and book venues, DJs, photographers, caterers, decor, security, AV and lighting for your event, all in a single checkout. Every partner is paid directly.',
    url,
    image: `${origin}${image}`,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/discover?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  };
}
