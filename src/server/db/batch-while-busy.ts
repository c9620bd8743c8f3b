// Items that arrive while a batch is on its way wait and go together in the next one, so under load one round trip
// carries many of them instead of each waiting its turn; when nothing is on its way an item goes at once. Batches run
// one at a time, in arrival order.

/** `run` settles its batch's items itself and does not throw. */
export function batchWhileBusy<T>(maxBatch: number, run: (batch: T[]) => Promise<void>): (item: T) => void {
  let waiting: T[] = [];
  let running = false;
  const drain = async () => {
    running = true;
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
    if (!running) void drain();
  };
}
