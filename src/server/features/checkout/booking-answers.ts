// What the routes that book (a checkout, paying a quote) answer: the booking, and whether it was a retry's replay.
import { z } from 'zod';
import { BookingSchema } from '#shared/checkout.ts';

export const BookingAnswer = z.object({ booking: BookingSchema, replayed: z.boolean().optional() });
