// Vitest global setup: the local embedder's word vectors exist before any test runs, so the first `npm test` of a
// fresh clone (.ci/run) builds them; afterwards this finds them current at once.
import { ensureWordVectors } from '../../scripts/build-word-vectors.ts';

export default function setup() {
  ensureWordVectors({ log: (line) => console.log(line) });
}
