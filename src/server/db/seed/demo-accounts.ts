// Demo accounts listed in the README (demo-accounts.json). All share one password so a newcomer can try every role.
import { z } from 'zod';
import { parseDataFile } from '../../sample-catalogue/index.ts';
import data from './demo-accounts.json' with { type: 'json' };

export { DEMO_PASSWORD, REHASH_COMMAND } from './demo-password.ts';

export const DemoAccountSchema = z.strictObject({
  email: z.email(),
  name: z.string(),
  partnerTypes: z.array(z.enum(['venue', 'vendor'])),
  businessName: z.string().nullable(),
  admin: z.boolean(),
  /** How many sample listings of each partner type this account owns. */
  owns: z.number().int().nonnegative(),
  /** DEMO_PASSWORD as better-auth stores it, hashed ahead (scripts/hash-demo-passwords.ts) so seeding does not. */
  passwordHash: z.string().startsWith('$argon2id$'),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

export const DEMO_ACCOUNTS: DemoAccount[] = parseDataFile(
  'src/server/db/seed/demo-accounts.json',
  z.array(DemoAccountSchema),
  data,
);
