// Ids for rows written at a high rate (messages): UUID version 7, the time in milliseconds first and random bits
// after (RFC 9562). Each new id sorts after the last millisecond's, so a primary key's new entries land on the
// index's last pages instead of a random page of all of it: the pages a write touches stay few and in memory, and
// after a checkpoint fewer of them must be written whole to the WAL.
import { randomFillSync } from 'node:crypto';

const RANDOM_BYTES = 10;
/**
 * Random bytes for this many ids are drawn at once, as node's randomUUID does: one draw an id took 3% of the main
 * thread at 4,000 messages a second.
 */
const IDS_PER_DRAW = 256;

const bytes = Buffer.alloc(16);
const pool = Buffer.alloc(RANDOM_BYTES * IDS_PER_DRAW);
let used = IDS_PER_DRAW;

export function timeOrderedUuid(ms: number = Date.now()): string {
  if (used === IDS_PER_DRAW) {
    randomFillSync(pool);
    used = 0;
  }
  bytes.writeUIntBE(ms, 0, 6);
  pool.copy(bytes, 6, used * RANDOM_BYTES, (used + 1) * RANDOM_BYTES);
  used += 1;
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
