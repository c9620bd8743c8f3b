// Opening hours as the API sends them ('HH:MM', 24-hour) shown the en-US way.

function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 ? (hours % 24) * 60 + minutes : null;
}

/** '16:00' → '4:00 PM', '00:30' → '12:30 AM'; an unreadable time is shown as given. */
export function formatTime(time: string): string {
  const total = minutesOf(time);
  if (total === null) return time;
  const hours = Math.floor(total / 60);
  const minutes = String(total % 60).padStart(2, '0');
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** '4:00 PM – 1:00 AM'. */
export function formatHoursRange(opensAt: string, closesAt: string): string {
  return `${formatTime(opensAt)} – ${formatTime(closesAt)}`;
}

/** Whole hours between opening and closing; a closing time at or before opening means after midnight. */
export function openHours(opensAt: string, closesAt: string): number {
  const open = minutesOf(opensAt);
  const close = minutesOf(closesAt);
  if (open === null || close === null) return 0;
  const span = close > open ? close - open : close + 24 * 60 - open;
  return Math.floor(span / 60);
}
