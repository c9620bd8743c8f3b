import { describe, expect, it } from 'vitest';
import { showsConcierge } from './concierge-visibility.ts';

describe('showsConcierge', () => {
  it('shows on customer pages', () => {
    for (const path of ['/', '/discover', '/venue/abc', '/stories/a-night', '/profile/chats', '/cart'])
      expect(showsConcierge(path)).toBe(true);
  });
  it('hides in partner, admin, sign-in and payment pages, and over the message composer', () => {
    for (const path of [
      '/messages',
      '/portal/dashboard',
      '/partner/listings',
      '/admin/performance',
      '/admin-dashboard',
      '/onboarding',
      '/checkout',
      '/auth',
      '/quotes/1/checkout',
    ]) {
      expect(showsConcierge(path)).toBe(false);
    }
  });
  it('matches whole path segments only', () => {
    expect(showsConcierge('/partnership-stories')).toBe(true);
  });
});
