// Requests a test's fetch stub had no answer for. stubFetch records them (and rejects the request); the client setup
// fails the test after it ends, even when the component under test swallowed the rejection.
const unhandled: string[] = [];

export function recordUnhandledRequest(request: string): void {
  unhandled.push(request);
}

/** The requests recorded since the last call, which forgets them. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
