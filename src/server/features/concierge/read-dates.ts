// Dates as people write them in an event request, resolved against today: '2027-03-14', 'March 14', '14th of
// March', '3/14', 'in March' (its first Saturday still ahead), 'this Saturday', 'next weekend', 'tomorrow',
// 'in 3 weeks', 'New Year's Eve'. A date without a year is the next one to come. Pure.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SATURDAY = 6;

const HOLIDAYS: [RegExp, number, number][] = [
  [/\bnew year'?s eve\b|\bnye\b/, 12, 31],
  [/\bnew year'?s day\b/, 1, 1],
  [/\bvalentine'?s?\b/, 2, 14],
  [/\bhalloween\b/, 10, 31],
  [/\bchristmas eve\b/, 12, 24],
  [/\bfourth of july\b|\bjuly 4th\b|\bindependence day\b/, 7, 4],
  [/\bcinco de mayo\b/, 5, 5],
];

function utc(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

function monthNumber(name: string): number {
  return MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3))) + 1;
}

/** That month and day in the given year, or null when there is no such day (February 30). */
function validDay(year: number, month: number, day: number): Date | null {
  const date = utc(year, month, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The first time that month and day comes, today included. */
function nextOccurrence(today: Date, month: number, day: number, year?: number): Date | null {
  if (year !== undefined) return validDay(year, month, day);
  const thisYear = validDay(today.getUTCFullYear(), month, day);
  if (thisYear && thisYear >= today) return thisYear;
  return validDay(today.getUTCFullYear() + 1, month, day);
}

/** The first Saturday of that month still ahead (this month's when one is left, else next year's). */
function firstSaturdayOf(today: Date, month: number, year?: number): Date {
  const saturdayFrom = (start: Date) => addDays(start, (SATURDAY - start.getUTCDay() + 7) % 7);
  const startYear = year ?? today.getUTCFullYear();
  let candidate = saturdayFrom(utc(startYear, month, 1));
  if (year === undefined && candidate < today) {
    const later = saturdayFrom(today);
    candidate = later.getUTCMonth() === month - 1 ? later : saturdayFrom(utc(startYear + 1, month, 1));
  }
  return candidate;
}

/** The next such weekday after today ('this Saturday' on a Saturday is today). */
function nextWeekday(today: Date, weekday: number, includeToday: boolean): Date {
  const ahead = (weekday - today.getUTCDay() + 7) % 7;
  return addDays(today, ahead === 0 && !includeToday ? 7 : ahead);
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** The date the text names, as YYYY-MM-DD, or null. `todayIso` is YYYY-MM-DD. */
export function readDate(text: string, todayIso: string): string | null {
  const lower = text.toLowerCase();
  const today = new Date(`${todayIso}T00:00:00Z`);
  const found = findDate(lower, today);
  return found ? iso(found) : null;
}

function findDate(lower: string, today: Date): Date | null {
  const isoMatch = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(lower);
  if (isoMatch) return validDay(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));

  const monthDay = new RegExp(
    `\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:people|guests|hours|hrs|pm|am|k\\b))(?:,?\\s*(\\d{4}))?`,
  ).exec(lower);
  if (monthDay)
    return nextOccurrence(
      today,
      monthNumber(monthDay[1]!),
      Number(monthDay[2]),
      monthDay[3] ? Number(monthDay[3]) : undefined,
    );

  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_NAME}\\b(?:,?\\s*(\\d{4}))?`).exec(
    lower,
  );
  if (dayMonth)
    return nextOccurrence(
      today,
      monthNumber(dayMonth[2]!),
      Number(dayMonth[1]),
      dayMonth[3] ? Number(dayMonth[3]) : undefined,
    );

  const slashed = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/.exec(lower);
  if (slashed)
    return nextOccurrence(today, Number(slashed[1]), Number(slashed[2]), slashed[3] ? fullYear(slashed[3]) : undefined);

  for (const [pattern, month, day] of HOLIDAYS) if (pattern.test(lower)) return nextOccurrence(today, month, day);

  if (/\btoday\b|\btonight\b/.test(lower)) return today;
  if (/\btomorrow\b/.test(lower)) return addDays(today, 1);
  if (/\bnext weekend\b/.test(lower)) return addDays(nextWeekday(today, SATURDAY, true), 7);
  if (/\bthis weekend\b|\bweekend\b/.test(lower)) return nextWeekday(today, SATURDAY, true);
  if (/\bnext week\b/.test(lower)) return addDays(nextWeekday(today, SATURDAY, false), 7);
  if (/\bnext month\b/.test(lower)) {
    const next = utc(today.getUTCFullYear(), today.getUTCMonth() + 2, 1);
    return firstSaturdayOf(today, next.getUTCMonth() + 1, next.getUTCFullYear());
  }
  const inWeeks = /\bin (\d{1,2}|two|three|four|five|six) weeks?\b/.exec(lower);
  if (inWeeks) {
    const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
    return addDays(today, 7 * (words[inWeeks[1]!] ?? Number(inWeeks[1])));
  }

  const weekday = /\b(?:(this|next|on|coming)\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/.exec(
    lower,
  );
  if (weekday) {
    // 'next Saturday' is read as the coming one, as most people mean it; only 'this'/'on' Saturday may be today.
    return nextWeekday(today, WEEKDAYS.indexOf(weekday[2]!), weekday[1] !== 'next' && weekday[1] !== 'coming');
  }

  // A month alone: 'in March', 'this June', 'March 2027'. 'may' only with a preposition (it is also a verb).
  const month = new RegExp(
    `\\b(?:(in|this|next|for|during|early|late|mid)\\s+(?:-\\s*)?)?${MONTH_NAME}\\b(?:\\s+(\\d{4}))?`,
  ).exec(lower);
  if (month && (month[2] !== 'may' || month[1] !== undefined || month[3] !== undefined)) {
    return firstSaturdayOf(today, monthNumber(month[2]!), month[3] ? Number(month[3]) : undefined);
  }
  return null;
}
