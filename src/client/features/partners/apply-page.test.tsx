import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnApplication } from '#shared/partners.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { PartnerApplyPage } from './apply-page.tsx';

const routes = [
  { path: '/partner/apply/:partnerType', element: <PartnerApplyPage /> },
  { path: '/partner/pending-approval', element: <p>Status page</p> },
];

const asked: OwnApplication = {
  id: 'a1',
  partnerType: 'venue',
  businessName: 'Skyline Loft',
  status: 'needs_info',
  reviewNotes: 'Please add your occupancy permit number.',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-21T10:00:00.000Z',
  details: {
    contactName: 'Sam Sky',
    phone: '+1 212 555 0100',
    businessAddress: '5 Loft St',
    city: 'New York',
    state: 'NY',
    description: 'A sunny loft for 120 guests with a terrace and a kitchen.',
    categories: ['loft'],
  },
};

describe('partner application form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is missing on submit, then sends the application and goes to its status', async () => {
    const { calls, fetchMock } = stubFetch(signedIn(['customer'], 'Nia Jar'), {
      '/api/partner/applications': () => json({ applications: [] }),
    });
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return original(input, init);
      calls.push({ url: String(input), init });
      return json(
        {
          application: { ...asked, partnerType: 'vendor', status: 'pending', businessName: 'Nightjar Sound' },
          message: 'Partner application submitted! Check your email for next steps.',
        },
        201,
      );
    });
    const user = userEvent.setup();
    const { router } = renderWithSession(routes, '/partner/apply/vendor');
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(screen.getByText('Enter your business name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one category.')).toBeInTheDocument();
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText(/Business name/)).toHaveFocus();
    expect(screen.getByLabelText(/Contact name/)).toHaveValue('Nia Jar');
    expect(calls.filter((c) => c.init?.method === 'POST')).toHaveLength(0);

    // Pasted, not typed: each keystroke renders the whole form, and typing is not what this test is about.
    const fill = async (label: RegExp, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill(/Business name/, 'Nightjar Sound');
    await fill(/Phone/, '+1 718 555 0199');
    await fill(/Business address/, '12 Wythe Ave');
    await fill(/City/, 'Brooklyn');
    await fill(/State/, 'NY');
    await user.click(screen.getByRole('button', { name: 'Music & DJs' }));
    expect(screen.getByRole('button', { name: 'Music & DJs' })).toHaveAttribute('aria-pressed', 'true');
    await fill(/Tell customers/, 'DJ and sound system hire for parties across New York.');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/partner/pending-approval'));
    const sent = calls.find((c) => c.url === '/api/partner/applications' && c.init?.method === 'POST');
    expect(JSON.parse(String(sent!.init!.body))).toMatchObject({
      partnerType: 'vendor',
      businessName: 'Nightjar Sound',
      categories: ['music-djs'],
      city: 'Brooklyn',
    });
  });

  it('after a request for more, shows the reviewer’s question with what was sent before', async () => {
    stubFetch(signedIn(['customer', 'venue']), { '/api/partner/applications': () => json({ applications: [asked] }) });
    renderWithSession(routes, '/partner/apply/venue');
    expect(await screen.findByText('Please add your occupancy permit number.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Business name/)).toHaveValue('Skyline Loft');
    expect(screen.getByRole('button', { name: 'Loft' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Send the update' })).toBeInTheDocument();
  });

  it('does not ask again while an application is in review', async () => {
    stubFetch(signedIn(['customer', 'venue']), {
      '/api/partner/applications': () => json({ applications: [{ ...asked, status: 'pending', reviewNotes: null }] }),
    });
    renderWithSession(routes, '/partner/apply/venue');
    expect(await screen.findByText('Your application is in review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See where it stands' })).toHaveAttribute(
      'href',
      '/partner/pending-approval',
    );
  });

  it('asks venue or vendor for an unknown type instead of opening a venue application', async () => {
    const { calls } = stubFetch(signedIn(['customer']));
    renderWithSession(routes, '/partner/apply/caterer');
    expect(await screen.findByText('Please select venue or vendor.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Apply as a venue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply as a venue' })).toHaveAttribute('href', '/partner/apply/venue');
    expect(screen.getByRole('link', { name: 'Apply as a vendor' })).toHaveAttribute('href', '/partner/apply/vendor');
    expect(calls.some((call) => call.url.includes('/api/partner/applications'))).toBe(false);
  });
});
