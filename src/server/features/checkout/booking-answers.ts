// What the routes that book (a checkout, paying a quote) answer: the booking, or the CheckoutProblem that refused it.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BookingSchema } from '#shared/checkout.ts';
import { sendProblemAnswer } from '../../http/index.ts';
import { CheckoutProblem } from './checkout-context.ts';

export const BookingAnswer = z.object({ booking: BookingSchema, replayed: z.boolean().optional() });

export function sendCheckoutProblem(reply: FastifyReply, error: unknown) {
  if (!(error instanceof CheckoutProblem)) throw error;
  return sendProblemAnswer(reply, error);
}
