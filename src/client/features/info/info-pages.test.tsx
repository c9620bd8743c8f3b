import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, stubFetch } from '../../test/render.tsx';
import { DemoPage, HelpPage, TermsPage } from './info-pages.tsx';

describe('info pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('help: answers for customers or partners, searched by words in the URL', async () => {
    stubFetch();
    const { router } = renderWithSession([{ path: '/help', element: <HelpPage /> }], '/help');
    expect(await screen.findByText('Can I cancel?')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hosting or providing' }));
    expect(screen.getByText('When am I paid?')).toBeInTheDocument();
    expect(screen.queryByText('Can I cancel?')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'calendar');
    expect(screen.getByText('Can I block days when I am not available?')).toBeInTheDocument();
    expect(screen.queryByText('When am I paid?')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?for=partners&q=calendar');
    await user.type(screen.getByRole('searchbox', { name: 'Search the answers' }), 'zzz');
    expect(screen.getByText(/No answer matches/)).toBeInTheDocument();
  });
});

describe('terms and demo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('terms state the rules the server applies, with a table of contents', async () => {
    stubFetch();
    renderWithSession([{ path: '/terms', element: <TermsPage /> }], '/terms');
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(
      screen.getByText(/by default it is refunded in full when cancelled 24 hours or more before the event/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/moderate, full refund up to 30 days before the event, half refunded up to 7 days before/),
    ).toBeInTheDocument();
    expect(screen.getByText(/A request not answered within 48 hours/)).toBeInTheDocument();
  });

  it('the tour moves step by step, kept in the URL', async () => {
    stubFetch();
    const { router } = renderWithSession([{ path: '/demo', element: <DemoPage /> }], '/demo?step=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Check the day' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Build the whole event' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=3');
    expect(screen.getByRole('link', { name: /Browse vendors/ })).toHaveAttribute('href', '/discover?tab=vendors');
  });
});
