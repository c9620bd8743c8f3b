// How complete a profile, a partner's business details or a listing is (§2 profile completion pages): each check
// says what is missing and which part of the form fixes it; the meter shows the share done. Required checks must
// pass for a listing to be saved; the others make it more bookable.
import type { Profile } from './account.ts';
import type { EditableListing } from './listing-edit.ts';
import { checkListingEdit } from './listing-edit.ts';
import type { PartnerSettings } from './partners.ts';

export interface CompletenessCheck {
  key: string;
  label: string;
  done: boolean;
  /** Needed to save (a listing) or to act (book, list); the others are recommendations. */
  required: boolean;
  /** The form section that fixes it. */
  section?: string;
}

export interface Completeness {
  percent: number;
  checks: CompletenessCheck[];
}

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim().length > 0 : value !== undefined && value !== null;

function summarise(checks: CompletenessCheck[]): Completeness {
  const percent = checks.length === 0 ? 100 : Math.round((checks.filter((c) => c.done).length / checks.length) * 100);
  return { percent, checks };
}

export function profileCompleteness(profile: Pick<Profile, 'fullName' | 'phone'>): Completeness {
  return summarise([
    { key: 'fullName', label: 'Your full name', done: filled(profile.fullName), required: true },
    { key: 'phone', label: 'A phone number partners can reach you on', done: filled(profile.phone), required: false },
  ]);
}

export function businessCompleteness(settings: PartnerSettings): Completeness {
  return summarise([
    { key: 'businessName', label: 'Business name', done: filled(settings.businessName), required: true },
    { key: 'phone', label: 'Business phone', done: filled(settings.phone), required: true },
    { key: 'businessAddress', label: 'Business address', done: filled(settings.businessAddress), required: true },
    {
      key: 'businessLicense',
      label: 'Business licence number',
      done: filled(settings.businessLicense),
      required: false,
    },
    { key: 'taxId', label: 'Tax ID, for your payout statements', done: filled(settings.taxId), required: false },
  ]);
}

const RECOMMENDED_PHOTOS = 5;
const RECOMMENDED_DESCRIPTION = 200;

export function listingCompleteness(listing: Pick<EditableListing, 'kind' | 'data'>): Completeness {
  const { kind, data } = listing;
  const part = data.listing;
  const checked = checkListingEdit(kind, data);
  const problems = checked.ok ? {} : checked.problems;
  const list = (key: string) => (Array.isArray(part[key]) ? (part[key] as unknown[]) : []);
  const description = typeof part.description === 'string' ? part.description.trim() : '';
  const checks: CompletenessCheck[] = [
    {
      key: 'listing',
      label: 'Name, category, description and place',
      done: !problems.listing,
      required: true,
      section: 'listing',
    },
    {
      key: 'photos',
      label: 'At least one photo, with a main one',
      done: !problems.photos,
      required: true,
      section: 'photos',
    },
    {
      key: 'pricing',
      label: 'Your rate and minimum hours',
      done: !problems.pricing,
      required: true,
      section: 'pricing',
    },
    ...(kind === 'venue'
      ? [
          {
            key: 'availability',
            label: 'Opening hours and closed days',
            done: !problems.availability,
            required: true,
            section: 'availability',
          },
        ]
      : []),
    {
      key: 'morePhotos',
      label: `${RECOMMENDED_PHOTOS} or more photos`,
      done: data.photos.length >= RECOMMENDED_PHOTOS,
      required: false,
      section: 'photos',
    },
    {
      key: 'alt',
      label: 'Every photo described, for people using screen readers',
      done: data.photos.length > 0 && data.photos.every((p) => p.alt.trim().length > 0),
      required: false,
      section: 'photos',
    },
    {
      key: 'longDescription',
      label: `A description of ${RECOMMENDED_DESCRIPTION} characters or more`,
      done: description.length >= RECOMMENDED_DESCRIPTION,
      required: false,
      section: 'listing',
    },
    kind === 'venue'
      ? {
          key: 'amenities',
          label: 'Amenities guests can expect',
          done: list('amenities').length > 0,
          required: false,
          section: 'listing',
        }
      : {
          key: 'serviceAreas',
          label: 'The areas you cover',
          done: list('serviceAreas').length > 0,
          required: false,
          section: 'listing',
        },
    ...(kind === 'venue'
      ? [
          {
            key: 'squareFeet',
            label: 'Its size in square feet',
            done: filled(part.squareFeet),
            required: false,
            section: 'listing',
          },
        ]
      : []),
    {
      key: 'policy',
      label: 'Your own cancellation terms',
      done: filled(data.policy?.terms),
      required: false,
      section: 'policy',
    },
  ];
  return summarise(checks);
}
