// Sample venues (venues.json): fictional places, people and addresses (phone numbers use the 555-01xx range, email
// domains sit under example.com). Money is in integer cents.
import { z } from 'zod';
import data from './venues.json' with { type: 'json' };
import { parseDataFile } from './parse-data-file.ts';
import { SeedVenueSchema, type SeedVenue } from './schemas.ts';

export const SEED_VENUES: SeedVenue[] = parseDataFile(
  'src/server/sample-catalogue/venues.json',
  z.array(SeedVenueSchema),
  data,
);
