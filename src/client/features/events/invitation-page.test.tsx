// A co-host invitation's page: what it invites to, sign in to accept, accept and land on the event; a link that no
// longer works says so.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenInvitation } from '#shared/events.ts';
import { GUEST_ME, json, NO_SOCIAL_SIGN_IN, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { EventInvitationPage } from './invitation-page.tsx';

const TOKEN = 'a'.repeat(43);
const invitation: OpenInvitation = {
  status: 'open',
  eventId: 'b1',
  eventName: 'Spring launch',
  eventDate: '2099-03-06',
  organizerName: 'Casey Customer',
  invitedName: 'Dana',
  invitedEmail: 'dana@example.com',
};
const routes = [
  { path: '/events/invitations', element: <EventInvitationPage /> },
  { path: '/events/:eventId', element: <h1>The event</h1> },
];

describe('a co-host invitation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a signed-out visitor what it is and asks them to sign in', async () => {
    stubFetch(GUEST_ME, {
      ...NO_SOCIAL_SIGN_IN,
      [`/api/event-invitations?token=${TOKEN}`]: () => json({ invitation }),
    });
    renderWithSession(routes, `/events/invitations?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Casey Customer invites you to co-host Spring launch' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sent to Dana \(dana@example.com\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sign in to accept/ })).toBeInTheDocument();
  });

  it('accepts for the signed-in account and opens the event', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch(signedIn(['customer'], 'Dana West'), {
      [`/api/event-invitations?token=${TOKEN}`]: () => json({ invitation }),
      ['/api/event-invitations/accept']: () => json({ eventId: 'b1' }),
    });
    renderWithSession(routes, `/events/invitations?token=${TOKEN}`);
    const accept = await screen.findByRole('button', { name: /Accept as Dana West/ });
    // Signed in with another address than the one invited: the page says which account becomes the co-host.
    expect(screen.getByText(/You are signed in as maya@example.com/)).toBeInTheDocument();
    await user.click(accept);
    expect(await screen.findByRole('heading', { name: 'The event' })).toBeInTheDocument();
    const accepted = calls.find((call) => call.url === '/api/event-invitations/accept');
    expect(accepted?.init?.method).toBe('POST');
    expect(JSON.parse(String(accepted?.init?.body))).toEqual({ token: TOKEN });
  });

  it('says a used or expired link no longer works', async () => {
    stubFetch(signedIn(['customer']), {
      [`/api/event-invitations?token=${TOKEN}`]: () => json({ invitation: { status: 'expired' } }),
    });
    renderWithSession(routes, `/events/invitations?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This invitation no longer works' })).toBeInTheDocument();
    expect(screen.getByText(/Ask the organizer to send a new one/)).toBeInTheDocument();
  });
});
