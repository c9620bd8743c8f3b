import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TITLE, BookingSidebar } from './booking-sidebar.tsx';

function sidebar() {
  return (
    <BookingSidebar sheetOpen={false} onSheetOpenChange={() => {}} barSummary="$225/hr" barAction={null}>
      <button type="button">Add to cart</button>
    </BookingSidebar>
  );
}

/** A screen `width` pixels wide, as far as CSS media queries on min-width go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('BookingSidebar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the booking card on the server, for every screen (CSS hides it on phones)', () => {
    const html = renderToString(sidebar());
    expect(html).toContain('<aside aria-labelledby="booking-sidebar-title"');
    expect(html).toContain('Add to cart');
  });

  it('keeps the card on a wide screen', () => {
    screenWidth(1280);
    render(sidebar());
    expect(screen.getByRole('complementary', { name: BOOKING_TITLE })).toBeInTheDocument();
  });

  it('drops the hidden card on a phone, so the panel renders only in its sheet', () => {
    screenWidth(412);
    render(sidebar());
    expect(screen.queryByRole('complementary', { name: BOOKING_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
