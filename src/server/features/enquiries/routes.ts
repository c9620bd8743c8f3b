// POST /api/contact, /api/waitlist and /api/sponsorships/enquiries: stored, mailed to support (contact, sponsorship)
// and acknowledged to the sender. Rate-limited; a filled-in honeypot is thanked and dropped; joining the waitlist
// twice keeps one entry and one confirmation mail.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  ContactRequestSchema,
  ENQUIRY_MESSAGES,
  SPONSORSHIP_PACKAGES,
  SUPPORT_EMAIL,
  SponsorshipEnquirySchema,
  WaitlistRequestSchema,
} from '#shared/enquiries.ts';
import { receiptMail, supportInboxMail, type OutgoingMail } from '../../adapters/mail/index.ts';
import { ApiErrorSchema, routeLimit } from '../../http/index.ts';
import { contactMessages, waitlist } from '../../db/schema/index.ts';
import { appUrl } from '../../env.ts';
import { viewerOf } from '../auth/index.ts';

const limited = routeLimit('strict');
const Answer = z.object({ message: z.string() });
const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };

export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = appUrl(app.env);
  /** Mail failures are logged: what was sent is stored, and support reads the outbox. */
  const mail = (mails: OutgoingMail[]) =>
    Promise.all(
      mails.map((m) =>
        app.mailer.send(m).catch((error: unknown) => app.log.warn({ err: error }, 'an enquiry mail failed')),
      ),
    );

  app.post(
    '/api/contact',
    {
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary: 'A message to support from the contact form',
        body: ContactRequestSchema,
        response: { 201: Answer, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, topic, message, website } = request.body;
      if (website === 'bot') return reply.status(201).send({ message: ENQUIRY_MESSAGES.contactSent });
      const viewer = await viewerOf(request);
      await app.db.insert(contactMessages).values({ userId: viewer?.id ?? null, name, email, subject: topic, message });
      await mail([
        supportInboxMail(SUPPORT_EMAIL, { name, email }, topic, message),
        receiptMail(
          email,
          name,
          'We got your message',
          'thanks for writing to Eventide. We reply within one business day; meanwhile, the Help Center may already have your answer.',
          { label: 'Open the Help Center', url: `${base}/help` },
        ),
      ]);
      return reply.status(201).send({ message: ENQUIRY_MESSAGES.contactSent });
    },
  );

  app.post(
    '/api/waitlist',
    {
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary: 'Joins the waitlist (once per email)',
        body: WaitlistRequestSchema,
        response: { 201: Answer, ...errors },
      },
    },
    async (request, reply) => {
      const { email, name, city, interest, website } = request.body;
      if (website === 'bot') return reply.status(201).send({ message: ENQUIRY_MESSAGES.waitlistJoined });
      const joined = await app.db
        .insert(waitlist)
        .values({ email, name: name || null, city: city || null, interest: interest ?? null })
        .onConflictDoNothing()
        .returning({ id: waitlist.id });
      if (joined.length > 0) {
        await mail([
          receiptMail(
            email,
            name || null,
            'You’re on the Eventide waitlist',
            'you are on the list. We will write when Eventide opens in your city, and not before.',
            { label: 'Browse venues meanwhile', url: `${base}/discover` },
          ),
        ]);
      }
      // The same answer either way: the form does not tell who is already on the list.
      return reply.status(201).send({ message: ENQUIRY_MESSAGES.waitlistJoined });
    },
  );

  app.post(
    '/api/sponsorships/enquiries',
    {
      config: limited,
      schema: {
        tags: ['enquiries'],
        summary: 'A sponsorship enquiry for the partnerships team',
        body: SponsorshipEnquirySchema,
        response: { 201: Answer, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, company, packageId, message, website } = request.body;
      if (website === 'bot') return reply.status(201).send({ message: ENQUIRY_MESSAGES.sponsorshipSent });
      const pack = SPONSORSHIP_PACKAGES.find((p) => p.id === packageId)!;
      const subject = `Sponsorship: ${pack.name}`;
      const text = `Company: ${company}\nPackage: ${pack.name} (${pack.price})\n\n${message ?? ''}`.trim();
      const viewer = await viewerOf(request);
      await app.db.insert(contactMessages).values({ userId: viewer?.id ?? null, name, email, subject, message: text });
      await mail([
        supportInboxMail(SUPPORT_EMAIL, { name, email }, subject, text),
        receiptMail(
          email,
          name,
          'About sponsoring Eventide',
          `thanks for your interest in the ${pack.name} package for ${company}. Our partnerships team will reply within two business days.`,
          { label: 'See the packages', url: `${base}/sponsorships` },
        ),
      ]);
      return reply.status(201).send({ message: ENQUIRY_MESSAGES.sponsorshipSent });
    },
  );
};
