// The password every demo account shares (README), so a newcomer can try every role; demo-accounts.json holds its
// hash, made by scripts/hash-demo-passwords.ts.
export const DEMO_PASSWORD = 'eventide-demo';

export const REHASH_COMMAND = 'npx tsx scripts/hash-demo-passwords.ts';
