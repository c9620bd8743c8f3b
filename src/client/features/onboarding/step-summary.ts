// What the review step shows of each finished step: the partner checks their own words before submitting.
import { categoryLabel } from '#shared/categories.ts';
import { formatMoney, toCents } from '#shared/money.ts';
import type { OnboardingDraftData, OnboardingStep } from '#shared/onboarding.ts';
import type { PartnerType } from '#shared/validation/auth.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const text = (part: Record<string, unknown> | undefined, key: string) => {
  const value = part?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

/** Joins the parts that are there with " · ". */
const line = (...parts: string[]) => parts.filter(Boolean).join(' · ');

const place = (part: Record<string, unknown> | undefined) =>
  [text(part, 'city'), text(part, 'state')].filter(Boolean).join(', ');

function pricing(part: Record<string, unknown> | undefined): string {
  const rate = Number(text(part, 'rateDollars'));
  if (!rate) return '';
  const price = formatMoney(toCents(rate), 'listing');
  if (text(part, 'model') === 'fixed') return `${price} per event`;
  const hours = Number(text(part, 'minimumHours'));
  return line(`${price} an hour`, hours ? `${hours} hour${hours === 1 ? '' : 's'} minimum` : '');
}

/** A venue's opening hours (its form starts at 9 to 5), or a vendor's working hours, which it may leave unset. */
function availability(type: PartnerType, part: Record<string, unknown> | undefined): string {
  const closed = Array.isArray(part?.closedWeekdays) ? (part.closedWeekdays as number[]) : [];
  const days = closed.length ? `closed ${closed.map((d) => WEEKDAYS[d]).join(', ')}` : 'open every day';
  if (type === 'vendor' && !text(part, 'openingTime')) return `Any hour, ${days}`;
  const opens = text(part, 'openingTime') || '09:00';
  const closes = text(part, 'closingTime') || '17:00';
  return `${opens}–${closes}, ${days}`;
}

/** One line of what `step` holds in `data`, or '' when it holds nothing to show. */
export function stepSummary(type: PartnerType, step: OnboardingStep, data: OnboardingDraftData): string {
  switch (step) {
    case 'business':
      return line(text(data.business, 'businessName'), text(data.business, 'contactName'), place(data.business));
    case 'listing': {
      const category = text(data.listing, 'category');
      return line(text(data.listing, 'name'), category && categoryLabel(category), place(data.listing));
    }
    case 'photos': {
      const count = data.photos?.length ?? 0;
      return count ? `${count} photo${count === 1 ? '' : 's'}` : '';
    }
    case 'pricing':
      return pricing(data.pricing);
    case 'availability':
      return availability(type, data.availability);
    case 'policy':
      return text(data.policy, 'terms')
        ? `Your terms: ${text(data.policy, 'terms')}`
        : 'The standard policy, no terms of your own';
    default:
      return '';
  }
}
