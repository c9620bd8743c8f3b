// The 3,000 most common passwords (ASVS 5.0 V6.2.4), most common first. Source: the ranked
// password list of @zxcvbn-ts/language-common 4.1.3 (MIT), cut to its first 3,000 entries.
import { readFileSync } from 'node:fs';
import { fromProject } from '../../project-paths.ts';

const list = readFileSync(fromProject('src/server/features/auth/common-passwords.txt'), 'utf8')
  .split('\n')
  .filter(Boolean);
const common = new Set(list.map((p) => p.toLowerCase()));

export const COMMON_PASSWORD_COUNT = common.size;

export const PASSWORD_TOO_COMMON = {
  code: 'PASSWORD_TOO_COMMON',
  message: 'This password is too common. Please choose a less common one.',
} as const;

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
