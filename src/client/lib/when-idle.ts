/** Runs `task` once the page is idle (at the latest after `timeoutMs`); returns a function that cancels it. */
export function whenIdle(task: () => void, timeoutMs = 3_000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, Math.min(500, timeoutMs));
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
