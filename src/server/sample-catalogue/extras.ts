// Add-ons and packages of the sample catalogue (extras.json): every venue offers its type's extras and the extras
// every venue offers; every vendor offers its category's. Prices are flat, per unit, in cents.
import data from './extras.json' with { type: 'json' };
import { parseDataFile } from './parse-data-file.ts';
import { SeedExtrasSchema, type SeedExtra } from './schemas.ts';

const EXTRAS = parseDataFile('src/server/sample-catalogue/extras.json', SeedExtrasSchema, data);

const VENUE_EXTRAS = EXTRAS.venues;
const VENDOR_EXTRAS = EXTRAS.vendors;

export function venueExtras(type: string): SeedExtra[] {
  return [...(VENUE_EXTRAS[type as keyof typeof VENUE_EXTRAS] ?? []), ...EXTRAS.everyVenue];
}

export function vendorExtras(category: string): SeedExtra[] {
  return VENDOR_EXTRAS[category as keyof typeof VENDOR_EXTRAS] ?? [];
}
