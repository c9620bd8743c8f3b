// Editorial stories for /stories, in Markdown (a paragraph or block per entry): write-ups of (fictional) events booked through the
// marketplace, plus one planning guide. venueSlug and vendorSlugs point at records in
// venues.ts and vendors.ts; catalogue.test.ts checks that they resolve.
import type { SeedStory } from './types.ts';

/** Words a reader gets through per minute; readingMinutes is derived from the body with it. */
export const WORDS_PER_MINUTE = 230;

export function readingMinutesFor(body: readonly string[]): number {
  const words = body.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

type StoryDraft = Omit<SeedStory, 'readingMinutes'>;

const story = (draft: StoryDraft): SeedStory => ({ ...draft, readingMinutes: readingMinutesFor(draft.body) });

export const SEED_STORIES: SeedStory[] = [
  story({
    slug: 'inside-a-200-person-warehouse-rave-in-east-williamsburg',
    title: 'Inside a 200-person warehouse rave in East Williamsburg',
    excerpt:
      'A kiln, a curtain, two lasers and one very good DJ: how a group of friends turned an industrial room into the party everyone asked about for months.',
    body: [
      'Leo Marchetti had thrown house parties for years, but the guest list for his collective\'s fifth anniversary had outgrown every living room in North Brooklyn. He wanted something that felt like the parties that got them into dance music in the first place: dark, loud, a little secret, and safe. The answer was Kiln Works, a former brick kiln on Varet Street with steel trusses overhead and a sound system the house engineer describes, without irony, as "polite until you ask it not to be."',
      'The first problem was scale. The Kiln Floor holds 900, and 200 people in a room that size feels like a wake. Rico Santana, who runs the building, suggested pulling the black drape across the floor to use only the front third, by the booth. The room suddenly had walls, the bass had something to push against, and the crowd had nowhere to hide from the dance floor. "Make the room smaller than the party," Rico said. "Never the other way round."',
      'For production Leo brought in Afterhours Production Co., whose producer Mack Dwyer has filed more late-night permits than he can count. He sat down with Leo five weeks out and built the paperwork: a site plan, a security plan and an occupancy letter from the venue. Two things surprised Leo. The city wanted to know exactly where the 4 a.m. queue for rideshares would stand, and the security ratio was not negotiable. The building requires one licensed guard per 75 guests, so three guards from Sentinel Event Security worked the door, the floor and the smoking area.',
      'The look came from Lumen Rigging & Light. Instead of filling the truss with moving heads, their designer Iggy Sorensen hung just eight fixtures and put two RGB lasers at the DJ booth, firing flat fans over the crowd at head height and tilting up into the haze on the drops. "Lasers need something to hit," he explained while the hazers warmed up. "Haze is the canvas. Without it you have a very expensive pointer." Every cue was programmed against the set in advance, with a live operator on the grandMA console for the moments nobody can plan.',
      'DJ Nova Reyes played from midnight to close. Her brief was simple: start warm, earn the peak. She opened with deep house and disco edits while the room filled, crossed into harder grooves around 1:30, and held back the track everyone had been waiting for until the lasers had a full room to cut through. When she finally dropped it, the operator killed every light except the lasers for eight bars. People still bring that moment up.',
      'The budget worked out to a little under $60 per guest, covered by tickets at $45 and a bar split with the venue\'s licensed bar partner. The biggest costs were the six-hour venue minimum and the security hours, and Leo is candid that the minimum nearly stopped the whole idea. "Six hours sounds like a lot until you count load-in and clean-up. Then it\'s about right."',
      'If you are planning something similar, the lessons are simple. Curtain the room down to the crowd you have. Book production before you book the DJ, because permits take longer than playlists. And budget for security from day one rather than discovering it on the walkthrough. The party ended at 4 a.m. on the dot, the room was swept by 5, and Leo was already asking Rico about dates for next year.',
    ],
    eventType: 'Warehouse Rave',
    city: 'Brooklyn',
    author: 'Jonah Price',
    publishedDaysAgo: 6,
    venueSlug: 'kiln-works-bushwick',
    vendorSlugs: ['dj-nova-reyes', 'lumen-rigging-and-light', 'afterhours-production-co', 'sentinel-event-security'],
    tags: ['warehouse', 'rave', 'lighting', 'nightlife', 'brooklyn'],
  }),
  story({
    slug: 'a-rooftop-30th-above-chelsea',
    title: 'A rooftop 30th above Chelsea, timed to the sunset',
    excerpt:
      'Priya planned her thirtieth around one fact: on June 14 the sun set at 8:29. Everything else, from the cake to the percussionist, was built around that minute.',
    body: [
      'Priya Sharma has a rule for birthdays: the party should have a moment. For her thirtieth the moment was obvious once she looked up the date. On June 14 the sun would set over the Hudson at 8:29 p.m., and Skyline Social, the wraparound roof eleven floors above West 29th Street, faces straight into it. She booked the roof from 6 to 11 and worked backwards from 8:29.',
      'The first decision was how many guests. The roof holds 180, but Priya had 85 people she actually wanted there. Dana Whitcomb, who manages the space, suggested keeping the whole deck and using the glass pavilion as a lounge, so the party could spread out without feeling empty. It also covered the rain plan: the pavilion seats 90, and Dana promised a weather call at noon on the day. The forecast held and the sides stayed open.',
      "For music she hired Kasai Sound, a Brooklyn duo who play afrobeats, amapiano and R&B, and added their percussionist for the sunset hour. That was the best $240 of the night. As the light turned orange he started a conga pattern under the DJ's mix, guests drifted to the railing, and by 8:29 half the roof was dancing with their backs to the skyline. The DJs kept the volume moderate until dark, partly out of taste and partly because of the building's rule that amplified sound on the open deck ends at midnight.",
      'Flowers came from Wild Stem Floral in Greenpoint. Priya asked for low, loose arrangements in coral and peach, which matched the sunset and stayed put when the wind came off the river. Hazel Quinn, the florist, weighted every vase with river stones, a detail that anyone planning a rooftop should steal. After the party the arrangements went home with guests in paper cones.',
      'The cake was the other showpiece. Petite Four Patisserie made a three-tier painted buttercream cake in the same coral palette, with pressed edible flowers down one side. It came out at 9:15, after dark, under the string lights, so the photos have a glowing skyline behind the candles. Colette Marchand, the pastry chef, delivered it in a refrigerated van and set it up in the pavilion, out of the wind.',
      "Priya's budget was about $11,000 for 85 guests, with the venue, the bar package and the DJ taking the largest shares. She saved by skipping a planner and relying on the venue team for timing, which works on a roof like this because the staff have run the same sunset party a hundred times. Her advice for anyone booking a rooftop: look up the sunset before you pick the start time, ask what happens at the sound curfew, and bring a sweater even in June.",
    ],
    eventType: 'Birthday Party',
    city: 'New York',
    author: 'Aditi Rao',
    publishedDaysAgo: 14,
    venueSlug: 'skyline-social-rooftop',
    vendorSlugs: ['kasai-sound', 'wild-stem-floral', 'petite-four-patisserie'],
    tags: ['rooftop', 'birthday', 'sunset', 'new-york'],
  }),
  story({
    slug: 'launching-a-sneaker-in-a-fulton-market-gallery',
    title: 'Launching a sneaker in a Fulton Market gallery',
    excerpt:
      'A running-shoe startup swapped the usual hotel ballroom for white walls and track lights. The result was a launch that looked like an exhibition opening, with fewer slides.',
    body: [
      "When Oliver Barnes's running-shoe company finished its first shoe, the team had a budget for one launch night and a strong opinion about what it should not look like: no hotel ballroom, no branded pop-up banners, no fifteen-minute slide deck. They wanted the shoe to be treated like an object worth looking at. So they booked Lumen Hall Gallery, a former cold-storage building in Fulton Market with 18-foot ceilings and a main hall that turns its white walls over to a new exhibition every six weeks.",
      "The gallery's own show, large-format photographs of Lake Michigan in winter, did a lot of the storytelling for free. The team placed the shoe on four of the gallery's plinths in the middle of the room, each lit by a single spotlight from the house rig, and left the walls alone. Helena Marsh, the gallery director, had one firm rule: nothing touches the art, and red wine stays in the front bar. The team designed the evening around it.",
      'Sound was the hard part. Concrete and glass make speeches turn to mush, and the founders wanted to say a few words without a microphone squeal. Soundcheck Pro Audio brought two column speakers instead of a traditional PA, aimed them down and away from the hard walls, and had their engineer walk the room during soundcheck with a test track. Guests at the back heard the speech as clearly as those at the front, and the whole thing took four minutes.',
      "The drinks came from Shaker & Stir, a mobile bar run out of a restored horse trailer. The trailer could not fit through the gallery doors, so they set up their indoor marble counter in the front bar and created a signature cocktail in the shoe's colourway: a pale-blue gin sour with a citrus peel twisted into a swoosh-like curl. It was the most photographed drink of the night and went into the company's launch-week social posts.",
      "Flashbulb Events covered the evening. The team asked for two things: same-night selects for social media and product shots of the shoe on the plinths once the room was full. The photographers tethered a laptop to their cameras, and the first twenty edited images were in the company's shared folder before the last guest left. The full gallery followed two days later.",
      "The reveal was the only piece of theatre. At 8 p.m. the gallery's lighting team dimmed the room to almost nothing, the spotlights on the plinths came up one at a time, and the founder said three sentences. People walked over to the shoes. That was it, and that was the point.",
      "The evening cost roughly $24,000 for 220 guests, most of it on venue time, bar and production. For anyone considering a gallery launch, Oliver's advice is practical: ask to see the exhibition calendar before you book, because you will be borrowing someone else's art as your set. Plan your bar around the gallery's rules. And spend on sound, because beautiful rooms are rarely kind to microphones.",
    ],
    eventType: 'Product Launch',
    city: 'Chicago',
    author: 'Maya Lindqvist',
    publishedDaysAgo: 21,
    venueSlug: 'lumen-hall-gallery',
    vendorSlugs: ['soundcheck-pro-audio', 'shaker-and-stir-mobile-bar', 'flashbulb-events'],
    tags: ['gallery', 'product-launch', 'corporate', 'chicago'],
  }),
  story({
    slug: 'a-garden-wedding-under-the-magnolia',
    title: 'A garden wedding under the magnolia, with a rain plan nobody saw',
    excerpt:
      "Hannah and James married at an Inman Park estate in April. The forecast said 60% rain. Here's how their planner, their rentals team and a very large tent made it look effortless.",
    body: [
      'Hannah Whitfield and James Okafor chose Magnolia House Gardens for the tree. The hundred-year-old magnolia on the lower lawn was in full bloom when they toured in March, and they booked the following April before they had even seen the rest of the house. What they did not book, at first, was a tent. "We were going to gamble," Hannah admits. Their planner at Peachtree Wedding Collective, Savannah Lee, talked them out of it in the first meeting.',
      "Savannah's approach is to plan the rain version first and treat sunshine as the bonus. The estate's sailcloth tent covers 200 seated guests and costs $3,800 to add. She held it on a refundable basis until ten days out and then confirmed it when the long-range forecast turned grey. On the morning of the wedding it was raining steadily. Eleanor Price, who manages the estate, made the call at 10 a.m., and by 2 p.m. the tent was up on the magnolia lawn with its sides rolled down.",
      'Inside, Lantern & Linen did the transformation. Farm tables with oatmeal linen runners, crossback chairs and two hundred vintage lanterns turned the tent from a white box into a room. Their crew hung market lights in the rain from lifts, zigzagging them from the tent poles to the edge of the magnolia so the tree itself was part of the reception. When the rain stopped around five, they rolled up the sides and the lights carried on out into the garden.',
      "The ceremony moved only once. At 4:30 the sky cleared enough for the boxwood allée, so Savannah's team wiped down 180 white chairs in twenty minutes while guests had lemonade on the porch. The string trio was replaced by Golden Era Wedding DJs' ceremony system, a battery-powered PA and a lapel mic on the officiant, because the band's instruments could not risk the damp. Nobody noticed the swap.",
      "Dinner was barbecue, which seemed like a risk to James's mother and turned out to be the best decision of the day. Smoke Signal BBQ had smoked brisket, pulled pork and peach-glazed chicken overnight and served them family-style with collards, mac and cheese and skillet cornbread. The banana pudding ran out in twelve minutes. The estate's music ordinance meant amplified sound outdoors ended at ten, so Golden Era's MC moved the last dance to 9:45 and kept the evening on schedule.",
      'The favourite detail was the guest book. Snapshot Social Booth set up an open-air booth under the porch with a floral backdrop and unlimited prints, and guests stuck one strip into a linen-bound album with a note. It is now the first thing the couple show visitors, ahead of the professional photos.',
      "Total spend for 160 guests was just over $58,000, including the tent. Savannah's advice for garden weddings is to budget for the tent from the start, whether you use it or not. Ask your venue who makes the weather call and when. And pick vendors who have worked the property before: load-in paths, power outlets and neighbourhood noise rules are the kind of things they already know.",
    ],
    eventType: 'Wedding',
    city: 'Atlanta',
    author: 'Aditi Rao',
    publishedDaysAgo: 30,
    venueSlug: 'magnolia-house-gardens',
    vendorSlugs: [
      'peachtree-wedding-collective',
      'lantern-and-linen-rentals',
      'golden-era-wedding-djs',
      'smoke-signal-bbq',
      'snapshot-social-booth',
    ],
    tags: ['garden', 'wedding', 'rain-plan', 'atlanta'],
  }),
  story({
    slug: 'the-offsite-that-worked-forty-people-one-denver-loft',
    title: 'The offsite that worked: forty people, one Denver loft, two days',
    excerpt:
      "A software team swapped a hotel conference room for a sawtooth-roofed loft in RiNo. Here's the agenda, the food and the one outdoor hour that made the offsite.",
    body: [
      'Lauren Tate had run four offsites for her product team and could list what went wrong at each: windowless rooms, sandwiches that tasted of cling film, and an agenda so packed that the real conversations happened in the hotel bar after everyone was too tired to decide anything. For the fifth, she hired Mile High Events and gave them one instruction: make it feel like we are somewhere.',
      "Kelsey Moran, the planner, found Sawtooth Loft in RiNo. It is a light-filled space under a sawtooth roof with a big work table, two glass breakout rooms, a living-room corner of leather sofas and a roof deck facing the Front Range. The second day is 20% off, and teams can leave their sticky notes on the walls overnight. For a forty-person team working through a year's roadmap, that last detail mattered more than anyone expected.",
      "The agenda followed a pattern Kelsey uses often: decide in the morning, discuss after lunch, and get outside before dinner. Mornings were structured sessions at the long table, with the team's plans on rolling whiteboards. Afternoons split into the breakout rooms. At four each day the laptops closed and the team went up to the roof, one day for a short guided walk along the river and the next for a fire pit and a record player.",
      'Food can make or break an offsite, and Harvest & Hearth Catering got it right. Their menu changed at every meal for two days and drew on what was in season: peach and burrata salads, green chile mac and cheese that became a running joke, and a build-your-own grain bowl lunch that suited every diet in the room without a separate "special meals" table. Coffee was on from 7:30 and never ran out.',
      "The first evening was the one people remember. Inés Moreau, the chef behind Private Table by Chef Inés, cooked a five-course dinner at the loft for the leadership group while the rest of the team had tacos downtown. She explained each course at the table, from trout amandine with mountain herbs to lamb with a Palisade peach gastrique. Lauren says the conversation over that dinner did more for the year's plan than any session.",
      'Drift Aerial Media filmed a short recap on the second afternoon, including a drone shot pulling back from the roof deck to the mountains. The company now uses it on its careers page, which makes the line item easy to justify.',
      "All in, the two days cost about $1,150 per person including venue, food, planner and video. That was less than the previous year's hotel offsite once rooms and meeting-package fees were counted. Lauren's lessons: pick a room with daylight and somewhere to go outside, and leave empty time in the agenda on purpose. And pay for good food, because people remember lunch long after the slides.",
    ],
    eventType: 'Corporate Offsite',
    city: 'Denver',
    author: 'Jonah Price',
    publishedDaysAgo: 45,
    venueSlug: 'sawtooth-loft-denver',
    vendorSlugs: ['mile-high-events', 'harvest-and-hearth-catering', 'chef-ines-private-table', 'drift-aerial-media'],
    tags: ['loft', 'offsite', 'corporate', 'denver'],
  }),
  story({
    slug: 'a-black-tie-gala-in-a-gold-leaf-ballroom',
    title: 'A black-tie gala in a gold-leaf ballroom',
    excerpt:
      "A children's literacy charity raised a record amount at its annual gala in the Loop. The organisers explain the room, the flip and the magician who worked every table.",
    body: [
      "Every November a Chicago children's literacy charity holds the gala that pays for most of its year. Catherine Sullivan, the development director, has run it for six years and knows the risks: a room that swallows the energy, an auction that drags, and donors who leave after dessert. This year she moved it to The Aurelian Ballroom, a 1920s Beaux-Arts room in the Loop with a gold-leaf coffered ceiling and three crystal chandeliers, and built the whole evening around the room.",
      'The night ran in three acts: a cocktail hour on the U-shaped balcony, a seated dinner for 480 on the ballroom floor, and dancing after. The flip between acts is where galas usually lose momentum. Load-In Logistics brought eight stagehands who reset the balcony and moved the auction displays onto the ballroom floor in 45 minutes while guests were drifting down the grand staircase. Catherine timed it: the last auction easel was in place as the first guest found their table.',
      "Prairie Gold Florals designed for sightlines. At round tables of ten, low centrepieces vanish and tall ones block conversation, so they used tall gold compotes of white roses and trailing jasmine that start above eye level, with a ring of votives at the base. From the balcony the room looked like forty islands of candlelight under the chandeliers, which the hotel's AV team dimmed to about a third for dinner.",
      'The Velvet Strings Quartet played the cocktail hour and dinner. For the first half hour they stuck to standards, then slipped in string arrangements of pop songs, and you could see guests recognise them halfway through a phrase. During the paddle raise they stopped entirely. "Music under an ask makes it feel like a commercial," Clara Jansen, the first violinist, told the organisers. "Silence makes it feel like a decision."',
      "The surprise of the night was The Amazing Ottoline, a close-up magician who worked the tables between courses. The charity briefed her on the programme, and her last effect at each table ended with a card from the deck turning into a child's handwritten thank-you note from the literacy programme. Several donors mentioned it when they confirmed their pledges the next week.",
      'The gala raised 22% more than the previous year, against a cost of about $310 per guest including the hotel\'s plated dinner. The Aurelian only allows in-house catering, which keeps the budget high, but Catherine argues the room pays for itself. "People give more in a room that feels like an occasion. We stopped spending on decor to fight a hotel box and spent it on the programme instead."',
    ],
    eventType: 'Gala',
    city: 'Chicago',
    author: 'Maya Lindqvist',
    publishedDaysAgo: 60,
    venueSlug: 'aurelian-ballroom',
    vendorSlugs: ['prairie-gold-florals', 'velvet-strings-quartet', 'the-amazing-ottoline', 'load-in-logistics'],
    tags: ['ballroom', 'gala', 'fundraiser', 'chicago'],
  }),
  story({
    slug: 'tacos-fire-and-live-oaks-an-austin-engagement-party',
    title: 'Tacos, fire and live oaks: an Austin engagement party',
    excerpt:
      'Ben and Maria wanted their engagement party to feel like a backyard party that got out of hand in the best way. A South Congress courtyard, a pink taco truck and a troupe of fire dancers got them there.',
    body: [
      'Ben Castillo and Maria Gutiérrez got engaged in January and decided almost immediately that the engagement party would be the loose one. The wedding would have seating charts and a string quartet; this would have tacos. They booked Verdant Courtyard on South 1st Street, a walled garden with live oaks, a limestone fountain and climbing jasmine that, in April, makes the whole block smell sweet.',
      'Because the couple were planning it themselves around full-time jobs, they hired Dani Ortiz of Day-Of Dani to take over a month before. Dani confirmed every vendor, drew a floor plan that kept the fire performers well away from the oaks, and wrote a timeline with fifteen-minute buffers. On the day she carried a clipboard, a steamer and a fire extinguisher, and used two of the three.',
      'Dinner came from La Güera Taco Truck, which parked in the side drive with its trompo of al pastor turning in the window. Three tacos per guest, a salsa bar and barrels of horchata and hibiscus agua fresca fed 120 people for a little over $2,600. The truck stayed open for a second round at 10:30, which Dani had added to the timeline after hearing how many guests were coming from another event earlier in the day.',
      'The lighting was what changed the courtyard after dark. Prism Lighting Design put forty wireless amber uplights at the base of the oaks and bistro lights zigzagging between them, so the trees glowed like lanterns. Their technician had a second scene ready for later: moving heads on the dance floor and a little haze, switched on when the DJ played the first cumbia. People cheered.',
      "At 9 p.m. the fire dancers of Flame Theory came out. The venue requires proof of insurance and a 20-foot clear zone from the trees, and Dani had taped the circle on the caliche path that afternoon. The ten-minute show built from poi to fans to a finale of fire-breathing under the oaks, set to a track the couple had chosen. Reel Moments Films caught it from three angles, and the sixty-second teaser they sent the next week has been watched more than the couple's proposal video.",
      "The party cost about $14,500 for 120 guests. Ben's advice to other couples: hire a day-of coordinator even for a casual party, because casual is a lot of work. Check your venue's rules about fire before you fall in love with a performer. And order the second round of tacos.",
    ],
    eventType: 'Engagement Party',
    city: 'Austin',
    author: 'Luis Carrera',
    publishedDaysAgo: 75,
    venueSlug: 'verdant-courtyard-austin',
    vendorSlugs: [
      'day-of-dani',
      'la-guera-taco-truck',
      'prism-lighting-design',
      'flame-theory-fire-dancers',
      'reel-moments-films',
    ],
    tags: ['garden', 'engagement', 'food-truck', 'austin'],
  }),
  story({
    slug: 'minimums-curfews-and-rain-calls-what-to-ask-before-you-book',
    title: 'Minimums, curfews and rain calls: what to ask before you book',
    excerpt:
      'The listing shows the hourly rate. The contract holds the rest. A short guide to the questions that separate a smooth event from a stressful one.',
    body: [
      'Most event budgets go wrong in the same few places, and few of them show up in the price on a listing. We asked venue managers, planners and vendors across the marketplace what they wish customers asked before booking. The same handful of answers came up again and again.',
      'Start with the minimum. Many venues and vendors have a minimum booking length, and it is easy to read "$950 an hour" and forget the "6-hour minimum" underneath. Kiln Works in Brooklyn sets six hours because a warehouse party needs load-in, a full night and a proper clean-up. Lena Park Photography sets six because a wedding day unfolds over that long and shorter coverage misses the good parts. Multiply the rate by the minimum before you compare options, and remember that set-up and clean-up usually count toward your hours.',
      'Next, ask about sound curfews, and ask specifically. "Music until midnight" might mean amplified sound outdoors ends at ten, as at Magnolia House Gardens, or it might mean the DJ can keep going indoors while the deck goes quiet, as at Skyline Social. Curfews decide when your last dance happens, which decides when your photographer, your bar and your transport need to finish.',
      'If any part of your event is outdoors, ask who makes the weather call, when they make it and what the indoor or tented option costs. The best venues have a named person and a time, such as "noon on the day" or "10 a.m. with the tent team on standby". Asking this early means the rain plan is in your budget rather than an emergency purchase.',
      'Ask about ratios. Warehouses and late-night venues often require licensed security at a fixed ratio, and that is a real line item: Sentinel Event Security charges per guard per hour with a four-hour minimum, so one guard per 75 guests adds up quickly. Mobile bars such as Shaker & Stir plan one bartender per 75 guests as well. Caterers quote per guest, so ask what the per-guest price covers and what is extra, such as servers, rentals, cake cutting or kitchen fees.',
      'Finally, read the cancellation policy before you pay the deposit. Policies range from flexible to strict, and peak seasons often make the deposit non-refundable. Perishable vendors such as florists and caterers usually refund less once they have ordered stems or food. None of this is a reason to avoid a venue you love, but it is a reason to lock your date and guest count before you sign.',
      '## The short list',
      '- **Minimum hours:** how long, and does load-in count?\n- **Curfew:** when does amplified sound stop, indoors and out?\n- **Weather call:** who decides, by when, and what does the backup cost?\n- **Ratios:** how many guards or staff per guest, and at what rate?\n- **Cancellation:** what comes back, and until when?',
    ],
    eventType: 'Planning Guide',
    city: 'New York',
    author: 'Aditi Rao',
    publishedDaysAgo: 3,
    venueSlug: null,
    vendorSlugs: ['lena-park-photography', 'sentinel-event-security', 'shaker-and-stir-mobile-bar'],
    tags: ['guide', 'budgeting', 'planning', 'contracts'],
  }),
];
