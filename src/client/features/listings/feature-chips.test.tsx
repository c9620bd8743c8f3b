// Amenities and vibes are drawn with the icon set, not emoji, which a browser without an emoji font shows as empty
// boxes (Debian's chromium); the §3 lookups still choose the picture.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AMENITY_EMOJI, VIBE_EMOJI } from '#shared/categories.ts';
import { AmenityList, VibeList } from './feature-chips.tsx';

const EMOJI = /\p{Extended_Pictographic}/u;

/** The lucide icon names drawn in each item of the list, in order. */
function iconsOf(list: HTMLElement): string[] {
  return [...list.querySelectorAll('li')].map((item) => {
    const svg = item.querySelector('svg');
    expect(svg, item.textContent ?? '').not.toBeNull();
    expect(svg!.getAttribute('aria-hidden')).toBe('true');
    return [...svg!.classList].find((name) => name.startsWith('lucide-') && name !== 'lucide-icon') ?? '';
  });
}

describe('amenity and vibe lists', () => {
  it('draws every amenity of the lookup with an icon of its own, and no emoji', () => {
    const amenities = Object.keys(AMENITY_EMOJI);
    render(<AmenityList amenities={amenities} />);
    fireEvent.click(screen.getByRole('button', { name: `Show all ${amenities.length} amenities` }));
    const list = screen.getByRole('list');
    expect(list.textContent).not.toMatch(EMOJI);
    const icons = iconsOf(list);
    expect(icons).toHaveLength(amenities.length);
    expect(new Set(icons).size).toBe(icons.length);
    expect(icons).not.toContain('lucide-sparkles');
    expect(icons[amenities.indexOf('WiFi')]).toBe('lucide-wifi');
  });

  it('draws every vibe of the lookup with an icon, an unknown one with the default, and no emoji', () => {
    const vibes = [...Object.keys(VIBE_EMOJI), 'Unheard-of'];
    render(<VibeList vibes={vibes} />);
    const list = screen.getByRole('list');
    expect(list.textContent).not.toMatch(EMOJI);
    const icons = iconsOf(list);
    expect(icons.slice(0, -1)).not.toContain('lucide-sparkles');
    expect(icons.at(-1)).toBe('lucide-sparkles');
    expect(icons[vibes.indexOf('Romantic')]).toBe('lucide-heart');
  });
});
