import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, signedIn, stubFetch } from '../../test/render.tsx';
import { PartnerSettingsPage } from './settings-page.tsx';

const settings = {
  businessName: 'Victor Sound & Light',
  phone: '+1 718 555 0100',
  businessAddress: '12 Wythe Ave, Brooklyn',
  businessLicense: '',
  taxId: '',
  portalNotificationsEnabled: true,
};

describe('partner settings page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows field errors before saving, then saves the business details and the notification choice', async () => {
    const { calls } = stubFetch(signedIn(['customer', 'vendor']), { '/api/partner/settings': () => json(settings) });
    renderWithSession([{ path: '/partner/settings', element: <PartnerSettingsPage /> }], '/partner/settings');
    const name = await screen.findByLabelText(/Business name/);
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'V');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter your business name.')).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    await user.type(name, 'ictor Sound');
    await user.click(screen.getByRole('switch', { name: 'Booking and message emails' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const put = await vi.waitFor(() => {
      const call = calls.find((c) => c.init?.method === 'PUT');
      if (!call) throw new Error('not saved');
      return call;
    });
    expect(JSON.parse(String(put.init!.body))).toEqual({
      businessName: 'Victor Sound',
      phone: '+1 718 555 0100',
      businessAddress: '12 Wythe Ave, Brooklyn',
      portalNotificationsEnabled: false,
    });
  });
});
