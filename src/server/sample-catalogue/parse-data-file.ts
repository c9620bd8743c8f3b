import type { z } from 'zod';

/** '[3].contact.email' for the path ['3', 'contact', 'email'] of a zod issue. */
function formatPath(path: readonly PropertyKey[]): string {
  const joined = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return joined.replace(/^\./, '') || '(root)';
}

/**
 * A data file's content checked against its schema. A mistake in the file fails here, at load, naming the file and
 * where in it: 'src/server/sample-catalogue/venues.json: [3].amenities[2]: Invalid input: expected string'.
 */
export function parseDataFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${file}: ${formatPath(issue.path)}: ${issue.message}`);
  throw new Error(`Invalid data file ${file}\n${problems.join('\n')}`);
}
