// What a partner or customer typed reaches .ics files (the partner feed, a booking's calendar file) only as RFC 5545
// TEXT: no character of it can end a content line and start a property of its own.
import { describe, expect, it } from 'vitest';
import { calendarFile, icsText } from './icalendar.ts';

const event = (summary: string, description = 'Details') => ({
  uid: 'item-1',
  startsAt: '2027-03-17T18:00:00.000Z',
  endsAt: '2027-03-17T22:00:00.000Z',
  summary,
  description,
  status: 'CONFIRMED' as const,
});

/** The content lines of a file, unfolded (RFC 5545 3.1: CRLF followed by a space continues the line). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('icsText', () => {
  it.each([
    ['a backslash', 'a\\b', 'a\\\\b'],
    ['a semicolon', 'Reyes; live', 'Reyes\\; live'],
    ['a comma', 'Nova, Reyes', 'Nova\\, Reyes'],
    ['a lone LF', 'one\ntwo', 'one\\ntwo'],
    ['a CRLF', 'one\r\ntwo', 'one\\ntwo'],
    ['a lone CR', 'one\rtwo', 'one\\ntwo'],
    ['CR CR LF', 'one\r\r\ntwo', 'one\\n\\ntwo'],
    ['other control characters (dropped)', 'bell\u0007 vt\u000b esc\u001b del\u007f', 'bell vt esc del'],
    ['a tab (kept)', 'a\tb', 'a\tb'],
    ['an escape already in the text', '\\n', '\\\\n'],
  ])('escapes %s', (_name, text, escaped) => {
    expect(icsText(text)).toBe(escaped);
  });
});

describe('calendarFile', () => {
  it('keeps a name with a bare CR, LF or CRLF on its own line, so it cannot add properties', () => {
    const hostile = 'Mallory\rATTENDEE:mailto:evil@example.com\nX-INJECTED:1\r\nEND:VEVENT';
    const ics = calendarFile('Feed\rX-WR-TIMEZONE:Evil', [event(hostile, hostile)]);
    // Lines end only in CRLF: no CR or LF of its own anywhere else.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(ics);
    expect(lines.filter((l) => /^(ATTENDEE|X-INJECTED|X-WR-TIMEZONE)/.test(l))).toEqual([]);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Mallory\\nATTENDEE:mailto:evil@example.com\\nX-INJECTED:1\\nEND:VEVENT');
    expect(lines).toContain('X-WR-CALNAME:Feed\\nX-WR-TIMEZONE:Evil');
  });

  it('folds every line at 75 octets, and unfolding gives back the escaped text', () => {
    const long = `Dîner, ${'très long; '.repeat(20)}\r\nfin`;
    const ics = calendarFile('Feed', [event(long)]);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(unfolded(ics)).toContain(`SUMMARY:${icsText(long)}`);
  });
});
