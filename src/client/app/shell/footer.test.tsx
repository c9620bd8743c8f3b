import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('links to about, contact, help, terms, privacy and Become a Partner', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const hrefOf = (name: string | RegExp) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('About')).toBe('/about');
    expect(hrefOf('Contact')).toBe('/contact');
    expect(hrefOf('Help Center')).toBe('/help');
    expect(hrefOf('Terms of Service')).toBe('/terms');
    expect(hrefOf('Privacy Policy')).toBe('/privacy');
    expect(hrefOf(/Become a Partner/)).toBe('/partner');
  });

  it('shows the 2025 copyright year', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Eventide');
  });
});
