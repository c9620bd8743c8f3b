import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage } from './smart-image.tsx';

const SRC = '/media/art/venue/kiln-works-bushwick/0.webp';

describe('SmartImage', () => {
  it('shows an above-the-fold photo as soon as it is decoded, over its blurred placeholder', () => {
    const { container } = render(<SmartImage src={SRC} alt="Kiln Works" priority />);
    const photo = screen.getByAltText('Kiln Works');
    expect(photo.className).not.toMatch(/opacity-0/);
    expect(photo.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('img[aria-hidden="true"]')?.getAttribute('src')).toContain('q=20');
    fireEvent.load(photo);
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
  });

  it('fades a photo further down in once it has loaded', () => {
    render(<SmartImage src={SRC} alt="Kiln Works" />);
    const photo = screen.getByAltText('Kiln Works');
    expect(photo.className).toMatch(/opacity-0/);
    expect(photo.getAttribute('loading')).toBe('lazy');
    fireEvent.load(photo);
    expect(photo.className).toMatch(/opacity-100/);
  });

  it('says the image is unavailable when it fails', () => {
    render(<SmartImage src={SRC} alt="Kiln Works" />);
    fireEvent.error(screen.getByAltText('Kiln Works'));
    expect(screen.getByRole('img', { name: 'Kiln Works (image unavailable)' })).toBeTruthy();
  });
});
