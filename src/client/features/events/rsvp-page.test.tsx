// A guest's RSVP page: the event as their link shows it, their answer sent with the token in the body, and a closed
// link said plainly.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenRsvpPage } from '#shared/event-guests.ts';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { RsvpPage } from './rsvp-page.tsx';

const TOKEN = 'a'.repeat(43);
const open: OpenRsvpPage = {
  status: 'open',
  eventName: 'Harbour party',
  eventDate: '2099-08-20',
  when: 'Friday, August 20, 2099, 6:00 PM – 10:00 PM',
  place: { name: 'Loft 9', address: '9 Pier Road, Brooklyn, NY' },
  hostName: 'Casey Customer',
  guestName: 'Ada Guest',
  question: 'Any song requests?',
  maxPlusOnes: 2,
  reply: { rsvp: 'awaiting', plusOnes: 0, dietary: '', answer: '' },
};
const routes = [{ path: '/events/rsvp', element: <RsvpPage /> }];

describe('the RSVP page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the event and sends the guest’s answer', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    stubFetch(undefined, {
      [`/api/rsvp?token=${TOKEN}`]: () => json({ rsvp: open }),
      '/api/rsvp': (init) => {
        const reply = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(reply);
        return json({ rsvp: { ...open, reply: { rsvp: 'yes', plusOnes: 1, dietary: 'Vegan', answer: 'ABBA' } } });
      },
    });
    renderWithSession(routes, `/events/rsvp?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Casey Customer invites you to Harbour party' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loft 9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say whether you are coming.');
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Yes, I’ll be there' }));
    await user.click(screen.getByRole('combobox', { name: 'People you bring' }));
    await user.click(await screen.findByRole('option', { name: '1 more' }));
    await user.type(screen.getByLabelText('Dietary needs'), 'Vegan');
    await user.type(screen.getByLabelText('Any song requests?'), 'ABBA');
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Casey Customer knows you are coming with 1 more.');
    expect(sent).toEqual([{ token: TOKEN, attending: true, plusOnes: 1, dietary: 'Vegan', answer: 'ABBA' }]);
    expect(screen.getByRole('button', { name: 'Change my answer' })).toBeInTheDocument();
  });

  it('says when the link no longer works', async () => {
    stubFetch(undefined, {
      [`/api/rsvp?token=${TOKEN}`]: () => json({ error: { code: 'NOT_FOUND', message: 'gone' } }, 404),
    });
    renderWithSession(routes, `/events/rsvp?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This invitation is closed' })).toBeInTheDocument();
  });
});
