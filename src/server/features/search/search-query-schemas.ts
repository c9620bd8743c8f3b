// The GET searches' query strings read as the POST bodies are (#shared/search-query-string.ts writes them): each
// field of the shared request schema reads its text first, so the fields, rules, defaults and error messages are the
// POST's. A blank value counts as absent.
import { z } from 'zod';
import { VendorSearchRequestSchema, VenueSearchRequestSchema } from '#shared/search.ts';

type Kind = 'number' | 'boolean' | 'array' | 'text';

/** What a field takes under its optional, default and transform wrappers. */
function kindOf(field: z.core.$ZodType): Kind {
  const { def } = field._zod;
  if (def.type === 'optional' || def.type === 'default') return kindOf((def as z.core.$ZodOptionalDef).innerType);
  if (def.type === 'pipe') return kindOf((def as z.core.$ZodPipeDef).in);
  if (def.type === 'number' || def.type === 'boolean' || def.type === 'array') return def.type;
  return 'text';
}

/** The query string's text as the field's JSON would have it; anything else is left for the field to refuse. */
function fromText(kind: Kind, value: unknown): unknown {
  if (value === '' || value === undefined) return undefined;
  if (kind === 'array') return Array.isArray(value) ? value : [value];
  if (typeof value !== 'string') return value;
  if (kind === 'number') return /^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : value;
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * The request schema with each field reading its text first. Documented (OpenAPI) as the body's field is: a query
 * parameter of that type, a list as an array, which OpenAPI writes as the key repeated.
 */
function fromQueryString<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodType<z.output<z.ZodObject<Shape>>> {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => {
      const kind = kindOf(field);
      const { $schema: _, ...documented } = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' });
      return [
        name,
        z
          .unknown()
          .optional()
          .transform((value) => fromText(kind, value))
          .pipe(field)
          .meta(documented),
      ];
    }),
  );
  return z.object(fields).strict() as unknown as z.ZodType<z.output<z.ZodObject<Shape>>>;
}

export const VenueSearchQuerySchema = fromQueryString(VenueSearchRequestSchema);
export const VendorSearchQuerySchema = fromQueryString(VendorSearchRequestSchema);
