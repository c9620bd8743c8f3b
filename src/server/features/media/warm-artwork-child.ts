// The artwork warm-up's own process (artwork-warm-up.ts starts it, at low priority): takes one job over its IPC
// channel, renders every cover into the media cache and says when it is done. It opens no database: an embedded one
// (PGlite) is one process's folder, held by the server, so the server sends each cover's category with the list.
// sharp's memory (hundreds of MB while AVIF and WebP are encoded) is this process's, given back whole when it exits.
import { renderCovers, type ArtworkWarmed, type WarmArtworkJob } from './render-covers.ts';

// The server going away closes the channel, and the work stops with it.
process.once('disconnect', () => process.exit(0));
process.once('message', (job: WarmArtworkJob) => {
  renderCovers(job).then(
    (images) => process.send?.({ warm: true, images } satisfies ArtworkWarmed, () => process.disconnect()),
    (error: unknown) => {
      console.error('artwork warm-up failed:', error);
      process.exit(1);
    },
  );
});
