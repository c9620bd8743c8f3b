// Stage lighting shared by the club, DJ and AV scenes.

import { clamp } from './color.ts';
import type { Ctx } from './context.ts';
import { rect, poly, line, g } from './svg.ts';

export function laserBeams(
  c: Ctx,
  sx: number,
  sy: number,
  n: number,
  colors: readonly string[],
  spread: [number, number],
): string {
  const soft: string[] = [];
  const hard: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const ang = ((spread[0] + (spread[1] - spread[0]) * t + c.r.range(-3, 3)) * Math.PI) / 180;
    const len = 1500;
    const ex = sx + Math.cos(ang) * len;
    const ey = sy + Math.sin(ang) * len;
    const col = c.r.pick(colors);
    const w = c.r.range(10, 34);
    const px = -Math.sin(ang) * w;
    const py = Math.cos(ang) * w;
    const grad = c.lin(
      [
        [0, col, 0.95],
        [0.5, col, 0.35],
        [1, col, 0],
      ],
      sx,
      sy,
      ex,
      ey,
      true,
    );
    soft.push(
      poly(
        [
          [sx, sy],
          [ex + px, ey + py],
          [ex - px, ey - py],
        ],
        grad,
      ),
    );
    hard.push(
      line(
        sx,
        sy,
        ex,
        ey,
        c.lin(
          [
            [0, '#ffffff', 0.95],
            [0.15, col, 0.9],
            [0.7, col, 0],
          ],
          sx,
          sy,
          ex,
          ey,
          true,
        ),
        1.6,
      ),
    );
  }
  return g(soft, `filter="${c.blur(7)}" opacity="0.9"`) + g(hard);
}

export function equalizer(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  bars: number,
  colors: [string, string],
): string {
  const out: string[] = [];
  const bw = w / bars;
  const grad = c.lin(
    [
      [0, colors[1]],
      [1, colors[0]],
    ],
    0,
    y,
    0,
    y + h,
    true,
  );
  let level = c.r.range(0.3, 0.8);
  for (let i = 0; i < bars; i++) {
    level = clamp(level + c.r.range(-0.25, 0.25), 0.1, 1);
    const bh = h * level;
    const segs = Math.floor(bh / 14);
    for (let s = 0; s < segs; s++) out.push(rect(x + i * bw + 2, y + h - (s + 1) * 14, bw - 4, 10, grad, 'rx="2"'));
  }
  return g(out);
}
