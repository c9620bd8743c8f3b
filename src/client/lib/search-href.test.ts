import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href.ts';

describe('searchHref', () => {
  it('opens the vendors tab for words that name a vendor service', () => {
    expect(searchHref('wedding photographer')).toBe('/discover?tab=vendors&q=wedding%20photographer');
    expect(searchHref(' keep the door list safe ')).toBe('/discover?tab=vendors&q=keep%20the%20door%20list%20safe');
  });

  it('opens the venues tab otherwise, and Discover itself for no words', () => {
    expect(searchHref('rooftop')).toBe('/discover?q=rooftop');
    expect(searchHref('DJ-friendly rooftop bar')).toBe('/discover?q=DJ-friendly%20rooftop%20bar');
    expect(searchHref('something fun')).toBe('/discover?q=something%20fun');
    expect(searchHref('  ')).toBe('/discover');
  });
});
