// sharp (libvips) as the server uses it. Every image is made once and then kept as a file, so libvips' operation
// cache only holds memory (up to 50 MB by default) and never answers; one thread at a time keeps image work on one
// core beside the requests and lets fewer of the C library's per-thread memory pools grow (idle RSS after the first
// start's artwork: docs/benchmarks.md).
import sharp from 'sharp';

sharp.cache(false);
sharp.concurrency(1);

export default sharp;
export type { Metadata } from 'sharp';
