// npx tsx scripts/hash-demo-passwords.ts: stores each demo account's password hash (DEMO_PASSWORD, hashed as
// better-auth is configured to: features/auth) in src/server/db/seed/demo-accounts.json, so seeding hashes nothing
// at start. Run it when the password or the hashing changes (demo-accounts.test.ts fails until then).
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-password.ts';
import { hashPassword } from '../src/server/features/auth/index.ts';
import { fromProject } from '../src/server/project-paths.ts';

const file = fromProject('src/server/db/seed/demo-accounts.json');
const accounts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
for (const account of accounts) account.passwordHash = await hashPassword(DEMO_PASSWORD);
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(accounts), options));
console.log(`Hashed the demo password of ${accounts.length} accounts into ${file}.`);
