import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch, type FetchCall } from '../../test/render.tsx';
import { PartnerListingEditorPage } from './listing-editor-page.tsx';

const listing = {
  kind: 'vendor',
  id: 'b2c8a7a4-0d7e-4c55-9d55-2f0d1c1e0a01',
  slug: 'pulse-djs',
  state: 'live',
  data: {
    listing: {
      name: 'Pulse DJs',
      description: 'Open-format DJ sets from disco to house, with our own sound and lights.',
      category: 'music-djs',
      city: 'Austin',
      state: 'TX',
      services: ['DJ set'],
      serviceAreas: ['Austin'],
    },
    photos: [{ id: 'portfolio-0', url: '/media/art/vendor/pulse.webp', alt: 'Pulse DJs', primary: true }],
    pricing: { model: 'hourly', rateDollars: 175, minimumHours: 4 },
    policy: { terms: '' },
  },
};
const url = `/api/partner/listings/vendor/${listing.id}`;
const routes = [{ path: '/partner/listings/:kind/:id', element: <PartnerListingEditorPage /> }];

/** The body of the editor's save, once it is sent. */
const savedBody = (calls: FetchCall[]) =>
  vi.waitFor(() => {
    const call = calls.find((c) => c.init?.method === 'PUT');
    if (!call) throw new Error('not saved yet');
    return JSON.parse(String(call.init!.body)) as unknown;
  });

describe('listing editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks before saving, then saves the whole listing and says so', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), {
      [url]: () => json(listing),
    });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    const form = await screen.findByRole('form', { name: 'Edit listing' });
    // A vendor has no opening hours, but may set working hours; its time around events is edited like a venue's.
    expect(within(form).getByRole('heading', { name: 'Availability' })).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Opens at/)).not.toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'Set working hours' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Save changes/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', `/vendor/${listing.id}`);

    // Pasted, not typed: each keystroke renders the whole form, and typing is not what this test is about.
    const user = userEvent.setup();
    const description = screen.getByLabelText(/^Description/);
    await user.clear(description);
    await user.paste('Too short.');
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(
      await screen.findByText('Describe it in at least 50 characters: customers read this first.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    await user.clear(description);
    await user.paste('Open-format DJ sets from disco to house, with our own sound system and lights.');
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await savedBody(calls)).toMatchObject({
      listing: { description: 'Open-format DJ sets from disco to house, with our own sound system and lights.' },
      pricing: { rateDollars: 175 },
    });
  });

  it('discards the changes and their problems back to the saved listing', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    await screen.findByRole('form', { name: 'Edit listing' });
    const user = userEvent.setup();
    const description = screen.getByLabelText(/^Description/);
    await user.clear(description);
    await user.type(description, 'Too short.');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    const problem = 'Describe it in at least 50 characters: customers read this first.';
    expect(await screen.findByText(problem)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText(/^Description/)).toHaveValue(listing.data.listing.description);
    expect(screen.queryByText(problem)).toBeNull();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save changes/ })).toBeDisabled();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
  });

  it('asks for a deposit and a balance day in range, on their fields, then saves the terms', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    await screen.findByRole('form', { name: 'Edit listing' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'A deposit, then the balance before the event' }));
    const deposit = screen.getByLabelText(/^Deposit \(%\)/);
    const days = screen.getByLabelText(/^Balance due/);
    expect(deposit).toHaveValue('30');
    expect(days).toHaveValue('14');
    expect(
      screen.getByText(/30% deposit when the booking is confirmed, the balance 14 days before the event/i),
    ).toBeInTheDocument();

    await user.clear(deposit);
    await user.type(deposit, '60');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Ask for a deposit between 10% and 50%.')).toBeInTheDocument();
    expect(screen.getByText('Set the balance due between 1 and 60 days before the event.')).toBeInTheDocument();
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    await user.clear(deposit);
    await user.type(deposit, '25');
    await user.clear(days);
    await user.type(days, '21');
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await savedBody(calls)).toMatchObject({
      pricing: { payment: { schedule: 'deposit', depositPercent: '25', balanceDueDays: '21' } },
    });
  });

  it('turns instant book on with the notice chosen, and says what customers read', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    await screen.findByRole('form', { name: 'Edit listing' });
    const user = userEvent.setup();
    expect(screen.getByText(/each booking is a request you confirm or decline within 48 hours/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Instant book' }));
    expect(
      screen.getByText(
        'Customers read: Instant book: confirmed as soon as you pay, for events at least 48 hours away.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Notice you need/ }));
    await user.click(await screen.findByRole('option', { name: 'At least 1 week ahead' }));
    expect(screen.getByText(/for events at least 1 week away/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await savedBody(calls)).toMatchObject({ policy: { instantBook: { enabled: true, noticeHours: 168 } } });
  });

  it('sets working hours and days off, or leaves the hours unset for any hour', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    await screen.findByRole('form', { name: 'Edit listing' });
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Start at/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Set working hours' }));
    const start = screen.getByLabelText(/^Start at/);
    expect(start).toHaveValue('10:00');
    fireEvent.change(start, { target: { value: '16:00' } });
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await savedBody(calls)).toMatchObject({
      availability: { openingTime: '16:00', closingTime: '22:00', closedWeekdays: [1] },
    });
  });

  it('keeps set-up and tear-down free around each event and limits the events a day', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    await screen.findByRole('form', { name: 'Edit listing' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Set-up before/ }));
    await user.click(await screen.findByRole('option', { name: '1 hour 30 minutes' }));
    await user.click(screen.getByRole('combobox', { name: /Tear-down after/ }));
    await user.click(await screen.findByRole('option', { name: '45 minutes' }));
    expect(screen.getByRole('combobox', { name: /Events a day/ })).toHaveTextContent('No limit');
    await user.click(screen.getByRole('combobox', { name: /Events a day/ }));
    await user.click(await screen.findByRole('option', { name: '1 event' }));
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await savedBody(calls)).toMatchObject({
      availability: { bufferBeforeMinutes: 90, bufferAfterMinutes: 45, maxEventsPerDay: 1 },
    });
  });

  it(
    'asks a security deposit within $50-$5,000, says what customers read, and saves it',
    { timeout: 30_000 },
    async () => {
      const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
      renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
      await screen.findByRole('form', { name: 'Edit listing' });
      const user = userEvent.setup();
      expect(screen.queryByRole('textbox', { name: /Deposit \(\$\)/ })).not.toBeInTheDocument();
      await user.click(screen.getByRole('switch', { name: 'Ask for a refundable security deposit' }));
      const amount = screen.getByRole('textbox', { name: /Deposit \(\$\)/ });
      expect(amount).toHaveValue('250');
      expect(
        screen.getByText(/Customers read: Refundable security deposit of \$250\.00: held on your card/),
      ).toBeInTheDocument();

      await user.clear(amount);
      await user.type(amount, '6000');
      await user.click(screen.getByRole('button', { name: /Save changes/ }));
      expect(await screen.findByText('Ask for a security deposit between $50 and $5,000.')).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

      await user.clear(amount);
      await user.type(amount, '800');
      await user.click(screen.getByRole('button', { name: /Save changes/ }));
      expect(await savedBody(calls)).toMatchObject({ policy: { securityDepositDollars: '800' } });
    },
  );

  it('offers the cancellation tiers in the words customers read, and saves the one chosen', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { [url]: () => json(listing) });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    await screen.findByRole('form', { name: 'Edit listing' });
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: /Very flexible/ })).toBeChecked();
    const moderate = screen.getByRole('radio', { name: /Moderate/ });
    expect(moderate).toHaveAccessibleDescription(
      'Full refund up to 30 days before the event, half refunded up to 7 days before; none after.',
    );
    await user.click(moderate);
    await user.click(screen.getByRole('button', { name: /Save changes/ }));
    expect(await savedBody(calls)).toMatchObject({ policy: { cancellation: 'moderate' } });
  });
});
