// Keyboard-only helpers (issue 9): move focus with Tab and check that wherever it lands can be seen.
import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element looks like, measured on the page. */
interface FocusLook {
  /** The focused element, as a person would read it: tag, role and name. */
  element: string;
  /** Whether the element, or a wrapper drawing the ring around it, shows an outline or shadow it lacks unfocused. */
  ring: boolean;
  /** Whether focus is on the element given (a locator's evaluate passes it), so one call answers both. */
  reached: boolean;
  /** Whether focus is on or inside the element given (a dialog keeping focus in). */
  within: boolean;
}

/** How long a look at the focus waits for its element. */
const LOOK_TIMEOUT_MS = 10_000;

/**
 * Reads getComputedStyle of document.activeElement and of the three wrappers above it (cards and search bars draw
 * their ring with :focus-within or :has(:focus-visible)), and compares each with an unfocused copy of itself
 * placed beside it. The ring counts when a copy differs and the focused style has a visible outline or shadow.
 */
function lookAtFocus(target: Element | void): Promise<FocusLook> {
  return (async () => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { element: 'nothing', ring: false, reached: false, within: false };
    const chain: Element[] = [active];
    while (chain.length < 4 && chain.at(-1)?.parentElement) chain.push(chain.at(-1)!.parentElement!);
    // Let a ring that fades in (a box-shadow transition) reach its final look. Only the rings looked at: a transition
    // elsewhere may never end, in a part of the page scrolled away that the browser does not render
    // (content-visibility: auto).
    const transitions = document.getAnimations().filter((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return animation instanceof CSSTransition && target !== null && chain.includes(target);
    });
    const settled = Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    // A transition the browser stops ticking (a frame it throttles) never finishes; a ring fades in far sooner than
    // a second. (A literal: this function runs in the page, where the module's constants are not.)
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1_000))]);

    const shadowVisible = (shadow: string) =>
      shadow.split(/,(?![^(]*\))/).some((layer) => {
        const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(layer)?.[1];
        const lengths = layer.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        return shadow !== 'none' && alpha !== '0' && lengths.some((length) => parseFloat(length) !== 0);
      });
    // An element's own box, and the ::before or ::after some rings are drawn on (over a photo, say).
    const look = (element: Element) => {
      const styles = [null, '::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo));
      const outlined = (style: CSSStyleDeclaration) =>
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !/rgba\([^)]*,\s*0\)/.test(style.outlineColor);
      return {
        key: styles
          .map((style) => `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`)
          .join(' / '),
        visible: styles.some((style) => outlined(style) || shadowVisible(style.boxShadow)),
      };
    };
    const unfocused = (element: Element) => {
      const copy = element.cloneNode(false) as Element;
      copy.removeAttribute('id');
      element.after(copy);
      const seen = look(copy).key;
      copy.remove();
      return seen;
    };

    const ring = chain.some((element) => {
      const focused = look(element);
      return focused.visible && focused.key !== unfocused(element);
    });
    const name =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      '';
    const role = active.getAttribute('role') ?? (active as HTMLInputElement).type ?? '';
    return {
      element: `<${active.localName}${role ? ` ${role}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
      ring,
      reached: active === target,
      within: target?.contains(active) ?? false,
    };
  })();
}

/**
 * Fails unless the focused element shows a ring. A ring is looked at again for a moment before failing: on a busy
 * machine the style of a just-focused element can lag a frame behind the focus, which no person would see.
 */
async function expectRing(look: () => Promise<FocusLook>): Promise<FocusLook> {
  const first = await look();
  if (!first.ring)
    await expect
      .poll(async () => (await look()).ring, {
        message: `no visible focus indicator on ${first.element}`,
        timeout: 2_000,
      })
      .toBe(true);
  return first;
}

/** Fails unless focus is on `target` and shows a focus ring. */
export async function expectFocused(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expectRing(() => page.evaluate(lookAtFocus));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, checking that every element passed
 * on the way shows where focus is.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Bounded: a locator waits for its element without end when the configuration sets no action time-out.
    const look = await expectRing(() => target.evaluate(lookAtFocus, undefined, { timeout: LOOK_TIMEOUT_MS }));
    if (look.reached) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs forwards round `dialog` and back again, past each stop at least once: focus never leaves it and shows. */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not(:disabled), input:not(:disabled), textarea, select, [tabindex]:not([tabindex="-1"])',
      ).length,
    undefined,
    { timeout: LOOK_TIMEOUT_MS },
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= stops + 1; press += 1) {
      await page.keyboard.press(key);
      const look = await dialog.evaluate(lookAtFocus, undefined, { timeout: LOOK_TIMEOUT_MS });
      expect(look.within, `${key} took focus out of the dialog, to ${look.element}`).toBe(true);
      expect(look.ring, `no visible focus indicator on ${look.element}`).toBe(true);
    }
  }
}

/** Escape closes `dialog` and focus goes back to `opener`. */
export async function expectEscapeReturnsTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocused(page, opener);
}
