import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseDataFile } from '../../sample-catalogue/index.ts';
import { fromProject } from '../../project-paths.ts';
import { DEMO_ACCOUNTS, DemoAccountSchema } from './demo-accounts.ts';

const FILE = 'src/server/db/seed/demo-accounts.json';
const read = (): unknown => JSON.parse(readFileSync(fromProject(FILE), 'utf8'));

describe('demo accounts data file', () => {
  it('matches its schema and holds one account per role the README lists', () => {
    expect(parseDataFile(FILE, z.array(DemoAccountSchema), read())).toEqual(DEMO_ACCOUNTS);
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'customer@example.com',
      'venue@example.com',
      'vendor@example.com',
      'admin@example.com',
      'multi@example.com',
    ]);
  });

  it('names the file and the place of a wrong value', () => {
    const broken = [{ ...(read() as object[])[0], partnerTypes: ['venu'] }];
    expect(() => parseDataFile(FILE, z.array(DemoAccountSchema), broken)).toThrow(`${FILE}: [0].partnerTypes[0]:`);
  });
});
