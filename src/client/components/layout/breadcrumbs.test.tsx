import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

function renderAt(path: string, props: { currentLabel?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Breadcrumbs {...props} />
    </MemoryRouter>,
  );
}

describe('Breadcrumbs', () => {
  it('renders nothing on the home page', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('shows Home and the known label, with the last item as the current page', () => {
    renderAt('/profile/bookings');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Profile', 'My Bookings']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    const current = within(nav).getByText('My Bookings');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('title-cases unknown segments', () => {
    renderAt('/partner/pending-approval');
    expect(screen.getByText('Pending Approval')).toBeInTheDocument();
    renderAt('/some-new-page');
    expect(screen.getByText('Some New Page')).toBeInTheDocument();
  });

  it('collapses trails longer than five into first, an ellipsis and the last two', () => {
    renderAt('/a/b/c/d/e/f');
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Home');
    expect(within(items[1]!).getByRole('button', { name: 'Show 4 more breadcrumbs' })).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('E');
    expect(items[3]).toHaveTextContent('F');
    expect(within(nav).queryByText('B')).not.toBeInTheDocument();
  });

  it('does not collapse a trail of exactly five', () => {
    renderAt('/a/b/c/d');
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'A', 'B', 'C', 'D']);
  });

  it('can rename the current crumb', () => {
    renderAt('/venue/v_123', { currentLabel: 'Skyline Terrace' });
    expect(screen.getByText('Skyline Terrace')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('V_123')).not.toBeInTheDocument();
  });
});

describe('Breadcrumbs links', () => {
  it('points crumbs without a page of their own at the closest useful page', () => {
    render(
      <MemoryRouter initialEntries={['/venue/v1']}>
        <Breadcrumbs currentLabel="Olive & Ember" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Venue' })).toHaveAttribute('href', '/discover?tab=venues');
  });
});
