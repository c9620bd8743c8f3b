import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceVerified, listenForVerification } from './verification-broadcast.ts';

describe('verification broadcast', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('lets the waiting sign-up tab carry on and tells the link’s tab so', async () => {
    const onVerified = vi.fn();
    stop = listenForVerification(onVerified);
    expect(await announceVerified()).toBe(true);
    expect(onVerified).toHaveBeenCalledTimes(1);
  });

  it('answers false when no tab is waiting', async () => {
    expect(await announceVerified()).toBe(false);
  });
});
