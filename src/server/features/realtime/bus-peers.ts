// Which other instances listen on the PostgreSQL event bus, and whose sockets each holds. An instance says it listens
// when it starts ('hello', answered 'here' by every other), every PRESENCE_MS while it listens ('here'), and when it
// closes ('bye'); with its hello and its answers it names everyone it holds a socket of, then who comes and goes.
// A lone instance skips its NOTIFYs: its own subscribers heard of each event when it was published, and nobody else
// listens (measured at 4,000 messages a second on one instance, the NOTIFYs cost about a tenth of its CPU and doubled
// the delivery tail: docs/benchmarks.md). And a recipient with a socket on another instance is not sent a web push.

/** How often a listening instance says it is still there. */
export const PRESENCE_MS = 10_000;
/** A peer not heard from for this long (three missed presences) has gone. */
export const PEER_GONE_MS = 3 * PRESENCE_MS;

export type Presence = 'hello' | 'here' | 'bye';

export class BusPeers {
  /** Each peer's origin, and when it was last heard from. */
  private readonly heard = new Map<string, number>();
  /** The users each peer holds a socket of. */
  private readonly online = new Map<string, Set<string>>();

  /** Anything heard from a peer (a presence or events) says it is there; 'bye' says it has gone. */
  hear(origin: string, now: number, presence?: Presence): void {
    if (presence === 'bye') return this.forget(origin);
    this.heard.set(origin, now);
    // A hello (a start, or listening again after the connection dropped) is followed by everyone it holds a socket of.
    if (presence === 'hello') this.online.delete(origin);
  }

  /** The peer now holds a socket of each of `userIds` (`online`), or no longer holds one. */
  see(origin: string, userIds: readonly string[], online: boolean): void {
    let users = this.online.get(origin);
    if (!users) this.online.set(origin, (users = new Set()));
    for (const id of userIds) {
      if (online) users.add(id);
      else users.delete(id);
    }
  }

  /** Whether another instance listens: one heard from within PEER_GONE_MS. */
  anyListening(now: number): boolean {
    this.forgetGone(now);
    return this.heard.size > 0;
  }

  /** Whether another instance that listens holds a socket of the user. */
  holdsSocketOf(userId: string, now: number): boolean {
    this.forgetGone(now);
    for (const users of this.online.values()) if (users.has(userId)) return true;
    return false;
  }

  private forgetGone(now: number): void {
    for (const [origin, at] of this.heard) if (now - at > PEER_GONE_MS) this.forget(origin);
  }

  private forget(origin: string): void {
    this.heard.delete(origin);
    this.online.delete(origin);
  }
}
