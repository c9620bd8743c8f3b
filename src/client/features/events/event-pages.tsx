// The event feature's pages, one lazy chunk: the event page and a co-host's invitation.
export { EventPage } from './event-page.tsx';
export { EventInvitationPage } from './invitation-page.tsx';
