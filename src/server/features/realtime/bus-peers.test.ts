import { describe, expect, it } from 'vitest';
import { BusPeers, PEER_GONE_MS } from './bus-peers.ts';

describe('BusPeers', () => {
  it('knows of no other instance until one is heard from', () => {
    const peers = new BusPeers();
    expect(peers.anyListening(0)).toBe(false);
    peers.hear('b', 1_000, 'hello');
    expect(peers.anyListening(1_000)).toBe(true);
  });

  it('forgets a peer at its bye, or when it has not been heard from for three presences', () => {
    const peers = new BusPeers();
    peers.hear('b', 0, 'hello');
    peers.hear('c', 0, 'here');
    peers.hear('b', 0, 'bye');
    expect(peers.anyListening(PEER_GONE_MS)).toBe(true);
    expect(peers.anyListening(PEER_GONE_MS + 1)).toBe(false);
  });

  it('takes events from a peer as word that it is still there', () => {
    const peers = new BusPeers();
    peers.hear('b', 0, 'here');
    peers.hear('b', PEER_GONE_MS);
    expect(peers.anyListening(PEER_GONE_MS + 1)).toBe(true);
  });
});

describe('BusPeers: whose sockets each peer holds', () => {
  it('keeps what each peer says of its sockets, and drops it when the peer goes or says hello again', () => {
    const peers = new BusPeers();
    peers.hear('b', 0, 'hello');
    peers.see('b', ['ann', 'bo'], true);
    peers.hear('c', 0, 'here');
    peers.see('c', ['cy'], true);
    peers.see('b', ['bo'], false);
    expect(['ann', 'bo', 'cy'].filter((id) => peers.holdsSocketOf(id, 0))).toEqual(['ann', 'cy']);

    peers.hear('c', 0, 'bye');
    expect(peers.holdsSocketOf('cy', 0)).toBe(false);
    // Listening again after its connection dropped, b names its sockets anew.
    peers.hear('b', 1, 'hello');
    expect(peers.holdsSocketOf('ann', 1)).toBe(false);
    peers.see('b', ['ann'], true);
    expect(peers.holdsSocketOf('ann', 1 + PEER_GONE_MS)).toBe(true);
    expect(peers.holdsSocketOf('ann', 2 + PEER_GONE_MS)).toBe(false);
  });
});
