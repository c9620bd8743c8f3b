// The listing pages of §2 (venue/{id}, vendor/{id}); routes.tsx lazy-loads these exports. On the server, each page's
// listing loads before it renders (lib/page-prefetch.ts).
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { vendorQuery, venueQuery } from './api.ts';

export { VenuePage } from './venue-page.tsx';
export { VendorPage } from './vendor-page.tsx';

export const prefetchVenuePage: PagePrefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(venueQuery(params.id ?? ''));

export const prefetchVendorPage: PagePrefetch = (queryClient, { params }) =>
  queryClient.prefetchQuery(vendorQuery(params.id ?? ''));
