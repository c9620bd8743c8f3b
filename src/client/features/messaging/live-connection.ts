// The app's one live connection while someone is signed in (use-live-messaging.ts opens it), for what goes out on it:
// typing notices, and messages sent on the socket instead of a POST.
import type { RealtimeConnection } from '../../lib/realtime.ts';

let live: RealtimeConnection | null = null;

export const liveConnection = (): RealtimeConnection | null => live;

/** Makes the connection the live one; the returned function lets go of it (unless another took its place). */
export function holdLiveConnection(connection: RealtimeConnection): () => void {
  live = connection;
  return () => {
    if (live === connection) live = null;
  };
}
