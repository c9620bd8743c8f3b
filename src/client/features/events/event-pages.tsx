// The event feature's pages, one lazy chunk: the event page, the events one co-hosts, a co-host's invitation and a
// guest's RSVP.
export { EventPage } from './event-page.tsx';
export { EventInvitationPage } from './invitation-page.tsx';
export { RsvpPage } from './rsvp-page.tsx';
export { CoHostedEventsPage } from './co-hosted-events-page.tsx';
