// The card a visitor clicked is usually in the query cache already (home page featured listings,
// Discover results, similar rows): the listing page paints its header from it while the detail loads.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { VendorCardSchema, VenueCardSchema, type VendorCard, type VenueCard } from '#shared/listings.ts';

type Kind = 'venues' | 'vendors';
type CardOf<K extends Kind> = K extends 'venues' ? VenueCard : VendorCard;

const SCHEMAS = { venues: VenueCardSchema, vendors: VendorCardSchema } as const;

function listsIn(data: unknown, kind: Kind): unknown[][] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const nested = record.data && typeof record.data === 'object' ? (record.data as Record<string, unknown>) : null;
  const pages = Array.isArray(record.pages) ? record.pages.flatMap((page) => listsIn(page, kind)) : [];
  return [record[kind], nested?.[kind], ...pages].filter((list): list is unknown[] => Array.isArray(list));
}

/** Looks through every cached query for a card of this kind whose id or slug is `idOrSlug`. */
export function findCachedCard<K extends Kind>(
  queryClient: QueryClient,
  kind: K,
  idOrSlug: string,
): CardOf<K> | undefined {
  for (const query of queryClient.getQueryCache().getAll()) {
    for (const list of listsIn(query.state.data, kind)) {
      const match = list.find((item) => {
        const card = item as { id?: unknown; slug?: unknown } | null;
        return card !== null && typeof card === 'object' && (card.id === idOrSlug || card.slug === idOrSlug);
      });
      const parsed = match === undefined ? null : SCHEMAS[kind].safeParse(match);
      if (parsed?.success) return parsed.data as CardOf<K>;
    }
  }
  return undefined;
}

export function useCachedCard<K extends Kind>(kind: K, idOrSlug: string): CardOf<K> | undefined {
  const queryClient = useQueryClient();
  return useMemo(() => findCachedCard(queryClient, kind, idOrSlug), [queryClient, kind, idOrSlug]);
}
