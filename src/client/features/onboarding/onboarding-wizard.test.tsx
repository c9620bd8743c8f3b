import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draft } from '#shared/onboarding.ts';
import { EMPTY_BUSINESS } from '../partners/index.ts';
import { json, renderWithSession, signedIn, stubFetch, type FetchCall } from '../../test/render.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const url = '/api/onboarding/vendor';
const routes = [{ path: '/onboarding', element: <OnboardingPage /> }];
const business = {
  businessName: 'Deck Sound',
  contactName: 'Dana Deck',
  phone: '+1 512 555 0100',
  businessAddress: '12 Congress Ave',
  city: 'Austin',
  state: 'TX',
  description: 'Open-format DJ sets for weddings and parties.',
  categories: ['music-djs'],
};

/** The wizard's server: GET answers the saved draft, PUT (the autosave) answers when it was saved. */
function server(draft: Draft | null) {
  const stub: { calls: FetchCall[] } = stubFetch(signedIn(['customer'], 'Dana Deck'), {
    [url]: () =>
      stub.calls.at(-1)?.init?.method === 'PUT' ? json({ updatedAt: '2030-05-01T12:00:00.000Z' }) : json({ draft }),
  });
  const saves = () => stub.calls.filter((call) => call.url === url && call.init?.method === 'PUT');
  return { saves };
}

const steps = () => within(screen.getByRole('navigation', { name: 'Onboarding steps' }));

describe('onboarding wizard', () => {
  afterEach(() => {
    // Unmounted while the fetch stub is still there: a wizard left with a save waiting sends it on unmount.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('saves the draft once, 800 ms after the typing stops, and says so', async () => {
    const { saves } = server(null);
    renderWithSession(routes, '/onboarding?type=vendor&source=partner');
    const name = await screen.findByLabelText(/^Business name/);
    expect(screen.getByLabelText(/^Contact name/)).toHaveValue('Dana Deck');

    // Each keystroke within 800 ms of the last one puts the save off again.
    vi.useFakeTimers();
    for (const typed of ['D', 'De', 'Deck', 'Deck Sound']) {
      fireEvent.change(name, { target: { value: typed } });
      expect(steps().getByText('Saving…')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(500));
    }
    expect(saves()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(saves()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    expect(await steps().findByText('All changes saved')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(JSON.parse(String(saves()[0]!.init?.body))).toEqual({
      step: 'business',
      data: { business: { ...EMPTY_BUSINESS, contactName: 'Dana Deck', businessName: 'Deck Sound' } },
    });
  });

  it('sends the waiting save at once, outliving the page, when the partner leaves within the moment', async () => {
    const { saves } = server(null);
    const routesWithElsewhere = [...routes, { path: '/elsewhere', element: <p>Elsewhere</p> }];
    const { router } = renderWithSession(routesWithElsewhere, '/onboarding?type=vendor&source=partner');
    const name = await screen.findByLabelText(/^Business name/);
    vi.useFakeTimers();
    fireEvent.change(name, { target: { value: 'Deck Sound' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(saves()).toHaveLength(0);
    await act(() => router.navigate('/elsewhere'));
    vi.useRealTimers();

    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.init?.keepalive).toBe(true);
    expect(JSON.parse(String(saves()[0]!.init?.body)).data.business.businessName).toBe('Deck Sound');
  });

  it('sends the waiting save when the page is hidden or closed, and not again after', async () => {
    const { saves } = server(null);
    renderWithSession(routes, '/onboarding?type=vendor&source=partner');
    const name = await screen.findByLabelText(/^Business name/);
    vi.useFakeTimers();
    fireEvent.change(name, { target: { value: 'Deck Sound' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();

    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.init?.keepalive).toBe(true);
    expect(await steps().findByText('All changes saved')).toBeInTheDocument();
  });

  it('resumes a draft at its step without saving it again, its finished steps marked', async () => {
    const { saves } = server({ step: 'listing', data: { business }, updatedAt: '2030-05-01T11:00:00.000Z' });
    renderWithSession(routes, '/onboarding?type=vendor&source=partner');
    expect(await screen.findByRole('heading', { name: '2. Listing' })).toBeInTheDocument();
    expect(steps().getByRole('button', { name: /Business/ })).toHaveTextContent('(complete)');
    expect(steps().getByRole('button', { name: /Listing/ })).not.toHaveTextContent('(complete)');
    expect(screen.getByLabelText(/^Listing name/)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saves()).toHaveLength(0);
  });

  it("shows what a step lacks only once the review was seen, and drops a problem once it's fixed", async () => {
    server({ step: 'listing', data: { business }, updatedAt: '2030-05-01T11:00:00.000Z' });
    renderWithSession(routes, '/onboarding?type=vendor&source=partner');
    await screen.findByRole('heading', { name: '2. Listing' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Listing name/), 'D');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(steps().getByRole('button', { name: /Review/ }));
    expect(screen.getByRole('heading', { name: '8. Review' })).toBeInTheDocument();
    expect(screen.getByText('Name your listing.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one photo.')).toBeInTheDocument();
    expect(screen.getByText('Finish Listing, Photos, Pricing to submit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit Listing' }));
    expect(within(screen.getByRole('alert')).getByText('Name your listing.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Listing name/), 'eck Sound DJs');
    expect(await screen.findByRole('alert')).not.toHaveTextContent('Name your listing.');
    expect(steps().getByRole('button', { name: /Business/ })).toHaveTextContent('(complete)');
  });

  it('starts the listing from the business step, marks only visited steps complete, and reviews the data', async () => {
    server({ step: 'business', data: { business }, updatedAt: '2030-05-01T11:00:00.000Z' });
    renderWithSession(routes, '/onboarding?type=vendor&source=partner');
    await screen.findByRole('heading', { name: '1. Business' });
    // Nothing is required on the cancellation step, but it is not done before the partner has seen it.
    expect(steps().getByRole('button', { name: /Booking terms/ })).not.toHaveTextContent('(complete)');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: '2. Listing' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Listing name/)).toHaveValue('Deck Sound');
    expect(screen.getByLabelText(/^Description/)).toHaveValue(business.description);
    expect(screen.getByLabelText(/^City/)).toHaveValue('Austin');
    expect(screen.getByRole('button', { name: 'Music & DJs', pressed: true })).toBeInTheDocument();

    await user.click(steps().getByRole('button', { name: /Review/ }));
    expect(steps().getByRole('button', { name: /Booking terms/ })).toHaveTextContent('(complete)');
    expect(screen.getByText('Deck Sound · Dana Deck · Austin, TX')).toBeInTheDocument();
    expect(screen.getByText('Deck Sound · Music & DJs · Austin, TX')).toBeInTheDocument();
    expect(screen.queryByText('Ready.')).toBeNull();
  });
});
