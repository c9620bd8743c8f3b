// Web push (§7 POST /api/push/subscribe and /api/push/unsubscribe, authenticated): what the browser sends about its
// push subscription, and what a notification carries to the service worker.
import { z } from 'zod';

export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'A push subscription needs its endpoint URL.' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** §7 body: the subscription, and the user it is for (when given, it must be the signed-in user). */
export const PushSubscribeRequestSchema = z.object({
  subscription: PushSubscriptionSchema,
  userId: z.string().optional(),
});
export const PushUnsubscribeRequestSchema = z.object({
  subscription: z.object({ endpoint: z.string().min(1).max(2048) }),
  userId: z.string().optional(),
});

/** What the service worker shows; `tag` folds notifications of one conversation into one. */
export const PushNoticeSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushNotice = z.infer<typeof PushNoticeSchema>;

export const PUSH_ERRORS = {
  otherUser: 'You can only manage your own notifications.',
  insecureEndpoint: 'A push subscription endpoint must use https.',
  privateEndpoint:
    'A push subscription endpoint must be a push service on the public internet, not a private or local address.',
  unknownHost: 'The push subscription endpoint names a host that could not be found.',
} as const;
