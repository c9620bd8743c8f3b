// The calendar feature's public surface: a partner's calendar routes, and iCalendar files (a booking's, too).
export { calendarFile, foldLine, icsText } from './icalendar.ts';
export { calendarRoutes } from './routes.ts';
