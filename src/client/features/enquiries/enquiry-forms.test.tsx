import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { ContactForm, WaitlistForm } from './enquiry-forms.tsx';

describe('enquiry forms', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('contact: checks the form, sends it and shows the thanks', async () => {
    const { calls } = stubFetch(undefined, {
      '/api/contact': () =>
        json({ message: 'Thanks! We got your message and will reply within one business day.' }, 201),
    });
    renderWithSession([{ path: '/contact', element: <ContactForm /> }], '/contact');
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
    renderWithSession([{ path: '/waitlist', element: <WaitlistForm /> }], '/waitlist');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'dee@example.com');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You’re on the list!');
  });
});
