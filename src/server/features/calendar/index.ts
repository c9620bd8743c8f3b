// The calendar feature's public surface: a partner's calendar routes, registered by the app, iCalendar files (a
// booking's, too), and the reading of partners' own calendars into their listings' blocks.
export { addCalendarImport, syncCalendarImport, syncDueCalendars, type CalendarSync } from './calendar-sync.ts';
export { FEED_POLICY, type FeedPolicy } from './feed-fetch.ts';
export { calendarFile, foldLine, icsText } from './icalendar.ts';
export { calendarRoutes } from './routes.ts';
