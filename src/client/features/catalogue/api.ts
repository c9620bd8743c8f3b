// GET /api/catalogue/featured: the venues, vendors, stories and stats the home page shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  featured: () => [...catalogueKeys.all, 'featured'] as const,
};

export const featuredCatalogueQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.featured(),
    queryFn: ({ signal }) =>
      api('/api/catalogue/featured', {
        schema: () => import('#shared/listings.ts').then((module) => module.FeaturedCatalogueSchema),
        signal,
      }),
  });

export function useFeaturedCatalogue() {
  return useQuery(featuredCatalogueQuery());
}
