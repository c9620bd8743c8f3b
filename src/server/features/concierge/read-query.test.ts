import { describe, expect, it } from 'vitest';
import type { EventIntent } from '#shared/concierge.ts';
import { readQuery } from './read-query.ts';

const CITIES = ['New York', 'Brooklyn', 'Los Angeles', 'Chicago', 'Miami', 'Austin', 'Atlanta', 'Denver', 'Seattle'];
// A Tuesday.
const TODAY = '2026-11-24';

const read = (query: string) => readQuery(query, { cities: CITIES, todayIso: TODAY });

// Twenty written requests and what the concierge must read from each (fields not listed must be empty).
const CASES: [string, Partial<EventIntent>][] = [
  [
    'techno night for 250 people in Brooklyn in March under $5k',
    {
      eventType: 'techno night',
      guests: 250,
      city: 'Brooklyn',
      date: '2027-03-06',
      budgetCents: 500_000,
      vibes: ['techno'],
    },
  ],
  [
    'Wedding reception for 120 guests in Austin on June 12, 2027, budget $30,000, need a photographer and catering',
    {
      eventType: 'wedding',
      guests: 120,
      city: 'Austin',
      date: '2027-06-12',
      budgetCents: 3_000_000,
      services: ['photography-video', 'food-beverage'],
    },
  ],
  [
    'my 30th birthday on a rooftop in Miami, about 60 friends, this Saturday',
    { eventType: 'birthday party', guests: 60, city: 'Miami', date: '2026-11-28', venueType: 'rooftop' },
  ],
  [
    'Corporate holiday party for 200 employees in NYC on December 18 with a DJ and open bar, max 40k',
    {
      eventType: 'holiday party',
      guests: 200,
      city: 'New York',
      date: '2026-12-18',
      budgetCents: 4_000_000,
      services: ['music-djs', 'food-beverage'],
    },
  ],
  [
    'product launch in LA for 300 with AV and lighting',
    { eventType: 'product launch', guests: 300, city: 'Los Angeles', services: ['tech-av'] },
  ],
  [
    'intimate dinner party for 20 in Chicago, elegant vibe, 3/14',
    { eventType: 'dinner party', guests: 20, city: 'Chicago', date: '2027-03-14', vibes: ['intimate', 'elegant'] },
  ],
  [
    'baby shower in a garden in Atlanta next weekend for 40 guests',
    { eventType: 'baby shower', guests: 40, city: 'Atlanta', date: '2026-12-05', venueType: 'garden' },
  ],
  [
    'Need security and a photo booth for a 500-person rave in a warehouse',
    { eventType: 'rave', guests: 500, venueType: 'warehouse', services: ['security-logistics', 'photography-video'] },
  ],
  [
    'gallery opening with a string quartet, 150 attendees, Denver, budget 12000',
    { guests: 150, city: 'Denver', budgetCents: 1_200_000, venueType: 'gallery', services: ['music-djs'] },
  ],
  [
    "New Year's Eve party in Seattle for 80 people, 6 hours, under 10 grand",
    { eventType: 'holiday party', guests: 80, city: 'Seattle', date: '2026-12-31', hours: 6, budgetCents: 1_000_000 },
  ],
  [
    'networking mixer tomorrow for 75 in Brooklyn, casual, with catering',
    {
      eventType: 'networking mixer',
      guests: 75,
      city: 'Brooklyn',
      date: '2026-11-25',
      vibes: ['casual'],
      services: ['food-beverage'],
    },
  ],
  [
    'a photo shoot in a studio in LA on 2027-01-09',
    { eventType: 'photo shoot', city: 'Los Angeles', date: '2027-01-09', venueType: 'studio' },
  ],
  [
    'conference for 350 attendees in Seattle in June with projectors and a coordinator',
    {
      eventType: 'conference',
      guests: 350,
      city: 'Seattle',
      date: '2027-06-05',
      services: ['tech-av', 'event-planning'],
    },
  ],
  [
    'quinceañera in Miami for a hundred people with a DJ, flowers and a cake',
    { eventType: 'quinceañera', guests: 100, city: 'Miami', services: ['music-djs', 'decor-florals', 'food-beverage'] },
  ],
  [
    'fundraiser gala, 400 guests, New York, $75k, upscale and formal',
    { eventType: 'gala', guests: 400, city: 'New York', budgetCents: 7_500_000, vibes: ['upscale', 'formal'] },
  ],
  [
    'team offsite for 30 colleagues in Denver in 3 weeks from 9am to 5pm',
    { eventType: 'corporate event', guests: 30, city: 'Denver', date: '2026-12-15', hours: 8 },
  ],
  [
    'hip hop night at a bar in Atlanta, budget of $3,500, DJ at most $200 an hour',
    {
      eventType: 'hip-hop night',
      city: 'Atlanta',
      budgetCents: 350_000,
      venueType: 'bar-cafe',
      services: ['music-djs'],
    },
  ],
  [
    'bar mitzvah for 150 guests in Chicago on the 14th of February',
    { eventType: 'bar mitzvah', guests: 150, city: 'Chicago', date: '2027-02-14' },
  ],
  [
    'rustic wedding in Austin with a videographer and florist, 90 guests, $25k total',
    {
      eventType: 'wedding',
      guests: 90,
      city: 'Austin',
      budgetCents: 2_500_000,
      vibes: ['rustic'],
      services: ['photography-video', 'decor-florals'],
    },
  ],
  ['something fun for my team', { eventType: null, vibes: ['fun'] }],
];

const EMPTY: EventIntent = {
  eventType: null,
  guests: null,
  city: null,
  date: null,
  budgetCents: null,
  hours: null,
  vibes: [],
  venueType: null,
  services: [],
};

describe('readQuery: intent extraction on written requests', () => {
  it.each(CASES)('%s', (query, expected) => {
    expect(read(query).intent).toEqual({ ...EMPTY, ...expected });
  });
});

describe('readQuery: follow-ups', () => {
  it('reads cheaper, another venue and start over', () => {
    expect(read('cheaper please').cheaper).toBe(true);
    expect(read('that is too expensive').cheaper).toBe(true);
    expect(read('show me a different venue').anotherVenue).toBe(true);
    expect(read("let's start over").startOver).toBe(true);
    expect(read('add a photographer')).toMatchObject({
      cheaper: false,
      anotherVenue: false,
      startOver: false,
      intent: { services: ['photography-video'] },
    });
  });

  it('reads services sent away, and does not add them', () => {
    const answer = read('no DJ, but add a photographer');
    expect(answer.removeServices).toEqual(['music-djs']);
    expect(answer.intent.services).toEqual(['photography-video']);
    expect(read('without the catering').removeServices).toEqual(['food-beverage']);
  });

  it('books the place and services named, not the features or the crowd', () => {
    expect(read('birthday drinks at a bar for a crowd of 40').intent).toMatchObject({
      venueType: 'bar-cafe',
      services: [],
      guests: 40,
    });
    expect(read('formal dinner with chandeliers and an open bar').intent).toMatchObject({
      venueType: null,
      services: ['food-beverage'],
    });
    expect(read('no photo booth').removeServices).toEqual(['photography-video']);
    expect(read('a film screening in a loft').intent).toMatchObject({ venueType: 'loft', services: [] });
  });

  it('does not take a rate or a guest count for the budget, nor money for guests', () => {
    expect(read('DJ under $150/hr for 80 guests').intent).toMatchObject({ budgetCents: null, guests: 80 });
    expect(read('party for $2000').intent).toMatchObject({ budgetCents: 200_000, guests: null });
    expect(read('party for 60 with 5k budget').intent).toMatchObject({ budgetCents: 500_000, guests: 60 });
  });

  it('reads "may" as a month only where it must be one', () => {
    expect(read('we may need a DJ').intent.date).toBeNull();
    expect(read('a party in May').intent.date).toBe('2027-05-01');
    expect(read('May 20').intent.date).toBe('2027-05-20');
  });

  it('leaves a day that does not exist unread', () => {
    expect(read('February 30').intent.date).toBeNull();
  });
});
