// The quote dialog checks the draft with the server's own quote schema: each message under its field, a line's
// price problem under its price, and nothing sent until the draft passes.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, withQueryClient } from '../../test/render.tsx';
import { QuoteDialog } from './quote-dialog.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('QuoteDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the draft lacks on send, then sends the quote in cents', async () => {
    const { calls } = stubFetch(undefined, {
      '/api/conversations/c1/quotes': () => json({}, 400),
    });
    const user = userEvent.setup();
    render(withQueryClient(<QuoteDialog conversationId="c1" customerName="Maya" open onOpenChange={() => {}} />));
    const dialog = await screen.findByRole('dialog', { name: 'Send a quote' });
    await user.click(within(dialog).getByRole('button', { name: /Send quote/ }));

    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(await within(dialog).findByText('Give the quote a title.')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    const line = within(dialog).getByRole('group', { name: 'Line 1' });
    expect(within(line).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Describe each line in a few words.',
    );
    expect(calls.some((call) => call.url === '/api/conversations/c1/quotes')).toBe(false);

    await user.type(title, 'Sound for the launch');
    expect(within(dialog).queryByText('Give the quote a title.')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Event date/), inDays(30));
    await user.type(within(line).getByRole('textbox', { name: 'Description' }), 'DJ set');
    await user.type(within(line).getByRole('spinbutton', { name: 'Price ($)' }), '150.5');
    // §9: the messaging pages show amounts without decimals.
    expect(within(dialog).getByText('Your price').nextElementSibling).toHaveTextContent(/^\$151$/);
    await user.click(within(dialog).getByRole('button', { name: /Send quote/ }));

    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/conversations/c1/quotes')).toBe(true));
    const sent = calls.find((call) => call.url === '/api/conversations/c1/quotes');
    expect(JSON.parse(String(sent!.init!.body))).toMatchObject({
      title: 'Sound for the launch',
      eventDate: inDays(30),
      startTime: '18:00',
      validDays: 7,
      lines: [{ description: 'DJ set', unitPriceCents: 15_050, hours: 1, quantity: 1 }],
    });
  });
});
