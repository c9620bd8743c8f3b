// Add-ons and packages of the sample catalogue: every venue offers its type's extras, every vendor its category's.
// Prices are flat, per unit, in cents.
import type { VendorCategory, VenueCategory } from '#shared/categories.ts';
import type { ExtraKind } from '#shared/extras.ts';

export interface SeedExtra {
  kind: ExtraKind;
  name: string;
  description: string;
  priceCents: number;
  includes?: string[];
}

const addon = (name: string, priceCents: number, description: string): SeedExtra => ({
  kind: 'addon',
  name,
  priceCents,
  description,
});
const bundle = (name: string, priceCents: number, description: string, includes: string[]): SeedExtra => ({
  kind: 'package',
  name,
  priceCents,
  description,
  includes,
});

/** What every venue offers, whatever its type. */
const EVERY_VENUE: SeedExtra[] = [
  addon(
    'Cleaning crew',
    25_000,
    'A crew of three resets the space after your event, so you can leave when the music stops.',
  ),
  addon(
    'Door security (per guard)',
    18_000,
    'A licensed guard on the door for the whole booking: ID checks, guest list and a calm exit.',
  ),
];

export const VENUE_EXTRAS: Record<Exclude<VenueCategory, 'all'>, SeedExtra[]> = {
  rooftop: [
    addon('Patio heaters and blankets', 15_000, 'Six propane heaters and a basket of wool blankets for cool evenings.'),
    bundle(
      'Sunset cocktail hour',
      120_000,
      'A bartender, a signature cocktail and golden-hour snacks for the first hour.',
      ['1 bartender for 1 hour', 'Signature cocktail for 60 guests', 'Three passed snacks'],
    ),
  ],
  gallery: [
    addon(
      'Art handling for your own pieces',
      30_000,
      'Our preparators hang and light up to ten works you bring, and take them down after.',
    ),
    bundle(
      'Book launch package',
      90_000,
      'Reading corner, lectern with microphone, signing table and a wine service for the evening.',
      ['Lectern and wireless microphone', 'Signing table with linens', 'Wine service for 50 guests'],
    ),
  ],
  restaurant: [
    addon('Custom printed menus', 8_000, 'Menus printed with your event name and date, one per seat.'),
    bundle(
      'Three-course seated dinner',
      250_000,
      "A seated dinner from the chef's seasonal menu for up to 40 guests.",
      ['Three courses for 40 guests', 'Bread and table water', 'Service staff'],
    ),
  ],
  studio: [
    addon('Cyclorama repaint', 35_000, 'A fresh coat on the white cyc wall before your shoot.'),
    bundle(
      'Content day kit',
      80_000,
      'Lighting kit, backdrops and a studio assistant for a content or product shoot.',
      ['Three-light kit with modifiers', 'Two paper backdrops', 'Studio assistant'],
    ),
  ],
  warehouse: [
    addon('Haze and fog permit', 20_000, 'The fire-marshal sign-off and a hazer for that club atmosphere.'),
    bundle(
      'Rave production package',
      300_000,
      'Club-grade sound, a lighting rig and an engineer, set up before doors.',
      ['Line-array sound system', 'Moving-head lighting rig', 'Sound engineer for the night'],
    ),
  ],
  garden: [
    addon(
      'Tent for rain cover',
      60_000,
      'A 20 x 40 ft frame tent set up the day before, in case the sky changes its mind.',
    ),
    bundle(
      'Garden ceremony package',
      150_000,
      'Ceremony chairs, an arch dressed with seasonal flowers and a sound system for vows.',
      ['100 white folding chairs', 'Floral ceremony arch', 'Speaker and two microphones'],
    ),
  ],
  ballroom: [
    addon('Dance floor upgrade', 45_000, 'A 24 x 24 ft white gloss dance floor laid over the parquet.'),
    bundle(
      'Gala package',
      400_000,
      'Round tables with linens, chiavari chairs, centrepieces and a stage with podium.',
      ['Tables and linens for 200', 'Chiavari chairs', 'Stage with podium and microphone'],
    ),
  ],
  loft: [
    addon(
      'Freight elevator on call',
      12_000,
      'An operator keeps the freight elevator running for load-in and load-out.',
    ),
    bundle('Dinner party package', 110_000, 'A long harvest table, candles and a bartender for an intimate dinner.', [
      'Harvest table for 30',
      'Candles and table runners',
      'Bartender for 4 hours',
    ]),
  ],
  conference: [
    addon('Livestream setup', 55_000, 'Two cameras and a streaming encoder so remote guests can follow.'),
    bundle(
      'Full-day meeting package',
      180_000,
      'Projector, microphones, breakfast, lunch and coffee for a working day.',
      ['Projector and screen', 'Four wireless microphones', 'Breakfast, lunch and coffee for 40'],
    ),
  ],
  'bar-cafe': [
    addon(
      'Drink tickets (bundle of 50)',
      40_000,
      'Fifty tickets, each good for a beer, a glass of wine or a well drink.',
    ),
    bundle('Open bar, two hours', 160_000, 'Beer, wine and well drinks for up to 60 guests for two hours.', [
      'Two hours of open bar',
      'Up to 60 guests',
      'Bartender included',
    ]),
  ],
};

export const VENDOR_EXTRAS: Record<Exclude<VendorCategory, 'all'>, SeedExtra[]> = {
  'music-djs': [
    addon('Uplighting kit', 25_000, 'Twelve wireless uplights in your colours, placed around the room.'),
    addon('Wireless microphone for toasts', 7_500, 'A handheld microphone through the DJ system for speeches.'),
    bundle(
      'Ceremony and reception',
      90_000,
      'A separate sound system for the ceremony, cocktail-hour playlist and the reception set.',
      ['Ceremony sound system', 'Cocktail-hour playlist', 'Planning call two weeks before'],
    ),
  ],
  'photography-video': [
    addon('Second shooter', 40_000, 'A second photographer for candid moments and other angles.'),
    addon('Printed album', 35_000, 'A 30-page lay-flat album of your favourite pictures.'),
    bundle('Highlights film', 120_000, 'A three-minute film of the day, edited to music and ready within two weeks.', [
      'Videographer for the booking',
      'Three-minute edited film',
      'Delivery within 14 days',
    ]),
  ],
  'food-beverage': [
    addon('Late-night snack station', 30_000, 'Sliders and fries for up to 80 guests when the dancing peaks.'),
    bundle('Tasting for two', 15_000, 'A tasting of the menu before your event, to choose every dish together.', [
      'Tasting for two people',
      'Menu planning session',
    ]),
  ],
  'event-planning': [
    addon('Day-of coordinator', 60_000, 'A coordinator runs the timeline on the day, so you can be a guest.'),
    bundle('Vendor management', 150_000, 'We book, brief and follow up with every vendor of your event.', [
      'Vendor shortlist and booking',
      'Run sheet for every vendor',
      'Day-of point of contact',
    ]),
  ],
  'decor-florals': [
    addon('Centrepieces (per table)', 9_500, 'Seasonal flowers in low vessels, one arrangement per table.'),
    bundle('Statement installation', 180_000, 'A hanging floral or foliage installation designed for your space.', [
      'Design consultation',
      'Installation and strike',
      'Seasonal flowers',
    ]),
  ],
  entertainment: [
    addon('Extra performer', 45_000, 'One more performer joins the act for a bigger show.'),
    bundle('Interactive show', 80_000, 'A 45-minute set followed by a guest workshop.', [
      '45-minute performance',
      '30-minute guest workshop',
    ]),
  ],
  'security-logistics': [
    addon('Additional guard', 18_000, 'One more licensed guard for the booking.'),
    bundle('Crowd management plan', 50_000, 'A written entry, exit and incident plan reviewed with the venue.', [
      'Site visit',
      'Written plan',
      'Briefing before doors',
    ]),
  ],
  'premium-services': [
    addon('Valet attendant', 20_000, 'A valet attendant for guest arrivals and departures.'),
    bundle('VIP arrival', 95_000, 'A red carpet, a host at the door and a champagne welcome for every guest.', [
      'Red carpet and stanchions',
      'Door host',
      'Champagne welcome for 60',
    ]),
  ],
  'tech-av': [
    addon('Extra wireless microphone', 6_000, 'One more handheld or lavalier microphone.'),
    addon('LED wall panel', 45_000, 'A 3 x 2 m LED panel for visuals, slides or a live feed.'),
    bundle(
      'Hybrid event kit',
      160_000,
      'Two cameras, streaming and a technician so remote guests see and hear everything.',
      ['Two cameras', 'Streaming encoder', 'Technician for the booking'],
    ),
  ],
};

export function venueExtras(type: string): SeedExtra[] {
  return [...(VENUE_EXTRAS[type as keyof typeof VENUE_EXTRAS] ?? []), ...EVERY_VENUE];
}

export function vendorExtras(category: string): SeedExtra[] {
  return VENDOR_EXTRAS[category as keyof typeof VENDOR_EXTRAS] ?? [];
}
