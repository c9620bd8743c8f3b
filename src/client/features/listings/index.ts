export { fetchVenue, listingKeys } from './api.ts';
