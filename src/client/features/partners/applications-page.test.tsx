import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '#shared/partners.ts';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { AdminPartnerApplicationsPage } from './applications-page.tsx';

const ID = '6f1c2a9e-0000-4000-8000-0000000000e1';
const detail: ApplicationDetail = {
  id: ID,
  partnerType: 'vendor',
  businessName: 'Nightjar Sound',
  status: 'pending',
  reviewNotes: null,
  submittedAt: '2026-11-23T10:00:00.000Z',
  reviewedAt: null,
  applicant: { id: 'u9', name: 'Nia Jar', email: 'nia@example.com' },
  listings: 1,
  payoutsConnected: false,
  details: {
    contactName: 'Nia Jar',
    phone: '+1 718 555 0199',
    city: 'Brooklyn',
    state: 'NY',
    businessAddress: '12 Wythe Ave',
    categories: ['music-djs'],
    description: 'DJ and sound hire.',
    businessLicense: 'NY-1',
  },
  listingsDetail: [{ id: 'v1', kind: 'vendor', name: 'Nightjar Sound', state: 'pending' }],
  history: [{ action: 'application.submitted', actor: 'Nia Jar', notes: null, at: '2026-11-23T10:00:00.000Z' }],
};
const { details: _details, listingsDetail: _listings, history: _history, ...summary } = detail;

const routes = [{ path: '/admin/partner-applications', element: <AdminPartnerApplicationsPage /> }];

describe('admin partner applications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending queue, opens an application with its facts, and asks for a reason before declining', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/applications?status=pending&page=1': () =>
        json({ applications: [summary], total: 1, nextPage: null }),
      [`/api/admin/applications/${ID}`]: () => json({ application: detail }),
      [`/api/admin/applications/${ID}/decision`]: () =>
        json({ application: { ...detail, status: 'rejected', reviewNotes: 'Licence could not be verified.' } }),
    });
    const user = userEvent.setup();
    const { router } = renderWithSession(routes, '/admin/partner-applications');
    expect(await screen.findByText('1 application')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Nightjar Sound' }));
    expect(router.state.location.search).toBe(`?id=${ID}`);
    const sheet = await screen.findByRole('dialog', { name: 'Nightjar Sound' });
    expect(await within(sheet).findByText('Music & DJs')).toBeInTheDocument();
    expect(within(sheet).getByText('NY-1')).toBeInTheDocument();
    expect(within(sheet).getByText('Not connected')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Decline' }));
    await user.click(within(sheet).getByRole('button', { name: 'Decline application' }));
    expect(within(sheet).getByText('Say why, so the applicant knows what to do next.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/decision'))).toBe(false);
    await user.type(within(sheet).getByLabelText(/Why is it declined/), 'Licence could not be verified.');
    await user.click(within(sheet).getByRole('button', { name: 'Decline application' }));
    await vi.waitFor(() => expect(calls.find((c) => c.url.endsWith('/decision'))).toBeDefined());
    const decided: unknown = JSON.parse(String(calls.find((c) => c.url.endsWith('/decision'))!.init!.body));
    expect(decided).toEqual({ decision: 'reject', reason: 'Licence could not be verified.' });
  });

  it('keeps the filters in the address', async () => {
    stubFetch(signedIn(['customer', 'admin']), {
      '/api/admin/applications?status=approved&page=1&type=venue': () =>
        json({ applications: [], total: 0, nextPage: null }),
    });
    renderWithSession(routes, '/admin/partner-applications?status=approved&type=venue');
    expect(await screen.findByText('No application matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved', selected: true })).toBeInTheDocument();
  });
});
