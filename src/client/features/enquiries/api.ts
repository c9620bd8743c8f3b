// The enquiries visitors send us: contact, the waitlist and sponsorships. Each answers with the server's thanks.
import { z } from 'zod';
import { api } from '../../lib/api.ts';

export type EnquiryKind = 'contact' | 'waitlist' | 'sponsorship';

const ENQUIRY_PATHS: Record<EnquiryKind, string> = {
  contact: '/api/contact',
  waitlist: '/api/waitlist',
  sponsorship: '/api/sponsorships/enquiries',
};

const EnquiryAnswerSchema = z.object({ message: z.string() });

/** Posts the form's values; resolves with the server's thanks. */
export async function sendEnquiry(kind: EnquiryKind, body: unknown): Promise<string> {
  return (await api(ENQUIRY_PATHS[kind], { method: 'POST', body, schema: EnquiryAnswerSchema })).message;
}
