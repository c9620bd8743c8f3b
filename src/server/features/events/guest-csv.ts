// A guest list's CSV file read with csv-parse (ADR 030): the first line names the columns (name and email, in any
// order, among others that are left alone); every other line is a guest. Each bad line is named with its number, so
// the host can mend the file: the import takes all of it or nothing.
import { CsvError, parse } from 'csv-parse/sync';
import {
  AddGuestRequestSchema,
  GUEST_MESSAGES,
  type AddGuestRequest,
  type CsvLineError,
} from '#shared/event-guests.ts';

export type CsvGuest = AddGuestRequest & { line: number };

const COLUMN_NAMES = {
  name: ['name', 'full name', 'guest', 'guest name'],
  email: ['email', 'e-mail', 'email address', 'e-mail address'],
};

const UNREADABLE: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quote is opened and never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by other text',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by other text',
};

type Parsed = { record: string[]; info: { lines: number } };

/** The delimiter the header line uses most: a comma unless semicolons or tabs outnumber it (spreadsheets differ). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length - 1 }));
  return counts.reduce((most, next) => (next.count > most.count ? next : most)).delimiter;
}

/** The file's guests, or every line that is wrong (line numbers count from 1, the header included). */
export function readGuestCsv(text: string): { guests: CsvGuest[]; errors: CsvLineError[] } {
  let rows: Parsed[];
  // Where the last whole record ended: an unreadable one starts after it (the error's own count is the file's end).
  let lastGoodLine = 0;
  try {
    rows = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      delimiter: delimiterOf(text),
      on_record: (record, context) => {
        lastGoodLine = context.lines;
        return record;
      },
    }) as unknown as Parsed[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return {
      guests: [],
      errors: [{ line: lastGoodLine + 1, message: `${UNREADABLE[error.code] ?? 'this line is not valid CSV'}.` }],
    };
  }
  const [header, ...lines] = rows;
  if (!header) return { guests: [], errors: [{ line: 1, message: GUEST_MESSAGES.csvEmpty }] };
  const columns = header.record.map((cell) => cell.toLowerCase());
  const nameAt = columns.findIndex((cell) => COLUMN_NAMES.name.includes(cell));
  const emailAt = columns.findIndex((cell) => COLUMN_NAMES.email.includes(cell));
  if (nameAt < 0 || emailAt < 0) return { guests: [], errors: [{ line: 1, message: GUEST_MESSAGES.csvColumns }] };
  if (lines.length === 0) return { guests: [], errors: [{ line: 1, message: GUEST_MESSAGES.csvEmpty }] };

  const guests: CsvGuest[] = [];
  const errors: CsvLineError[] = [];
  const lineOfEmail = new Map<string, number>();
  for (const { record, info } of lines) {
    const line = info.lines;
    const parsed = AddGuestRequestSchema.safeParse({ name: record[nameAt] ?? '', email: record[emailAt] ?? '' });
    if (!parsed.success) {
      errors.push(...parsed.error.issues.map((issue) => ({ line, message: issue.message })));
      continue;
    }
    const email = parsed.data.email.toLowerCase();
    const first = lineOfEmail.get(email);
    if (first !== undefined) {
      errors.push({ line, message: `${parsed.data.email} is already on line ${first}.` });
      continue;
    }
    lineOfEmail.set(email, line);
    guests.push({ ...parsed.data, line });
  }
  return { guests, errors };
}
