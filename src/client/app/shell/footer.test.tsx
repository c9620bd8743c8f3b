import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

const routes = [{ path: '/', element: <Footer /> }];
const footerLink = (name: string | RegExp) =>
  within(screen.getByRole('contentinfo')).getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to about, contact, help, terms, privacy and Become a Partner', async () => {
    stubFetch();
    renderWithSession(routes, '/');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(footerLink('About')).toBe('/about');
    expect(footerLink('Contact')).toBe('/contact');
    expect(footerLink('Help Center')).toBe('/help');
    expect(footerLink('Terms of Service')).toBe('/terms');
    expect(footerLink('Privacy Policy')).toBe('/privacy');
    expect(footerLink(/Become a Partner/)).toBe('/partner');
  });

  it('takes a partner to their portal instead of asking them to become one', async () => {
    stubFetch(signedIn(['customer', 'vendor'], 'Dana Deck'));
    renderWithSession(routes, '/');
    expect(await screen.findByRole('link', { name: /Go to your portal/ })).toHaveAttribute('href', '/portal/dashboard');
    expect(screen.queryByRole('link', { name: /Become a Partner/ })).toBeNull();
  });

  it('shows the 2025 copyright year', async () => {
    stubFetch();
    renderWithSession(routes, '/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2025 Eventide');
  });
});
