// §4/§9 cart drawer timing: when the item count rises while the drawer is closed it opens after 150 ms,
// then closes by itself after 10 s unless the user is in it. A drawer the user opened stays open.
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { CART_LIMITS } from '#shared/constants.ts';

type Timer = ReturnType<typeof setTimeout>;

export interface CartDrawerAuto {
  open: boolean;
  /** True while the drawer is open because the cart grew (not because the user opened it). */
  autoOpened: boolean;
  setOpen: (open: boolean) => void;
  /** Spread on the drawer: the pointer inside pauses the auto-close (a fresh 10 s when it leaves);
   *  keyboard focus on a control, a tap or a key press inside cancels it. */
  drawerHandlers: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onPointerDown: () => void;
    onKeyDown: () => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** `itemCount`: null while the cart is not known yet (its saved copy being read back), which is no growth.
 *  `startCount`: the count growth is measured from, once it is (the cart may have grown before the shell mounted). */
export function useCartDrawerAuto(itemCount: number | null, startCount: number = itemCount ?? 0): CartDrawerAuto {
  const [open, setOpenState] = useState(false);
  const [autoOpened, setAutoOpened] = useState(false);
  const openRef = useRef(false);
  const previousCount = useRef<number | null>(null);
  const openTimer = useRef<Timer | null>(null);
  const closeTimer = useRef<Timer | null>(null);
  // Auto-close armed (drawer opened by the cart) and the pointer inside.
  const armed = useRef(false);
  const pointerInside = useRef(false);

  const clearTimer = (timer: { current: Timer | null }) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const apply = useCallback((next: boolean, automatic: boolean) => {
    clearTimer(openTimer);
    clearTimer(closeTimer);
    openRef.current = next;
    armed.current = next && automatic;
    if (!next) pointerInside.current = false;
    setOpenState(next);
    setAutoOpened(next && automatic);
  }, []);

  const startCloseTimer = useCallback(() => {
    clearTimer(closeTimer);
    if (!armed.current || pointerInside.current) return;
    closeTimer.current = setTimeout(() => apply(false, false), CART_LIMITS.drawerAutoCloseMs);
  }, [apply]);

  const disarm = useCallback(() => {
    armed.current = false;
    clearTimer(closeTimer);
  }, []);

  useEffect(() => {
    if (itemCount === null) return;
    const previous = previousCount.current ?? startCount;
    previousCount.current = itemCount;
    if (itemCount <= previous) return;
    if (openRef.current) {
      // Still open from an earlier addition: give the new one its full 10 s.
      startCloseTimer();
      return;
    }
    // A cart that grew in a background tab (synced from another tab) does not pop open there.
    if (document.visibilityState === 'hidden') return;
    clearTimer(openTimer);
    openTimer.current = setTimeout(() => {
      apply(true, true);
      startCloseTimer();
    }, CART_LIMITS.drawerAutoOpenDelayMs);
  }, [itemCount, startCount, apply, startCloseTimer]);

  useEffect(
    () => () => {
      clearTimer(openTimer);
      clearTimer(closeTimer);
    },
    [],
  );

  const setOpen = useCallback((next: boolean) => apply(next, false), [apply]);

  const drawerHandlers = {
    onPointerEnter: () => {
      pointerInside.current = true;
      clearTimer(closeTimer);
    },
    onPointerLeave: () => {
      pointerInside.current = false;
      startCloseTimer();
    },
    onPointerDown: disarm,
    onKeyDown: disarm,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // The drawer itself takes focus when it opens on its own; focus reaching a control inside is the user.
      if (event.target !== event.currentTarget) disarm();
    },
  };

  return { open, autoOpened, setOpen, drawerHandlers };
}
