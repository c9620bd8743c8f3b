import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  AMENITY_EMOJI,
  VENDOR_CATEGORIES,
  VENDOR_CATEGORY_INFO,
  VENUE_CATEGORIES,
  VENUE_CATEGORY_INFO,
  VIBE_EMOJI,
  amenityEmoji,
  isVendorCategory,
  isVenueCategory,
  vibeEmoji,
} from './categories.ts';

describe('category lists (§3)', () => {
  it('gives every category a label, description and a real lucide icon', () => {
    const icons = lucide as unknown as Record<string, unknown>;
    for (const info of [...Object.values(VENUE_CATEGORY_INFO), ...Object.values(VENDOR_CATEGORY_INFO)]) {
      expect(info.label.length).toBeGreaterThan(0);
      expect(info.description.length).toBeGreaterThan(0);
      expect(icons[info.icon], info.icon).toBeDefined();
    }
    expect(Object.keys(VENUE_CATEGORY_INFO)).toEqual([...VENUE_CATEGORIES]);
    expect(Object.keys(VENDOR_CATEGORY_INFO)).toEqual([...VENDOR_CATEGORIES]);
  });

  it('recognises category slugs', () => {
    expect(isVenueCategory('bar-cafe')).toBe(true);
    expect(isVenueCategory('music-djs')).toBe(false);
    expect(isVendorCategory('tech-av')).toBe(true);
    expect(isVendorCategory(42)).toBe(false);
  });
});

describe('emoji lookups', () => {
  it('covers the named amenities and vibes', () => {
    for (const name of [
      'WiFi',
      'Parking',
      'Stage',
      'Sound System',
      'Kitchen',
      'Bar',
      'Projector',
      'Outdoor Space',
      'Wheelchair Accessible',
      'Air Conditioning',
      'Dance Floor',
      'Green Room',
      'Restrooms',
      'Lighting Rig',
      'Coat Check',
    ]) {
      expect(AMENITY_EMOJI[name], name).toBeDefined();
    }
    for (const name of [
      'Romantic',
      'Intimate',
      'Energetic',
      'Industrial',
      'Elegant',
      'Chill',
      'Artsy',
      'Upscale',
      'Rustic',
      'Modern',
      'Boho',
      'Underground',
    ]) {
      expect(VIBE_EMOJI[name], name).toBeDefined();
    }
  });

  it('looks up case- and punctuation-insensitively with a default', () => {
    expect(amenityEmoji('WiFi')).toBe('📶');
    expect(amenityEmoji('wi-fi')).toBe('📶');
    expect(amenityEmoji('wheelchair accessible')).toBe('♿');
    expect(amenityEmoji('Moat')).toBe('✨');
    expect(amenityEmoji(undefined)).toBe('✨');
    expect(vibeEmoji('romantic')).toBe('💕');
    expect(vibeEmoji('Unheard-of')).toBe('✨');
  });
});
