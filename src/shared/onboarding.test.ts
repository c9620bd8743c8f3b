import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AVAILABILITY_MESSAGES } from './availability.ts';
import { checkDraft, checkListingParts, listingFromBusiness } from './onboarding.ts';

describe('checkDraft', () => {
  it('says what each untouched step needs, in words a partner understands', () => {
    const result = checkDraft('venue', {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.business).toEqual(
      expect.arrayContaining(['Enter your business name.', 'Choose at least one category.']),
    );
    expect(result.problems.listing).toEqual(expect.arrayContaining(['Name your listing.', 'How many guests fit?']));
    expect(result.problems.photos).toEqual(['Add at least one photo.']);
    expect(result.problems.pricing).toEqual(['Set your rate.']);
    expect(result.problems.availability).toBeUndefined();
    expect(JSON.stringify(result.problems)).not.toContain('Invalid input');
  });

  it('asks vendors for services and areas, never for guest numbers or opening hours', () => {
    const result = checkDraft('vendor', {
      listing: { name: 'DJ Nova', description: 'x'.repeat(60), category: 'music-djs', city: 'Austin', state: 'TX' },
    });
    if (result.ok) throw new Error('incomplete draft passed');
    expect(result.problems.listing).toEqual(['Add at least one service.', 'Add at least one area you cover.']);
    expect(result.problems.availability).toBeUndefined();
  });

  it('checks a venue’s hours: closing before opening is after midnight, the same time is not a day', () => {
    const venue = {
      business: {
        businessName: 'Roof Co',
        contactName: 'Ro Roof',
        phone: '+1 212 555 0100',
        businessAddress: '1 Main St',
        city: 'New York',
        state: 'NY',
        description: 'A rooftop for parties and launches in Midtown.',
        categories: ['rooftop'],
      },
      listing: {
        name: 'Roof Nine',
        description: 'x'.repeat(60),
        category: 'rooftop',
        city: 'New York',
        state: 'NY',
        capacity: '150',
      },
      photos: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          url: '/media/uploads/00000000-0000-4000-8000-000000000001',
          alt: '',
          primary: true,
        },
      ],
      pricing: { model: 'hourly', rateDollars: '250', minimumHours: '3' },
    };
    const overnight = checkDraft('venue', {
      ...venue,
      availability: { openingTime: '18:00', closingTime: '02:00', closedWeekdays: [] },
    });
    if (!overnight.ok) throw new Error(JSON.stringify(overnight.problems));
    expect(overnight.value.listing.capacity).toBe(150);
    expect(overnight.value.availability).toEqual({
      openingTime: '18:00',
      closingTime: '02:00',
      closedWeekdays: [],
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      maxEventsPerDay: null,
    });
    const sameTime = checkDraft('venue', {
      ...venue,
      availability: { openingTime: '18:00', closingTime: '18:00', closedWeekdays: [] },
    });
    if (sameTime.ok) throw new Error('closing at opening time passed');
    expect(sameTime.problems).toEqual({ availability: ['Opening and closing cannot be the same time.'] });
  });

  it('checks the time around events for venues and vendors alike', () => {
    const around = (availability: Record<string, unknown>) => {
      const checked = checkListingParts('vendor', { availability }, z.object({ primary: z.boolean() }));
      return checked.ok ? [] : (checked.problems.availability ?? []);
    };
    expect(around({ bufferBeforeMinutes: 90, bufferAfterMinutes: '720', maxEventsPerDay: '2' })).toEqual([]);
    expect(around({ bufferBeforeMinutes: 721 })).toEqual([AVAILABILITY_MESSAGES.buffer]);
    expect(around({ bufferAfterMinutes: -15 })).toEqual([AVAILABILITY_MESSAGES.buffer]);
    expect(around({ maxEventsPerDay: 0 })).toEqual([AVAILABILITY_MESSAGES.eventsPerDay]);
    expect(around({ maxEventsPerDay: 21 })).toEqual([AVAILABILITY_MESSAGES.eventsPerDay]);
    expect(around({ maxEventsPerDay: 1.5 })).toEqual([AVAILABILITY_MESSAGES.eventsPerDay]);
  });
});

describe('listingFromBusiness', () => {
  const business = {
    businessName: 'Rooftop 9',
    description: 'A roof over the river.',
    businessAddress: '9 River St',
    city: 'Austin',
    state: 'TX',
    categories: ['music-djs', 'rooftop'],
  };

  it('carries over what the business step holds, with the first category the listing may have', () => {
    expect(listingFromBusiness('venue', business)).toEqual({
      name: 'Rooftop 9',
      description: 'A roof over the river.',
      category: 'rooftop',
      address: '9 River St',
      city: 'Austin',
      state: 'TX',
    });
    expect(listingFromBusiness('vendor', business)).toMatchObject({ category: 'music-djs' });
    expect(listingFromBusiness('vendor', business)).not.toHaveProperty('address');
  });

  it('leaves blank what the business step lacks or holds in another shape', () => {
    expect(listingFromBusiness('vendor', { businessName: 7, categories: 'music-djs' })).toEqual({
      name: '',
      description: '',
      category: '',
      city: '',
      state: '',
    });
  });
});
