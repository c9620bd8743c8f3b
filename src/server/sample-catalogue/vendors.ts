// Sample vendors (vendors.json): fictional businesses and people (phone numbers in the 555-01xx range, email and web
// domains under example.com). Money is in integer cents.
//
// Deliberate edge cases for later features:
// - two DJs in Brooklyn (dj-nova-reyes, kasai-sound) and two lighting designers in Austin
//   (prism-lighting-design, lone-star-lightworks): the "multiple vendors of the same type" warning;
// - lena-park-photography has minimumHours 6;
// - several vendors are fixed-price only (hourlyRateCents null), e.g. snapshot-social-booth.
import { z } from 'zod';
import data from './vendors.json' with { type: 'json' };
import { parseDataFile } from './parse-data-file.ts';
import { SeedVendorSchema, type SeedVendor } from './schemas.ts';

export const SEED_VENDORS: SeedVendor[] = parseDataFile(
  'src/server/sample-catalogue/vendors.json',
  z.array(SeedVendorSchema),
  data,
);
