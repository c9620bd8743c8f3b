import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const FEATURED_CATALOGUE_KEY = ['catalogue', 'featured'] as const;

/** GET /api/catalogue/featured: the venues, vendors, stories and stats the home page shows. */
export function useFeaturedCatalogue() {
  return useQuery({
    queryKey: FEATURED_CATALOGUE_KEY,
    queryFn: ({ signal }) =>
      api('/api/catalogue/featured', {
        schema: () => import('#shared/listings.ts').then((module) => module.FeaturedCatalogueSchema),
        signal,
      }),
  });
}
