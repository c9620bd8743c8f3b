// The event after checkout (issue 48): the event page.
export { EventPage } from './event-page.tsx';
