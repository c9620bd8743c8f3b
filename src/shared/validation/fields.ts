// Field rules used by more than one form (sign-up, checkout contact, co-hosts, quotes, enquiries), with the §5
// messages. The server validates request bodies with the same schemas, so both sides say the same thing.
import { z } from 'zod';
import { FORM_LIMITS } from '../constants.ts';
import { VALIDATION_MESSAGES as m } from './messages.ts';

/**
 * §5: text, @, text, dot, text. The text holds no whitespace and none of the characters a mail header reads as list,
 * name, group or comment syntax (, ; : < > ( ) "): the booking and quote mails go to this address, and the mailer
 * would read `a,b@x.com` as two recipients and `a:b@x.com` as a group sent to `b@x.com`.
 */
export const EMAIL_PATTERN = /^[^\s@,;:<>()"]+@[^\s@,;:<>()"]+\.[^\s@,;:<>()"]+$/;

/** A required text field: empty (after trimming) says `required`, shorter than `min` says `tooShort`. */
export function requiredText(required: string, tooShort: string, min: number) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).min(min, { error: tooShort });
}

export const EmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, { error: m.emailInvalid });

export const FullNameSchema = requiredText(m.fullNameRequired, m.fullNameTooShort, FORM_LIMITS.nameMinLength);
