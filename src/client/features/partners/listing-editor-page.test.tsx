import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
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

describe('listing editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks before saving, then saves the whole listing and says so', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), {
      [url]: () => json(listing),
    });
    renderWithSession(routes, `/partner/listings/vendor/${listing.id}`);
    const form = await screen.findByRole('form', { name: 'Edit listing' });
    expect(within(form).queryByRole('heading', { name: 'Availability' })).not.toBeInTheDocument();
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
    const put = await vi.waitFor(() => {
      const call = calls.find((c) => c.init?.method === 'PUT');
      if (!call) throw new Error('not saved yet');
      return call;
    });
    expect(JSON.parse(String(put.init!.body))).toMatchObject({
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
});
