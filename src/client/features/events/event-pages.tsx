// The event feature's pages, one lazy chunk: the event page, a co-host's invitation and a guest's RSVP.
export { EventPage } from './event-page.tsx';
export { EventInvitationPage } from './invitation-page.tsx';
export { RsvpPage } from './rsvp-page.tsx';
