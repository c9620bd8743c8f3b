// Shared motifs: figures, crowds, foliage, flowers, confetti, bokeh and lights.

import { shade, mix } from './color.ts';
import type { Ctx } from './context.ts';
import { W, H, f, rect, circle, ellipse, path, line, g } from './svg.ts';

/** A standing figure, feet at (x, baseY), h tall; style 1 wears a dress. */
export function person(x: number, baseY: number, h: number, fill: string, armsUp = false, style = 0): string {
  const sw = h * 0.115;
  const ys = baseY - h * 0.8;
  const yw = baseY - h * 0.52;
  const yh = baseY - h * 0.44;
  const P = (dx: number, dy: number) => `${f(x + dx * h)} ${f(baseY - dy * h)}`;
  const legs =
    style === 1
      ? `L${f(x + h * 0.075)} ${f(yw)} L${P(0.16, 0.17)} L${P(0.04, 0.17)} L${P(0.035, 0)} L${P(0.012, 0)} L${P(0.01, 0.17)} L${P(-0.01, 0.17)} L${P(-0.012, 0)} L${P(-0.035, 0)} L${P(-0.04, 0.17)} L${P(-0.16, 0.17)} L${f(x - h * 0.075)} ${f(yw)}`
      : `L${f(x + h * 0.08)} ${f(yw)} L${f(x + h * 0.095)} ${f(yh)} L${P(0.075, 0)} L${P(0.018, 0)} L${P(0, 0.4)} L${P(-0.018, 0)} L${P(-0.075, 0)} L${f(x - h * 0.095)} ${f(yh)} L${f(x - h * 0.08)} ${f(yw)}`;
  const body = path(
    `M${f(x - sw * 0.92)} ${f(ys + h * 0.02)} Q${f(x - sw)} ${f(ys - h * 0.01)} ${f(x - sw * 0.5)} ${f(ys - h * 0.018)} L${P(-0.028, 0.835)} L${P(0.028, 0.835)} L${f(x + sw * 0.5)} ${f(ys - h * 0.018)} Q${f(x + sw)} ${f(ys - h * 0.01)} ${f(x + sw * 0.92)} ${f(ys + h * 0.02)} ${legs} Z`,
    fill,
  );
  const head = ellipse(x, baseY - h * 0.9, h * 0.058, h * 0.068, fill);
  const armEnd = (side: number) =>
    armsUp ? [x + side * sw * 1.7, ys - h * 0.27] : [x + side * (sw + h * 0.012), baseY - h * 0.45];
  const arms = [-1, 1]
    .map((side) => {
      const [ex, ey] = armEnd(side) as [number, number];
      return line(x + side * sw * 0.9, ys + h * 0.03, ex, ey, fill, h * 0.048, 'stroke-linecap="round"');
    })
    .join('');
  return body + head + arms;
}

/** Head and shoulders for crowds; s is a scale about the head size. */
export function bust(x: number, y: number, s: number, fill: string, arm: number): string {
  let out =
    circle(x, y - s * 0.95, s * 0.38, fill) +
    path(
      `M${f(x - s * 0.95)} ${f(y + s * 1.4)} Q${f(x - s * 0.9)} ${f(y - s * 0.45)} ${f(x)} ${f(y - s * 0.5)} Q${f(x + s * 0.9)} ${f(y - s * 0.45)} ${f(x + s * 0.95)} ${f(y + s * 1.4)} Z`,
      fill,
    );
  if (arm !== 0) {
    const side = arm > 0 ? 1 : -1;
    const hx = x + side * s * (0.9 + Math.abs(arm) * 0.5);
    const hy = y - s * (2.2 + Math.abs(arm));
    out +=
      line(x + side * s * 0.6, y - s * 0.2, hx, hy, fill, s * 0.32, 'stroke-linecap="round"') +
      circle(hx, hy, s * 0.24, fill);
  }
  return out;
}

export function crowd(c: Ctx, top: number, rows: number, color: string, farColor: string): string {
  const out: string[] = [];
  for (let row = 0; row < rows; row++) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const s = 12 + t * t * 34;
    const y = top + t * (H - top - 20);
    const col = mix(farColor, color, t);
    let x = -20 + c.r.range(0, s * 2);
    while (x < W + 30) {
      const arm = c.r.chance(0.22) ? c.r.range(-1, 1) : 0;
      out.push(bust(x, y + c.r.range(-6, 6), s * c.r.range(0.9, 1.1), col, arm));
      x += s * c.r.range(1.5, 2.3);
    }
    out.push(rect(-10, y + s * 0.9, W + 20, H, col));
  }
  return out.join('');
}

export function leaf(x: number, y: number, len: number, angle: number, fill: string, extra = ''): string {
  return path(
    `M0 0 Q${f(len * 0.45)} ${f(-len * 0.3)} ${f(len)} 0 Q${f(len * 0.45)} ${f(len * 0.3)} 0 0 Z`,
    fill,
    `transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"${extra ? ` ${extra}` : ''}`,
  );
}

export function flower(
  c: Ctx,
  x: number,
  y: number,
  radius: number,
  color: string,
  center: string,
  petals = 5,
): string {
  const out: string[] = [];
  const rot = c.r.range(0, 360);
  const layers = radius > 18 ? 3 : 1;
  for (let layer = 0; layer < layers; layer++) {
    const rr = radius * (1 - layer * 0.27);
    const col = shade(color, layer * 0.07);
    const n = petals + layer * 2;
    for (let k = 0; k < n; k++) {
      const a = rot + (k * 360) / n + layer * 17;
      out.push(
        ellipse(
          x,
          y - rr * 0.52,
          rr * 0.34,
          rr * 0.55,
          col,
          `transform="rotate(${f(a)} ${f(x)} ${f(y)})" opacity="0.95"`,
        ),
      );
    }
  }
  out.push(circle(x, y, radius * 0.2, center));
  return g(out);
}

export function confetti(c: Ctx, n: number, colors: readonly string[], area = { x: 0, y: 0, w: W, h: H }): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = area.x + c.r.range(0, area.w);
    const y = area.y + c.r.range(0, area.h);
    const col = c.r.pick(colors);
    const s = c.r.range(6, 16);
    if (c.r.chance(0.3)) out.push(circle(x, y, s * 0.35, col, `opacity="${f(c.r.range(0.6, 1))}"`));
    else
      out.push(
        rect(
          x,
          y,
          s,
          s * 0.45,
          col,
          `transform="rotate(${f(c.r.range(0, 180))} ${f(x)} ${f(y)})" opacity="${f(c.r.range(0.6, 1))}"`,
        ),
      );
  }
  return out.join('');
}

export function bokeh(
  c: Ctx,
  n: number,
  colors: readonly string[],
  area: { x: number; y: number; w: number; h: number },
  size: [number, number],
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const col = c.r.pick(colors);
    const rr = c.r.range(size[0], size[1]);
    const x = area.x + c.r.range(0, area.w);
    const y = area.y + c.r.range(0, area.h);
    out.push(
      circle(
        x,
        y,
        rr,
        c.rad([
          [0, col, 0.55],
          [0.8, col, 0.4],
          [1, col, 0.05],
        ]),
        `opacity="${f(c.r.range(0.35, 0.9))}"`,
      ),
    );
  }
  return out.join('');
}

/** Points along a quadratic curve. */
function quadPoints(
  x0: number,
  y0: number,
  cx: number,
  cy: number,
  x1: number,
  y1: number,
  n: number,
): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const d = t * t;
    pts.push([a * x0 + b * cx + d * x1, a * y0 + b * cy + d * y1]);
  }
  return pts;
}

export function stringLights(
  c: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  bulbs: number,
  bulbSize: number,
): string {
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + sag;
  const out: string[] = [
    path(
      `M${f(x0)} ${f(y0)} Q${f(cx)} ${f(cy)} ${f(x1)} ${f(y1)}`,
      'none',
      `stroke="#15110f" stroke-opacity="0.7" stroke-width="${f(bulbSize * 0.35)}"`,
    ),
  ];
  for (const [x, y] of quadPoints(x0, y0, cx, cy, x1, y1, bulbs).slice(1, -1)) {
    out.push(c.glow(x, y + bulbSize, bulbSize * 5, c.p.glow, 0.55));
    out.push(circle(x, y + bulbSize, bulbSize, '#fff7df'));
  }
  return out.join('');
}

export function pendant(c: Ctx, x: number, ceiling: number, drop: number, size: number, shadeColor: string): string {
  const y = ceiling + drop;
  return (
    line(x, ceiling, x, y, '#111111', 2) +
    c.glow(x, y + size * 0.7, size * 4.5, c.p.glow, 0.45) +
    path(
      `M${f(x - size)} ${f(y + size * 0.6)} Q${f(x - size)} ${f(y)} ${f(x)} ${f(y)} Q${f(x + size)} ${f(y)} ${f(x + size)} ${f(y + size * 0.6)} Z`,
      shadeColor,
    ) +
    ellipse(x, y + size * 0.62, size * 0.55, size * 0.16, '#fff6dc')
  );
}

export function plant(c: Ctx, x: number, baseY: number, size: number, green: string, pot: string): string {
  const out: string[] = [];
  const n = c.r.int(7, 12);
  for (let i = 0; i < n; i++) {
    const a = -90 + c.r.range(-70, 70);
    out.push(leaf(x, baseY - size * 0.45, size * c.r.range(0.6, 1.05), a, shade(green, c.r.range(-0.08, 0.08))));
  }
  out.push(
    path(
      `M${f(x - size * 0.32)} ${f(baseY - size * 0.5)} L${f(x + size * 0.32)} ${f(baseY - size * 0.5)} L${f(x + size * 0.24)} ${f(baseY)} L${f(x - size * 0.24)} ${f(baseY)} Z`,
      pot,
    ),
  );
  return g(out);
}
