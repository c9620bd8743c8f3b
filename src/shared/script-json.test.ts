import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('JSON inside a script element', () => {
  it('cannot close the element, and reads back as the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'line\u2028and\u2029paragraph', html: '<!--' };
    const written = scriptJson(value);
    expect(written).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
