// A floating launcher covers whatever scrolls under it. Content a visitor must read or use where it first shows
// (a venue's "Available Today", the home page's search box) carries this attribute, and the launcher steps
// aside while it would cover any of it.
import { useEffect, useState, type RefObject } from 'react';

export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

const RECHECK_MS = 500;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether the element at `ref` (fixed, kept in the layout while hidden) sits over content marked to keep clear. */
export function useCoversKeptClear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = ref.current?.getBoundingClientRect();
      const kept = document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`);
      setCovers(Boolean(box) && [...kept].some((element) => overlaps(box!, element.getBoundingClientRect())));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // Pages render their content after the launcher shows (data loads): look again now and then, besides on scroll.
    const poll = setInterval(schedule, RECHECK_MS);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(poll);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, active]);

  return active && covers;
}
