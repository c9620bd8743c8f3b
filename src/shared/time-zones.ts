// The clock a listing keeps (ADR 026): event times are on the venue's clock, in its IANA time zone. A listing's zone
// starts as its state's and its partner may change it in the listing editor (a state split by a zone line).
import { z } from 'zod';

/** The zones partners choose from, in the order the editor lists them. */
export const TIME_ZONE_CHOICES = [
  { zone: 'America/New_York', label: 'Eastern time' },
  { zone: 'America/Chicago', label: 'Central time' },
  { zone: 'America/Denver', label: 'Mountain time' },
  { zone: 'America/Phoenix', label: 'Arizona (no daylight saving)' },
  { zone: 'America/Los_Angeles', label: 'Pacific time' },
  { zone: 'America/Anchorage', label: 'Alaska time' },
  { zone: 'Pacific/Honolulu', label: 'Hawaii time' },
  { zone: 'America/Puerto_Rico', label: 'Atlantic time (Puerto Rico)' },
] as const;

export type TimeZoneName = (typeof TIME_ZONE_CHOICES)[number]['zone'];

/** A state we cannot place starts on the platform's home clock; its partner can choose another. */
export const DEFAULT_TIME_ZONE: TimeZoneName = 'America/New_York';

export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list.';

export const TimeZoneSchema = z.enum(
  TIME_ZONE_CHOICES.map((choice) => choice.zone) as [TimeZoneName, ...TimeZoneName[]],
  { error: TIME_ZONE_MESSAGE },
);

const ZONE_STATES: Record<TimeZoneName, string[]> = {
  'America/New_York': [
    'CT:Connecticut',
    'DE:Delaware',
    'DC:District of Columbia',
    'FL:Florida',
    'GA:Georgia',
    'IN:Indiana',
    'KY:Kentucky',
    'ME:Maine',
    'MD:Maryland',
    'MA:Massachusetts',
    'MI:Michigan',
    'NH:New Hampshire',
    'NJ:New Jersey',
    'NY:New York',
    'NC:North Carolina',
    'OH:Ohio',
    'PA:Pennsylvania',
    'RI:Rhode Island',
    'SC:South Carolina',
    'VT:Vermont',
    'VA:Virginia',
    'WV:West Virginia',
  ],
  'America/Chicago': [
    'AL:Alabama',
    'AR:Arkansas',
    'IL:Illinois',
    'IA:Iowa',
    'KS:Kansas',
    'LA:Louisiana',
    'MN:Minnesota',
    'MS:Mississippi',
    'MO:Missouri',
    'NE:Nebraska',
    'ND:North Dakota',
    'OK:Oklahoma',
    'SD:South Dakota',
    'TN:Tennessee',
    'TX:Texas',
    'WI:Wisconsin',
  ],
  'America/Denver': ['CO:Colorado', 'ID:Idaho', 'MT:Montana', 'NM:New Mexico', 'UT:Utah', 'WY:Wyoming'],
  'America/Phoenix': ['AZ:Arizona'],
  'America/Los_Angeles': ['CA:California', 'NV:Nevada', 'OR:Oregon', 'WA:Washington'],
  'America/Anchorage': ['AK:Alaska'],
  'Pacific/Honolulu': ['HI:Hawaii'],
  'America/Puerto_Rico': ['PR:Puerto Rico'],
};

const zoneByState = new Map(
  Object.entries(ZONE_STATES).flatMap(([zone, states]) =>
    states.flatMap((entry) => entry.split(':').map((name) => [name.toLowerCase(), zone as TimeZoneName] as const)),
  ),
);

/** The zone most of a state keeps, from its code ('NY') or name ('New York'); the default one when not a US state. */
export function timeZoneOfState(state: string | null | undefined): TimeZoneName {
  return zoneByState.get((state ?? '').trim().toLowerCase()) ?? DEFAULT_TIME_ZONE;
}

/** 'Eastern time' for a zone partners choose from; the zone's own name for any other. */
export function timeZoneLabel(zone: string): string {
  return TIME_ZONE_CHOICES.find((choice) => choice.zone === zone)?.label ?? zone;
}
