import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { FreeTimesNote } from './free-times-note.tsx';

const ID = '6ed1b049-4ddb-4c5d-a9d4-b76f4cf5dfe5';

const render = (answer: object, id = ID) => {
  const { calls } = stubFetch(undefined, { [`/api/vendors/${id}/free-times?date=2027-03-17`]: () => json(answer) });
  renderWithSession([{ path: '/', element: <FreeTimesNote kind="vendor" id={id} date="2027-03-17" /> }], '/');
  return calls;
};

describe('FreeTimesNote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the free stretches of the day on the listing’s clock', async () => {
    render({
      date: '2027-03-17',
      timeZone: 'America/New_York',
      free: [
        { startsAt: '2027-03-17T04:00:00.000Z', endsAt: '2027-03-17T20:30:00.000Z' },
        { startsAt: '2027-03-17T23:00:00.000Z', endsAt: '2027-03-18T04:00:00.000Z' },
      ],
      reason: null,
    });
    const list = within(await screen.findByRole('list', { name: 'Free that day' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12:00 AM – 4:30 PM',
      '7:00 PM – 12:00 AM',
    ]);
    expect(screen.getByText('Eastern time')).toBeInTheDocument();
  });

  it('says when the day is fully booked', async () => {
    render({ date: '2027-03-17', timeZone: 'America/New_York', free: [], reason: 'full' });
    expect(await screen.findByText('Fully booked that day.')).toBeInTheDocument();
  });

  it('asks nothing for a sample listing, which has no calendar', () => {
    const calls = render({}, 'ven_1');
    expect(calls.some((call) => call.url.includes('free-times'))).toBe(false);
  });
});
