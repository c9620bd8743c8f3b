import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { ContactPage, DemoPage, HelpPage, TermsPage, WaitlistPage } from './info-pages.tsx';

describe('info pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('contact: checks the form, sends it and shows the thanks', async () => {
    const { calls } = stubFetch(undefined, {
      '/api/contact': () =>
        json({ message: 'Thanks! We got your message and will reply within one business day.' }, 201),
    });
    renderWithSession([{ path: '/contact', element: <ContactPage /> }], '/contact');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Tell us your name.')).toBeInTheDocument();
    expect(screen.getByText('Choose what it is about.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your name/), 'Maya Lopez');
    await user.type(screen.getByLabelText(/^Email/), 'maya@example.com');
    await user.click(screen.getByRole('combobox', { name: /What is it about/ }));
    await user.click(await screen.findByRole('option', { name: 'A booking' }));
    await user.type(screen.getByLabelText(/^Message/), 'Can I move my booking to Sunday?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! We got your message');
    const sent = calls.find((c) => c.url === '/api/contact');
    expect(JSON.parse(String(sent!.init!.body))).toMatchObject({
      name: 'Maya Lopez',
      email: 'maya@example.com',
      topic: 'A booking',
      message: 'Can I move my booking to Sunday?',
    });
  });

  it('waitlist: joins with an email', async () => {
    stubFetch(undefined, {
      '/api/waitlist': () => json({ message: 'You’re on the list! We sent a confirmation to your email.' }, 201),
    });
    renderWithSession([{ path: '/waitlist', element: <WaitlistPage /> }], '/waitlist');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'dee@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You’re on the list!');
  });

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
    expect(screen.getByText(/Cancelled 24 hours or more before the event, it is refunded in full/)).toBeInTheDocument();
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
