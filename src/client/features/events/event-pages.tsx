// The event feature's pages, one lazy chunk: the event page, the events one co-hosts, a co-host's invitation, a
// guest's RSVP and a co-host's share to pay.
export { EventPage } from './event-page.tsx';
export { EventInvitationPage } from './invitation-page.tsx';
export { PaySharePage } from './pay-share-page.tsx';
export { RsvpPage } from './rsvp-page.tsx';
export { CoHostedEventsPage } from './co-hosted-events-page.tsx';
