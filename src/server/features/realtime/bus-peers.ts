// Which other instances listen on the PostgreSQL event bus. Each says so when it starts listening ('hello', answered
// 'here' by every other), every PRESENCE_MS while it listens ('here'), and when it closes ('bye'). A lone instance
// then skips its NOTIFYs: its own subscribers heard of each event when it was published, and nobody else listens.
// Measured at 4,000 messages a second on one instance, the NOTIFYs cost about a tenth of its CPU and doubled the
// delivery tail (docs/benchmarks.md).

/** How often a listening instance says it is still there. */
export const PRESENCE_MS = 10_000;
/** A peer not heard from for this long (three missed presences) has gone. */
export const PEER_GONE_MS = 3 * PRESENCE_MS;

export type Presence = 'hello' | 'here' | 'bye';

export class BusPeers {
  /** Each peer's origin, and when it was last heard from. */
  private readonly heard = new Map<string, number>();

  /** Anything heard from a peer (a presence or events) says it is there; 'bye' says it has gone. */
  hear(origin: string, now: number, presence?: Presence): void {
    if (presence === 'bye') this.heard.delete(origin);
    else this.heard.set(origin, now);
  }

  /** Whether another instance listens: one heard from within PEER_GONE_MS. Forgets those that have gone. */
  anyListening(now: number): boolean {
    for (const [origin, at] of this.heard) if (now - at > PEER_GONE_MS) this.heard.delete(origin);
    return this.heard.size > 0;
  }
}
