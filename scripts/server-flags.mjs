// The V8 flags the server runs with: npm start (start.mjs) and the benchmarks' app (bench/support/child-server.ts).
export const SERVER_NODE_FLAGS = [
  // A larger young generation: the search index keeps a large old one, and with V8's default 16 MB semi-spaces the
  // short-lived garbage of each request was collected so often that GC took a sixth of a loaded server's time (ADR 006).
  '--max-semi-space-size=64',
  // No allocation-site pretenuring: V8 took request objects it saw survive for long-lived ones and made them in the old
  // generation, where each one kept what it pointed to through young collections until the next full one. Under load
  // that promoted megabytes a collection and doubled the young pauses (ADR 014).
  '--no-allocation-site-pretenuring',
];
