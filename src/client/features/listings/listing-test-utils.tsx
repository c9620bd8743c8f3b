// Renders the listing pages the way the app does (session, auth modal, cart) for the client tests.
import { Outlet, useLocation } from 'react-router';
import type { Me } from '#shared/session.ts';
import { GUEST_ME, renderWithSession, stubFetch } from '../../test/render.tsx';
import { CartProvider } from '../cart/index.ts';
import { VendorPage, VenuePage } from './listing-pages.tsx';

function MessagesProbe() {
  const location = useLocation();
  return (
    <p>
      Messages page <output aria-label="Messages query">{location.search}</output>
    </p>
  );
}

export const listingRoutes = [
  {
    element: (
      <CartProvider>
        <Outlet />
      </CartProvider>
    ),
    children: [
      { path: '/venue/:id', element: <VenuePage /> },
      { path: '/vendor/:id', element: <VendorPage /> },
      { path: '/messages', element: <MessagesProbe /> },
      { path: '/discover', element: <p>Discover page</p> },
    ],
  },
];

export function renderListingPage(
  path: string,
  overrides: Record<string, () => Response | Promise<Response>>,
  me: Me = GUEST_ME,
) {
  const stub = stubFetch(me, overrides);
  return { ...renderWithSession(listingRoutes, path), ...stub };
}
