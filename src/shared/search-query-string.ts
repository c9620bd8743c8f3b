// The §7 searches as cacheable GETs (GET /api/search/venues?… and /vendors?…): the POST body's fields in the query
// string, in the order given, numbers and true/false as text, a list as its key repeated (amenities=WiFi&amenities=
// Parking). The client writes them here; the server reads them (features/search/search-query-schemas.ts).

export const SEARCH_GET_PATHS = { venues: '/api/search/venues', vendors: '/api/search/vendors' } as const;

/** A request as a query string, absent fields left out. */
export function searchQueryString(request: object): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  return query.toString();
}

/** The GET address of a search. */
export function searchUrl(list: keyof typeof SEARCH_GET_PATHS, request: object): string {
  const query = searchQueryString(request);
  return query ? `${SEARCH_GET_PATHS[list]}?${query}` : SEARCH_GET_PATHS[list];
}
