// Sample vendors (vendors.json): fictional businesses and people (phone numbers in the 555-01xx range, email and web
// domains under example.com). Money is in integer cents.
// Its deliberate edge cases are listed in README.md.
import { z } from 'zod';
import data from './vendors.json' with { type: 'json' };
import { parseDataFile } from './parse-data-file.ts';
import { SeedVendorSchema, type SeedVendor } from './schemas.ts';

export const SEED_VENDORS: SeedVendor[] = parseDataFile(
  'src/server/sample-catalogue/vendors.json',
  z.array(SeedVendorSchema),
  data,
);
