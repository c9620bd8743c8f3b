import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inputArbitrary, isOptional, isStrict } from './zod-arbitrary.ts';

// One schema per kind our route schemas use; values made for each must parse.
const SCHEMAS: Record<string, z.ZodType> = {
  'bounded string': z.string().trim().min(2).max(12),
  uuid: z.uuid(),
  email: z.email(),
  url: z.url(),
  'iso date': z.iso.date(),
  'iso datetime': z.iso.datetime(),
  regex: z.string().regex(/^\d{4}-\d{2}$/),
  'starts with': z.string().startsWith('/uploads/'),
  'bounded int': z.number().int().min(-3).max(30),
  'exclusive number': z.number().gt(0).lt(1),
  'coerced number': z.coerce.number().int().positive(),
  boolean: z.boolean(),
  literal: z.literal('ping'),
  enum: z.enum(['venue', 'vendor']),
  'nullable and optional': z.string().max(3).nullable().optional(),
  default: z.number().int().min(1).max(5).default(3),
  transform: z
    .string()
    .max(5)
    .transform((s) => s.length),
  preprocess: z.preprocess((v) => (v === '' ? undefined : v), z.number().min(0).optional()),
  'pipe into a union': z.coerce.number().pipe(z.union([z.literal(320), z.literal(640)])),
  union: z.union([z.object({ type: z.literal('ping') }), z.object({ type: z.literal('typing'), id: z.uuid() })]),
  array: z.array(z.string().max(4)).min(1).max(3),
  record: z.record(z.string(), z.unknown()),
  'strict object': z.strictObject({ name: z.string().max(10), age: z.number().int().min(0).max(120).optional() }),
  'object with a catchall': z.object({ haptics: z.boolean().optional() }).catchall(z.unknown()),
};

describe('inputArbitrary makes values the schema accepts', () => {
  it.each(Object.entries(SCHEMAS))('%s', (_, schema) => {
    fc.assert(
      fc.property(inputArbitrary(schema), (value) => {
        expect(schema.safeParse(value).error).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('draws known ids and texts too', () => {
    const known = { knownIds: ['5a0e8f5e-2f7b-4a8e-9d6c-1b2c3d4e5f60'], knownTexts: ['rooftop-garden'] };
    expect(fc.sample(inputArbitrary(z.uuid(), known), 200)).toContain(known.knownIds[0]);
    expect(fc.sample(inputArbitrary(z.string().max(40), known), 200)).toContain(known.knownTexts[0]);
  });
});

it('says which kinds it does not know', () => {
  expect(() => inputArbitrary(z.bigint())).toThrow('no arbitrary for a zod bigint');
});

it('tells optional from required and strict from loose objects', () => {
  expect([z.string().optional(), z.number().default(1), z.string()].map(isOptional)).toEqual([true, true, false]);
  expect([z.strictObject({}), z.object({}), z.string()].map(isStrict)).toEqual([true, false, false]);
});
