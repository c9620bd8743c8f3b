// Glasses and plated food for the restaurant and catering scenes.

import type { Ctx } from './context.ts';
import { leaf } from './primitives.ts';
import { f, circle, ellipse, path, line, g } from './svg.ts';

export function wineGlass(x: number, baseY: number, s: number, wine: string | null): string {
  const bowlTop = baseY - s * 2.1;
  const bowlBottom = baseY - s * 1.1;
  return g([
    line(x, bowlBottom, x, baseY, '#ffffff', s * 0.06, 'opacity="0.6"'),
    ellipse(x, baseY, s * 0.35, s * 0.08, '#ffffff', 'opacity="0.5"'),
    path(
      `M${f(x - s * 0.45)} ${f(bowlTop)} Q${f(x - s * 0.5)} ${f(bowlBottom)} ${f(x)} ${f(bowlBottom)} Q${f(x + s * 0.5)} ${f(bowlBottom)} ${f(x + s * 0.45)} ${f(bowlTop)} Z`,
      '#ffffff',
      'opacity="0.18"',
    ),
    wine
      ? path(
          `M${f(x - s * 0.46)} ${f(bowlTop + s * 0.45)} Q${f(x - s * 0.48)} ${f(bowlBottom)} ${f(x)} ${f(bowlBottom)} Q${f(x + s * 0.48)} ${f(bowlBottom)} ${f(x + s * 0.46)} ${f(bowlTop + s * 0.45)} Z`,
          wine,
          'opacity="0.85"',
        )
      : '',
    line(
      x - s * 0.3,
      bowlTop + s * 0.15,
      x - s * 0.34,
      bowlBottom - s * 0.2,
      '#ffffff',
      s * 0.05,
      'opacity="0.7" stroke-linecap="round"',
    ),
  ]);
}

export function plateFood(c: Ctx, x: number, y: number, rx: number, ry: number): string {
  const { r, p } = c;
  const out: string[] = [
    ellipse(x + 6, y + ry * 0.25, rx * 1.02, ry * 1.02, '#000000', `opacity="0.3" filter="${c.blur(6)}"`),
    ellipse(x, y, rx, ry, '#f7f4ee'),
    ellipse(x, y, rx * 0.72, ry * 0.72, '#ece7de'),
    ellipse(x - rx * 0.3, y - ry * 0.35, rx * 0.35, ry * 0.12, '#ffffff', 'opacity="0.7"'),
  ];
  const sauce = r.pick([p.accent, '#8c2f1b', '#e8b04b', '#6a8f3a']);
  const a0 = r.range(0, Math.PI * 2);
  out.push(
    path(
      `M${f(x + Math.cos(a0) * rx * 0.5)} ${f(y + Math.sin(a0) * ry * 0.5)} A${f(rx * 0.5)} ${f(ry * 0.5)} 0 0 1 ${f(x + Math.cos(a0 + 2.2) * rx * 0.5)} ${f(y + Math.sin(a0 + 2.2) * ry * 0.5)}`,
      'none',
      `stroke="${sauce}" stroke-width="${f(ry * 0.12)}" stroke-linecap="round" opacity="0.85"`,
    ),
  );
  for (let i = 0; i < 7; i++) {
    const a = a0 + 2.6 + i * 0.35;
    out.push(circle(x + Math.cos(a) * rx * 0.48, y + Math.sin(a) * ry * 0.48, ry * r.range(0.02, 0.045), sauce));
  }
  const main = r.pick(['#c56a3a', '#f08a6a', '#e9d8b0', '#7a4a2a', '#f2c14e']);
  out.push(
    ellipse(x + rx * 0.04, y + ry * 0.06, rx * 0.3, ry * 0.22, '#000000', 'opacity="0.15"'),
    ellipse(
      x,
      y,
      rx * r.range(0.22, 0.3),
      ry * r.range(0.16, 0.22),
      main,
      `transform="rotate(${f(r.range(-30, 30))} ${f(x)} ${f(y)})"`,
    ),
    ellipse(x - rx * 0.06, y - ry * 0.06, rx * 0.12, ry * 0.05, '#ffffff', 'opacity="0.35"'),
  );
  const foodCols = [p.accent2, '#7cb342', '#f3d36b', '#5b8c3a', '#d7263d', '#ffffff'];
  for (let i = 0; i < r.int(6, 12); i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(0.05, 0.35);
    const fx = x + Math.cos(a) * rx * d;
    const fy = y + Math.sin(a) * ry * d;
    if (r.chance(0.5))
      out.push(leaf(fx, fy, rx * r.range(0.08, 0.14), r.range(0, 360), r.pick(['#4f7d3a', '#7cb342', '#2f5a24'])));
    else out.push(circle(fx, fy, ry * r.range(0.03, 0.07), r.pick(foodCols)));
  }
  return g(out);
}
