// An event's activity: its audit log entries, newest first, in words, with who made each change.
import { and, desc, eq } from 'drizzle-orm';
import { SPLIT_WHAT } from '#shared/event-payments.ts';
import type { EventActivity } from '#shared/events.ts';
import { formatMoney } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, user } from '../../db/schema/index.ts';

const ACTIVITY_SHOWN = 100;

interface EntryDetails {
  name?: string;
  mayPay?: boolean;
  mayCancel?: boolean;
  count?: number;
  rsvp?: 'yes' | 'no';
  plusOnes?: number;
  question?: string;
  maxPlusOnes?: number;
  title?: string;
  lineName?: string;
  cents?: number;
  shares?: { name: string; cents: number }[];
  kind?: keyof typeof SPLIT_WHAT;
}

const guests = (count = 0) => `${count} ${count === 1 ? 'guest' : 'guests'}`;

function replyInWords({ rsvp, plusOnes = 0 }: EntryDetails): string {
  if (rsvp !== 'yes') return 'said they are not coming';
  return plusOnes > 0 ? `said they are coming with ${plusOnes} more` : 'said they are coming';
}

function permissionsInWords({ mayPay, mayCancel }: EntryDetails): string {
  if (mayPay && mayCancel) return 'may pay and cancel';
  if (mayPay) return 'may pay, not cancel';
  if (mayCancel) return 'may cancel, not pay';
  return 'may neither pay nor cancel';
}

/** What the entry says happened, after the actor's name. */
export function activityInWords(action: string, details: EntryDetails): string {
  const name = details.name ?? 'a co-host';
  switch (action) {
    case 'event.co_host_invited':
      return `invited ${name} to co-host (${permissionsInWords(details)})`;
    case 'event.co_host_reinvited':
      return `sent ${name} a new invitation`;
    case 'event.co_host_joined':
      return `accepted the invitation and co-hosts (invited as ${name})`;
    case 'event.co_host_permissions':
      return `changed what ${name} may do: ${permissionsInWords(details)}`;
    case 'event.co_host_removed':
      return `removed ${name} as co-host`;
    case 'event.co_host_left':
      return `left the event (invited as ${name})`;
    case 'event.guest_added':
      return `added ${name} to the guest list`;
    case 'event.guests_imported':
      return `imported ${guests(details.count)} from a file`;
    case 'event.guest_removed':
      return `took ${name} off the guest list`;
    case 'event.guests_invited':
      return `sent invitations to ${guests(details.count)}`;
    case 'event.guest_replied':
      return replyInWords(details);
    case 'event.rsvp_settings':
      return `set the invitation: ${details.question ? `asks “${details.question}”` : 'no question'}, each guest may bring ${details.maxPlusOnes ?? 0}`;
    case 'event.timeline_added':
      return `added “${details.title}” to the run of show`;
    case 'event.timeline_changed':
      return `changed “${details.title}” in the run of show`;
    case 'event.timeline_removed':
      return `took “${details.title}” off the run of show`;
    case 'event.payment_split':
      return `split the ${SPLIT_WHAT[details.kind ?? 'balance']} for ${details.lineName}: ${(details.shares ?? []).map((share) => `${share.name} ${formatMoney(share.cents, 'charge')}`).join(', ')}`;
    case 'event.share_taken_back':
      return `gave ${name}’s share for ${details.lineName}, ${formatMoney(details.cents ?? 0, 'charge')}, back to the organizer, ${!details.kind || details.kind === 'balance' ? 'to pay on the balance’s day' : 'who paid it already'}`;
    case 'event.share_paid':
      return `paid their share for ${details.lineName}: ${formatMoney(details.cents ?? 0, 'charge')}`;
    default:
      return action.replace(/^event\./, '').replaceAll('_', ' ');
  }
}

export async function eventActivity(db: Db, bookingId: string): Promise<EventActivity[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      actorName: user.name,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectType, 'event'), eq(auditLog.subjectId, bookingId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACTIVITY_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    // A guest answers without an account: the entry names them.
    actorName:
      row.actorName ?? (row.action === 'event.guest_replied' ? (row.details as EntryDetails).name : null) ?? 'Someone',
    summary: activityInWords(row.action, row.details as EntryDetails),
  }));
}
