// Whether React has taken over the page: false while a server-rendered page is rendered and hydrated, true after it
// (and at once on a page the browser renders alone). A form on a server-rendered page that only works with the app
// (adding to the cart) keeps its button disabled until then: pressed earlier, the browser would submit the form
// itself, reloading the page and losing the press.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
