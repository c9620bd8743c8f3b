import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label.ts';

describe('countLabel', () => {
  it('is singular for exactly one, plural otherwise', () => {
    expect(countLabel(1, 'item')).toBe('1 item');
    expect(countLabel(0, 'item')).toBe('0 items');
    expect(countLabel(2, 'item')).toBe('2 items');
    expect(countLabel(1, 'person', 'people')).toBe('1 person');
    expect(countLabel(4, 'person', 'people')).toBe('4 people');
  });
});
