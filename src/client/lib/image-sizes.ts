// An image's `sizes` attribute worked out from where it sits in the page, so the browser picks the srcset width that
// fits before any CSS has loaded. Widths follow the page column (`container-page` in styles.css) and Tailwind's
// breakpoints; a layout says, from each breakpoint up, which grid the image is in.

/** `container-page`: at most 80rem wide, inset 1.25rem each side, 2rem from 768 px, 2.5rem from 1280 px. */
const PAGE_MAX_REM = 80;
const PAGE_INSETS: readonly (readonly [minWidth: number, rem: number])[] = [
  [0, 1.25],
  [768, 2],
  [1280, 2.5],
];
const REM_PX = 16;

/** Where the image sits at one breakpoint: in a grid of the page column, unless it bleeds to the viewport's edges. */
export interface ImageSlot {
  /** Columns of its grid (1). */
  columns?: number;
  /** Gap between those columns, in rem (0). */
  gapRem?: number;
  /** Columns the image spans (1). */
  span?: number;
  /** Room taken beside the grid in the page column (a sidebar and its gap), in rem (0). */
  asideRem?: number;
  /** Share of its cell the image takes, e.g. 0.78 for a rail card `w-[78%]` (1). */
  share?: number;
  /** The image runs from one edge of the viewport to the other instead of the page column. */
  bleed?: boolean;
  /** Widest the image gets, in rem (a `max-w-*` box). */
  maxRem?: number;
  /** Not shown at these widths: the smallest file is enough should the browser fetch it. */
  hidden?: boolean;
}

/** The slot from each min-width (px) up; needs 0. */
export type ImageLayout = Readonly<Record<number, ImageSlot>>;

/** A width of `vw` viewports plus `rem` (either may be 0). */
interface Length {
  vw: number;
  rem: number;
}

const plus = (a: Length, b: Length): Length => ({ vw: a.vw + b.vw, rem: a.rem + b.rem });
const times = (a: Length, k: number): Length => ({ vw: a.vw * k, rem: a.rem * k });
const round = (n: number) => Number(n.toFixed(3));

function inset(minWidth: number): number {
  return PAGE_INSETS.filter(([from]) => from <= minWidth).at(-1)![1];
}

/** The page column's content width from `minWidth` up to the next breakpoint. */
function pageColumn(minWidth: number): Length {
  const padding = 2 * inset(minWidth);
  return minWidth >= PAGE_MAX_REM * REM_PX ? { vw: 0, rem: PAGE_MAX_REM - padding } : { vw: 1, rem: -padding };
}

function slotWidth(slot: ImageSlot, minWidth: number): Length {
  const { columns = 1, gapRem = 0, span = 1, asideRem = 0, share = 1 } = slot;
  const content = slot.bleed ? { vw: 1, rem: 0 } : plus(pageColumn(minWidth), { vw: 0, rem: -asideRem });
  const column = times(plus(content, { vw: 0, rem: -(columns - 1) * gapRem }), 1 / columns);
  return times(plus(times(column, span), { vw: 0, rem: (span - 1) * gapRem }), share);
}

function format(length: Length): string {
  if (length.vw === 0) return `${Math.round(length.rem * REM_PX)}px`;
  const vw = `${round(length.vw * 100)}vw`;
  if (round(length.rem) === 0) return vw;
  return `calc(${vw} ${length.rem < 0 ? '-' : '+'} ${round(Math.abs(length.rem))}rem)`;
}

/** The sizes from `minWidth` up to `next` (px): one, or two when the image reaches its widest in between. */
function sizesBetween(slot: ImageSlot, minWidth: number, next: number): [minWidth: number, size: string][] {
  if (slot.hidden) return [[minWidth, '1px']];
  const width = slotWidth(slot, minWidth);
  if (slot.maxRem === undefined) return [[minWidth, format(width)]];
  const widest = { vw: 0, rem: slot.maxRem };
  if (width.vw === 0) return [[minWidth, format(width.rem < slot.maxRem ? width : widest)]];
  const reached = Math.ceil(((slot.maxRem - width.rem) * REM_PX) / width.vw);
  if (reached <= minWidth) return [[minWidth, format(widest)]];
  if (reached >= next) return [[minWidth, format(width)]];
  return [
    [minWidth, format(width)],
    [reached, format(widest)],
  ];
}

/** The `sizes` attribute for an image placed as `layout` says. */
export function imageSizes(layout: ImageLayout): string {
  const starts = Object.keys(layout).map(Number);
  if (!starts.includes(0)) throw new Error('an image layout starts at min-width 0');
  const breakpoints = [...new Set([...starts, ...PAGE_INSETS.map(([from]) => from)])].sort((a, b) => a - b);
  const rules = breakpoints.flatMap((minWidth, i) => {
    const slot = layout[Math.max(...starts.filter((start) => start <= minWidth))]!;
    return sizesBetween(slot, minWidth, breakpoints[i + 1] ?? Infinity);
  });
  // One rule for each change of size, widest first: the browser takes the first whose media matches.
  const changes = rules.filter(([, size], i) => i === 0 || size !== rules[i - 1]![1]);
  return changes
    .reverse()
    .map(([minWidth, size]) => (minWidth === 0 ? size : `(min-width: ${minWidth}px) ${size}`))
    .join(', ');
}
