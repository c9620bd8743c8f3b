// The calendar feature's public surface: a partner's calendar routes, registered by the app, and iCalendar files (a
// booking's, too).
export { calendarFile, foldLine, icsText } from './icalendar.ts';
export { calendarRoutes } from './routes.ts';
