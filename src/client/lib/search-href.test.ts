import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href.ts';

describe('searchHref', () => {
  it('sends the words to Discover, which picks the tab they are about', () => {
    expect(searchHref('wedding photographer')).toBe('/discover?q=wedding%20photographer');
    expect(searchHref(' keep the door list safe ')).toBe('/discover?q=keep%20the%20door%20list%20safe');
    expect(searchHref('rooftop')).toBe('/discover?q=rooftop');
  });

  it('opens Discover itself for no words', () => {
    expect(searchHref('  ')).toBe('/discover');
  });
});
