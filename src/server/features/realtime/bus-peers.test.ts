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
