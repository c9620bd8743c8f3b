import { describe, expect, it } from 'vitest';
import { lazyRetryDelays, nextRetryCount, shouldAutoReset } from './error-recovery.ts';

describe('error boundary recovery (§4)', () => {
  it('auto-resets for up to 3 errors', () => {
    expect([1, 2, 3, 4].map((errorCount) => shouldAutoReset({ message: 'oops', errorCount }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
  it("never auto-resets messages containing 'Critical'", () => {
    expect(shouldAutoReset({ message: 'Critical: payment state lost', errorCount: 1 })).toBe(false);
  });
  it('caps the retry count at 3', () => {
    expect([0, 1, 2, 3, 7].map(nextRetryCount)).toEqual([1, 2, 3, 3, 3]);
  });
  it('retries lazy modules 3 times at 100 ms, tripled', () => {
    expect(lazyRetryDelays()).toEqual([100, 300, 900]);
  });
});
