// sharp (libvips) as the server uses it, loaded at its first use: it costs about 25 MB of memory, and a server
// whose artwork is rendered by its own process (features/media) and that has no uploads yet never needs it. Every
// image is made once and then kept as a file, so libvips' operation cache only holds memory (up to 50 MB by default)
// and never answers; one thread at a time keeps image work on one core beside the requests and lets fewer of the C
// library's per-thread memory pools grow (idle RSS: docs/benchmarks.md).
import type sharp from 'sharp';

export type { Metadata } from 'sharp';

let loading: Promise<typeof sharp> | undefined;

/** sharp, configured as above; the package is imported on the first call. */
export function loadSharp(): Promise<typeof sharp> {
  loading ??= import('sharp').then(({ default: loaded }) => {
    loaded.cache(false);
    loaded.concurrency(1);
    return loaded;
  });
  return loading;
}
