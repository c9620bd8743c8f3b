import { describe, expect, it } from 'vitest';
import { visibleChoices } from './choice-chips.tsx';

const choices = ['Bar', 'Kitchen', 'Parking', 'Stage', 'WiFi'];

describe('visibleChoices', () => {
  it('shows the first few, keeping selected ones in view', () => {
    expect(visibleChoices(choices, [], { expanded: false, find: '', initial: 2 })).toEqual(['Bar', 'Kitchen']);
    expect(visibleChoices(choices, ['WiFi'], { expanded: false, find: '', initial: 2 })).toEqual([
      'Bar',
      'Kitchen',
      'WiFi',
    ]);
  });

  it('shows all when expanded, and a selected value the list no longer has', () => {
    expect(visibleChoices(choices, ['Pool'], { expanded: true, find: '', initial: 2 })).toEqual(['Pool', ...choices]);
  });

  it('filters by the typed words, case-insensitively, keeping the selected ones', () => {
    expect(visibleChoices(choices, ['Bar'], { expanded: false, find: ' ST', initial: 2 })).toEqual(['Bar', 'Stage']);
    expect(visibleChoices(choices, [], { expanded: false, find: 'pool', initial: 2 })).toEqual([]);
  });
});
