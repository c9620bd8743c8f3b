import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmailSchema } from './fields.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const INVALID = [VALIDATION_MESSAGES.emailInvalid];

// What a mail header reads as list, name, group or comment syntax, and whitespace (JavaScript's \s, Unicode spaces too).
const HEADER_SYNTAX = [',', ';', ':', '<', '>', '(', ')', '"'];
const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u2028', '\ufeff'];

// Text as §5 means it, without those characters: letters, digits and the other characters addresses use.
const text = fc.string({
  unit: fc.constantFrom(..."abcxyzABC0189.-_+!#$%&'*/=?^`{|}~[]\\é"),
  minLength: 1,
  maxLength: 12,
});
const address = fc.tuple(text, text, text).map(([local, domain, top]) => `${local}@${domain}.${top}`);

describe('EmailSchema', () => {
  it('requires an email', () => {
    expect(messages(EmailSchema.safeParse(''))).toEqual(['Email is required']);
    expect(messages(EmailSchema.safeParse('   '))).toEqual(['Email is required']);
    expect(messages(EmailSchema.safeParse(undefined))).toEqual(['Email is required']);
  });

  it('checks text @ text . text', () => {
    for (const bad of ['plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b.']) {
      expect(messages(EmailSchema.safeParse(bad))).toEqual(INVALID);
    }
    expect(EmailSchema.parse('  dana@example.com ')).toBe('dana@example.com');
  });

  it.each([
    ['a,b@x.com'],
    ['dana@example.com,eve@example.com'],
    ['dana@example.com, eve@example.com'],
    ['a;b@x.com'],
    ['a:b@x.com'],
    ['dana@example.com;'],
    ['Dana <dana@example.com>'],
    ['<dana@example.com>'],
    ['dana@example.com>'],
    ['dana(work)@example.com'],
    ['dana@example.com (Dana)'],
    ['"a,b"@x.com'],
    ['dana"@example.com'],
    ['dana@exa mple.com'],
    ['dana@example.\tcom'],
    ['dana\n@example.com'],
    ['dana\u00a0lee@example.com'],
  ])('refuses %j: a mailer could read it as other recipients than the one stored', (bad) => {
    expect(messages(EmailSchema.safeParse(bad))).toEqual(INVALID);
  });

  it.each([['dana@example.com'], ["o'brien@example.ie"], ['dana+events@mail.example.co.uk'], ['Dana.Lee@Example.COM']])(
    'still takes %j',
    (good) => {
      expect(EmailSchema.parse(good)).toBe(good);
    },
  );

  it('takes any text @ text . text without whitespace or header syntax', () => {
    fc.assert(fc.property(address, (email) => EmailSchema.safeParse(email).success));
  });

  it('refuses an address with header syntax anywhere in it, with the §5 message', () => {
    fc.assert(
      fc.property(address, fc.nat(), fc.constantFrom(...HEADER_SYNTAX), (email, at, char) => {
        const i = at % (email.length + 1);
        const bad = email.slice(0, i) + char + email.slice(i);
        expect(messages(EmailSchema.safeParse(bad))).toEqual(INVALID);
      }),
    );
  });

  it('refuses whitespace inside the address; around it, it is trimmed away', () => {
    fc.assert(
      fc.property(address, fc.nat(), fc.constantFrom(...WHITESPACE), (email, at, space) => {
        const i = 1 + (at % (email.length - 1));
        expect(messages(EmailSchema.safeParse(email.slice(0, i) + space + email.slice(i)))).toEqual(INVALID);
        expect(EmailSchema.parse(space + email + space)).toBe(email);
      }),
    );
  });
});
