import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromProject } from '../project-paths.ts';
import { parseDataFile } from './parse-data-file.ts';
import { SeedExtrasSchema, SeedStoryDraftSchema, SeedVendorSchema, SeedVenueSchema } from './schemas.ts';

const FILES = [
  ['src/server/sample-catalogue/venues.json', z.array(SeedVenueSchema)],
  ['src/server/sample-catalogue/vendors.json', z.array(SeedVendorSchema)],
  ['src/server/sample-catalogue/stories.json', z.array(SeedStoryDraftSchema)],
  ['src/server/sample-catalogue/extras.json', SeedExtrasSchema],
] as const;

const read = (file: string): unknown => JSON.parse(readFileSync(fromProject(file), 'utf8'));

describe('data files', () => {
  it.each(FILES)('%s matches its schema', (file, schema) => {
    expect(() => parseDataFile(file, schema, read(file))).not.toThrow();
  });

  it('names the file and the place of a misspelt key or a wrong value', () => {
    const file = 'src/server/sample-catalogue/venues.json';
    const venues = read(file) as Record<string, unknown>[];
    const broken = structuredClone(venues);
    const { amenities, ...rest } = broken[2]!;
    broken[2] = { ...rest, amenties: amenities };
    (broken[5]!.contact as Record<string, unknown>).phone = 5550100;

    const parse = () => parseDataFile(file, z.array(SeedVenueSchema), broken);
    expect(parse).toThrow(`${file}: [2].amenities: Invalid input: expected array, received undefined`);
    expect(parse).toThrow(`${file}: [2]: Unrecognized key: "amenties"`);
    expect(parse).toThrow(`${file}: [5].contact.phone: Invalid input: expected string, received number`);
  });

  it('refuses a category the marketplace does not have', () => {
    const file = 'src/server/sample-catalogue/vendors.json';
    const vendors = read(file) as Record<string, unknown>[];
    const broken = [{ ...vendors[0], category: 'music-dj' }];
    expect(() => parseDataFile(file, z.array(SeedVendorSchema), broken)).toThrow(`${file}: [0].category:`);
  });
});
