// Per-render drawing context: randomness, palette, variant and the <defs> it collects.

import type { Palette } from './palettes.ts';
import type { Rng } from './random.ts';
import { f } from './svg.ts';

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Ctx {
  readonly defs: string[] = [];
  private counter = 0;
  private readonly cache = new Map<string, string>();

  constructor(
    readonly r: Rng,
    readonly p: Palette,
    readonly uid: string,
    readonly variant: number,
  ) {}

  id(): string {
    return `${this.uid}-${(this.counter++).toString(36)}`;
  }

  private cached(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = this.id();
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a * 100) === '100' ? 1 : (Math.round(a * 1000) / 1000).toString()}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient in the shape's bounding box (0..1) unless user space is given. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const key = `l|${JSON.stringify(stops)}|${x1},${y1},${x2},${y2},${userSpace}`;
    return this.cached(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    );
  }

  /** Radial gradient in the shape's bounding box. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r|${JSON.stringify(stops)}|${cx},${cy},${r},${fx},${fy}`;
    return this.cached(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
  }

  blur(std: number): string {
    return this.cached(
      `b|${std}`,
      (id) =>
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
  }

  clip(shape: string): string {
    const id = this.id();
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft light: a circle whose radial gradient fades to nothing. */
  glow(cx: number, cy: number, radius: number, color: string, opacity = 1): string {
    const fill = this.rad([
      [0, color, opacity],
      [0.25, color, opacity * 0.55],
      [0.6, color, opacity * 0.15],
      [1, color, 0],
    ]);
    return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="${fill}"/>`;
  }

  ellipseGlow(cx: number, cy: number, rx: number, ry: number, color: string, opacity = 1): string {
    const fill = this.rad([
      [0, color, opacity],
      [0.4, color, opacity * 0.4],
      [1, color, 0],
    ]);
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
  }
}
