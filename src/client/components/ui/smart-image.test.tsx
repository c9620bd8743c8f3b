import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SmartImage } from './smart-image.tsx';

const SRC = '/media/art/venue/kiln-works-bushwick/0.webp';
const SIZES = '(min-width: 768px) 50vw, 100vw';

function onConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType ? Object.assign(new EventTarget(), { effectiveType }) : undefined,
    configurable: true,
  });
}

afterEach(() => onConnection(undefined));

/** Each <source> and the <img> as [type, media, first candidate], in document order. */
function candidates(img: HTMLElement) {
  const picture = img.closest('picture')!;
  return [...picture.querySelectorAll('source, img')].map((el) => [
    el.getAttribute('type'),
    el.getAttribute('media'),
    el.getAttribute('srcset')!.split(' ')[0],
  ]);
}

/** Renders `element` on the server, puts the HTML in the page and hydrates it, as a server-rendered page does. */
async function hydrate(element: React.ReactElement, beforeHydration: (container: HTMLElement) => void = () => {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeHydration(container);
  await act(async () => {
    render(element, { container, hydrate: true });
  });
  return container;
}

describe('SmartImage', () => {
  it('renders a <picture>: AVIF then WebP, phones at 75 and desktops at 85, with the layout sizes on each', () => {
    render(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} />);
    const photo = screen.getByAltText('Kiln Works');
    const base = '/media/art/venue/kiln-works-bushwick/0';
    expect(candidates(photo)).toEqual([
      ['image/avif', '(max-width: 767.98px)', `${base}.avif?w=480&q=75`],
      ['image/avif', null, `${base}.avif?w=480&q=85`],
      ['image/webp', '(max-width: 767.98px)', `${base}.webp?w=480&q=75`],
      [null, null, `${base}.webp?w=480&q=85`],
    ]);
    expect(photo.getAttribute('srcset')).toMatch(/ 480w, .* 800w, .* 1200w$/);
    expect(photo.getAttribute('src')).toBe(`${base}.webp?w=800&q=85`);
    for (const el of photo.closest('picture')!.querySelectorAll('source, img'))
      expect(el.getAttribute('sizes')).toBe(SIZES);
  });

  it('fetches the LCP image first and at high priority, shown as soon as decoded over its blurred placeholder', () => {
    const { container } = render(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} priority />);
    const photo = screen.getByAltText('Kiln Works');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('decoding', 'auto');
    expect(photo.className).not.toMatch(/opacity-0/);
    expect(container.querySelector('img[aria-hidden="true"]')?.getAttribute('src')).toBe(
      '/media/art/venue/kiln-works-bushwick/0.webp?w=480&q=20',
    );
    fireEvent.load(photo);
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
  });

  it('loads an image above the fold on some screens at once, at the browser’s own priority', () => {
    const { container } = render(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} eager />);
    const photo = screen.getByAltText('Kiln Works');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(container.querySelector('img[aria-hidden="true"]')).toBeNull();
  });

  it('lazy-loads a photo further down and fades it in once it has loaded', () => {
    render(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} />);
    const photo = screen.getByAltText('Kiln Works');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(photo.className).toMatch(/opacity-0/);
    fireEvent.load(photo);
    expect(photo.className).toMatch(/opacity-100/);
  });

  it('shows an outside image as it is, without a <picture>', () => {
    render(<SmartImage src="https://example.com/a.jpg" alt="Elsewhere" sizes={SIZES} />);
    const photo = screen.getByAltText('Elsewhere');
    expect(photo.closest('picture')).toBeNull();
    expect(photo).toHaveAttribute('src', 'https://example.com/a.jpg');
    expect(photo).not.toHaveAttribute('srcset');
  });

  it('says the image is unavailable when it fails', () => {
    render(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} />);
    fireEvent.error(screen.getByAltText('Kiln Works'));
    expect(screen.getByRole('img', { name: 'Kiln Works (image unavailable)' })).toBeTruthy();
  });

  it('asks for the slow-connection quality when rendered in the browser on a 3G connection', () => {
    onConnection('3g');
    render(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} priority />);
    expect(candidates(screen.getByAltText('Kiln Works')).map(([, , url]) => url!.split('q=')[1])).toEqual([
      '55',
      '65',
      '55',
      '65',
    ]);
  });

  it('hydrates server HTML unchanged, then lowers only the images not yet fetched on a slow connection', async () => {
    onConnection('2g');
    // A mismatch would log a console.error, which fails the test.
    const container = await hydrate(
      <>
        <SmartImage src={SRC} alt="Hero" sizes={SIZES} priority />
        <SmartImage src="/media/art/venue/other/0.webp" alt="Further down" sizes={SIZES} />
      </>,
    );
    const quality = (alt: string) =>
      candidates(container.querySelector(`img[alt="${alt}"]`)!).map(([, , url]) => url!.split('q=')[1]);
    // The hero was in the server's HTML and fetched already: its sources stay, or it would be fetched twice.
    expect(quality('Hero')).toEqual(['75', '85', '75', '85']);
    expect(quality('Further down')).toEqual(['45', '55', '45', '55']);
  });

  it('shows a server-rendered photo that finished loading before hydration', async () => {
    const container = await hydrate(<SmartImage src={SRC} alt="Kiln Works" sizes={SIZES} />, (html) => {
      const img = html.querySelector('img')!;
      Object.defineProperty(img, 'naturalWidth', { value: 800 });
    });
    expect(container.querySelector('img')!.className).toMatch(/opacity-100/);
  });
});
