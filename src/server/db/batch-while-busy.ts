// Items that arrive while a batch is on its way wait and go together in the next one, so under load one round trip
// carries many of them instead of each waiting its turn; when nothing is on its way an item goes at once, or, with
// `gatherTurn`, at the end of the event loop's turn with the others that arrived in it. Batches run one at a time, in
// arrival order.

export interface BatchOptions {
  /**
   * For work that runs to its end before the event loop turns again (a PGlite statement): nothing is ever "on its way"
   * when the next item arrives, so without gathering every item is a batch of its own.
   */
  gatherTurn?: boolean;
}

/** `run` settles its batch's items itself and does not throw. */
export function batchWhileBusy<T>(
  maxBatch: number,
  run: (batch: T[]) => Promise<void>,
  { gatherTurn = false }: BatchOptions = {},
): (item: T) => void {
  let waiting: T[] = [];
  let running = false;
  const drain = async () => {
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxBatch);
        waiting = waiting.slice(batch.length);
        await run(batch);
      }
    } finally {
      running = false;
    }
  };
  return (item) => {
    waiting.push(item);
    if (running) return;
    running = true;
    if (gatherTurn) setImmediate(() => void drain());
    else void drain();
  };
}
