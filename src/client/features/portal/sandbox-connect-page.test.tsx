// The sandbox provider's bank form checks what the server checks (SandboxConnectRequestSchema) before sending.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithSession, stubFetch } from '../../test/render.tsx';
import { SandboxConnectPage } from './payouts-pages.tsx';

const URL = '/api/sandbox/connect/acct_1';

describe('SandboxConnectPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each problem on submit and sends the bank details once they pass', async () => {
    const { calls } = stubFetch(undefined, {
      [URL]: () =>
        json({ id: 'acct_1', businessName: 'Nightjar Sound', email: 'nia@example.com', detailsSubmitted: false }),
    });
    const user = userEvent.setup();
    renderWithSession(
      [{ path: '/sandbox/connect/:accountId', element: <SandboxConnectPage /> }],
      '/sandbox/connect/acct_1',
    );
    await user.click(await screen.findByRole('button', { name: 'Save and return to Eventide' }));

    const routing = screen.getByRole('textbox', { name: /^Routing number/ });
    expect(await screen.findByText('Enter the legal name on the account.')).toBeVisible();
    expect(routing).toHaveAttribute('aria-invalid', 'true');
    expect(routing).toHaveAccessibleDescription('A routing number has 9 digits.');
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Legal name/ }), 'Nia Jar');
    await user.type(routing, '110000000');
    await user.type(screen.getByRole('textbox', { name: /^Account number/ }), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Save and return to Eventide' }));

    await vi.waitFor(() => expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1));
    const sent = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(String(sent!.init!.body))).toEqual({
      legalName: 'Nia Jar',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
  });
});
