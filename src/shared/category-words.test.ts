import { describe, expect, it } from 'vitest';
import { VENDOR_CATEGORIES, VENUE_CATEGORIES } from './categories.ts';
import {
  bookingsNamed,
  categoryMentions,
  plainWords,
  searchTabFor,
  VENDOR_SERVICE_WORDS,
  VENUE_KIND_WORDS,
  vendorServicesNamed,
  venueKindsNamed,
} from './category-words.ts';

describe('category words table', () => {
  it('has words for every venue kind and vendor service, written as the matcher reads them', () => {
    expect(Object.keys(VENUE_KIND_WORDS)).toEqual(VENUE_CATEGORIES.filter((c) => c !== 'all'));
    expect(Object.keys(VENDOR_SERVICE_WORDS)).toEqual(VENDOR_CATEGORIES.filter((c) => c !== 'all'));
    for (const { names, occasions = [] } of [
      ...Object.values(VENUE_KIND_WORDS),
      ...Object.values(VENDOR_SERVICE_WORDS),
    ]) {
      expect(names.length).toBeGreaterThan(0);
      for (const term of [...names, ...occasions]) expect(term).toMatch(/^[a-z0-9]+\*?( [a-z0-9]+\*?)*$/);
    }
  });
});

describe('categoryMentions', () => {
  it('reads words without case, accents, possessives or punctuation', () => {
    expect(plainWords("Chef's open-air CAFÉ & bar")).toEqual(['chef', 'open', 'air', 'cafe', 'and', 'bar']);
  });

  it('reads plurals as singulars and a starred term with any ending', () => {
    expect(vendorServicesNamed('Speakers and microphones')).toEqual(['tech-av']);
    expect(vendorServicesNamed('photographers')).toEqual(['photography-video']);
    expect(vendorServicesNamed('photography')).toEqual(['photography-video']);
    expect(vendorServicesNamed('caterer')).toEqual(['food-beverage']);
    expect(venueKindsNamed('high ceilings')).toEqual(['warehouse']);
  });

  it('reads the longest term where terms overlap, and phrases that name nothing as nothing', () => {
    expect(venueKindsNamed('private dining room')).toEqual(['restaurant']);
    expect(vendorServicesNamed('private chef')).toEqual(['food-beverage', 'premium-services']);
    expect(categoryMentions('entertainment during cocktail hour').map((m) => m.category)).toEqual(['entertainment']);
    expect(vendorServicesNamed('lights for the dance floor')).toEqual(['tech-av']);
  });

  it('says where each mention is, and whether it is a name, a feature or an occasion', () => {
    expect(categoryMentions('DJ for a formal gala')).toEqual([
      { start: 0, end: 1, kind: 'vendor', category: 'music-djs', as: 'name' },
      { start: 3, end: 4, kind: 'venue', category: 'ballroom', as: 'feature' },
      { start: 4, end: 5, kind: 'venue', category: 'ballroom', as: 'occasion' },
    ]);
  });

  it('reads string lights as lights, not strings', () => {
    expect(vendorServicesNamed('string lights over the patio')).toEqual(['decor-florals', 'tech-av']);
  });

  it('reads a service named indirectly, as a planner puts it', () => {
    expect(vendorServicesNamed('a videographer for the reception')).toEqual(['photography-video']);
    expect(vendorServicesNamed('someone to take pictures')).toEqual(['photography-video']);
    expect(vendorServicesNamed('keep the door list safe')).toEqual(['security-logistics']);
    expect(vendorServicesNamed('bouncers')).toEqual(['security-logistics']);
    expect(vendorServicesNamed('cocktails for the guests')).toEqual(['food-beverage']);
    expect(venueKindsNamed('quarterly planning day with slides')).toEqual(['conference']);
    expect(venueKindsNamed('raw industrial space with high ceilings')).toEqual(['warehouse']);
    expect(venueKindsNamed('an evening with friends')).toEqual([]);
  });
});

describe('bookingsNamed', () => {
  it('books what the words name, first named first, and not features or occasions', () => {
    expect(bookingsNamed('a photographer, a DJ and catering in a garden')).toEqual({
      venueKinds: ['garden'],
      services: ['photography-video', 'music-djs', 'food-beverage'],
    });
    expect(bookingsNamed('formal gala with chandeliers and parking')).toEqual({ venueKinds: [], services: [] });
    expect(bookingsNamed('techno rave with drinks')).toEqual({ venueKinds: [], services: [] });
  });

  it('reads a term naming a venue kind as the place, and a service otherwise', () => {
    expect(bookingsNamed('hip hop night at a bar')).toEqual({ venueKinds: ['bar-cafe'], services: [] });
    expect(bookingsNamed('rooftop with an open bar')).toEqual({ venueKinds: ['rooftop'], services: ['food-beverage'] });
    expect(bookingsNamed('conference with projectors')).toEqual({ venueKinds: [], services: ['tech-av'] });
  });

  it('asks for one vendor per term, of the service listed first', () => {
    expect(bookingsNamed('a photo booth').services).toEqual(['photography-video']);
    expect(bookingsNamed('private chef and a magician').services).toEqual(['food-beverage', 'entertainment']);
  });
});

describe('searchTabFor', () => {
  it.each([
    ['wedding photographer', 'vendors'],
    ['a videographer for the reception', 'vendors'],
    ['rooftop DJ', 'vendors'],
    ['DJ for a rooftop party', 'vendors'],
    ['livestream the conference for remote attendees', 'vendors'],
    ['keep the door list safe', 'vendors'],
    ['catering', 'vendors'],
    ['rooftop bar', 'venues'],
    ['garden wedding', 'venues'],
    ['a loft with a DJ booth', 'venues'],
    ['techno rave in an old factory', 'venues'],
    ['quarterly planning day with slides', 'venues'],
    ['drinks with a skyline view at sunset', 'venues'],
    ['gala with a DJ', 'venues'],
  ] as const)('"%s" is about %s', (query, tab) => {
    expect(searchTabFor(query)).toBe(tab);
  });

  it('answers null for words that name neither side, or both as much', () => {
    expect(searchTabFor('something fun for saturday')).toBeNull();
    expect(searchTabFor('')).toBeNull();
    expect(searchTabFor('bar')).toBeNull();
  });
});
