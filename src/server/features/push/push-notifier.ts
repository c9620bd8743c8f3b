// Sends web pushes to a user's subscribed browsers with the web-push library (VAPID-signed, aes128gcm-encrypted, to
// whichever push service the browser named, if it is a public one: check-push-endpoint.ts). A subscription the push
// service says is gone (404/410) is deleted; other failures are logged and the next notice tries again.
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushSubscription, RequestOptions, SendResult } from 'web-push';
import type { PushNotice } from '#shared/push.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { checkPushEndpoint, PUBLIC_ENDPOINTS, type EndpointRules } from './check-push-endpoint.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type SendPush = (
  subscription: PushSubscription,
  payload: string,
  options: RequestOptions,
) => Promise<SendResult>;

/** A notice waits at the push service this long for an offline device, then is dropped (a day). */
const TIME_TO_LIVE_S = 24 * 60 * 60;

/**
 * A user's subscriptions. Prepared: every message to a recipient with no socket on the sending instance asks, which
 * with several instances is most messages.
 */
const subscriptionsOf = preparedQuery((db) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, sql.placeholder('userId')))
    .prepare('push_subscriptions_of_user'),
);

export class PushNotifier {
  constructor(
    private readonly db: Db,
    readonly keys: VapidKeys,
    private readonly log: FastifyBaseLogger,
    /** Which endpoints may be sent to (tests let a push service on this machine through). */
    readonly endpoints: EndpointRules = PUBLIC_ENDPOINTS,
    /** web-push by default, imported at the first push (about 10 MB of memory a server without pushes does not need). */
    private readonly send: SendPush = async (subscription, payload, options) =>
      (await import('web-push')).default.sendNotification(subscription, payload, options),
  ) {}

  /** Pushes the notice to every browser the user subscribed; returns how many accepted it. */
  async notify(userId: string, notice: PushNotice): Promise<number> {
    const rows = await subscriptionsOf(this.db).execute({ userId });
    const results = await Promise.all(rows.map((row) => this.deliver(row, notice)));
    return results.filter(Boolean).length;
  }

  private async deliver(row: typeof pushSubscriptions.$inferSelect, notice: PushNotice): Promise<boolean> {
    // Its name may resolve somewhere else since it was subscribed.
    const endpoint = await checkPushEndpoint(row.endpoint, this.endpoints);
    if (!endpoint.ok) {
      this.log.warn(
        { endpoint: URL.parse(row.endpoint)?.origin, refused: endpoint.code },
        'a web push endpoint is not a public push service; nothing sent',
      );
      return false;
    }
    const agent = pinnedAgent(endpoint.address);
    const options: RequestOptions = {
      agent,
      vapidDetails: this.keys,
      TTL: TIME_TO_LIVE_S,
      urgency: 'high',
      // A newer notice of the same conversation replaces one still waiting (a topic is at most 32 URL-safe characters: a uuid's hex digits).
      topic: notice.tag.replace(/[^A-Za-z0-9]/g, '').slice(-32),
      timeout: 10_000,
    };
    try {
      await this.send(
        { endpoint: endpoint.url.href, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(notice),
        options,
      );
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      } else {
        this.log.warn({ err: error, endpoint: new URL(row.endpoint).origin }, 'a web push was not delivered');
      }
      return false;
    } finally {
      agent.destroy();
    }
  }
}

/**
 * Connections that go to the address just checked, whatever the name resolves to a moment later (DNS rebinding).
 * The process's other https settings (trusted certificates among them) stay as they are.
 */
function pinnedAgent(address: string): https.Agent {
  const family = address.includes(':') ? 6 : 4;
  const lookup = ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
  return new https.Agent({ ...https.globalAgent.options, keepAlive: false, lookup });
}
