// Abstract paintings, for the gallery walls and the photography scene.

import { shade, mix } from './color.ts';
import type { Ctx } from './context.ts';
import { f, rect, circle, path, poly, line, g } from './svg.ts';

export function abstractArt(c: Ctx, x: number, y: number, w: number, h: number): string {
  const { r, p } = c;
  const clip = c.clip(rect(x, y, w, h, '#000'));
  const style = r.int(0, 4);
  const colors = [p.accent, p.accent2, shade(p.accent, 0.2), p.deep, mix(p.accent, p.accent2, 0.5), '#f2e9d8'];
  const bgc = r.pick([p.light, shade(p.accent2, 0.35), '#efe7da', shade(p.deep, 0.1), mix(p.accent, '#ffffff', 0.7)]);
  const items: string[] = [rect(x, y, w, h, bgc)];
  if (style === 0) {
    // colour field
    const bands = r.int(2, 3);
    for (let i = 0; i < bands; i++) {
      items.push(
        rect(
          x + w * 0.08,
          y + h * (0.08 + (i * 0.86) / bands),
          w * 0.84,
          (h * 0.86) / bands - h * 0.04,
          r.pick(colors),
          `filter="${c.blur(3)}" opacity="0.9"`,
        ),
      );
    }
  } else if (style === 1) {
    // geometric
    for (let i = 0; i < r.int(4, 8); i++) {
      const cx = x + r.range(0, w);
      const cy = y + r.range(0, h);
      const s = r.range(0.1, 0.45) * Math.min(w, h);
      const col = r.pick(colors);
      if (r.chance(0.5)) items.push(circle(cx, cy, s, col, 'opacity="0.9"'));
      else
        items.push(
          poly(
            [
              [cx, cy - s],
              [cx + s, cy + s * 0.8],
              [cx - s, cy + s * 0.8],
            ],
            col,
            'opacity="0.9"',
          ),
        );
    }
    items.push(line(x, y + r.range(0, h), x + w, y + r.range(0, h), p.deep, 3));
  } else if (style === 2) {
    // waves
    const n = r.int(5, 9);
    for (let i = 0; i < n; i++) {
      const yy = y + (h * (i + 1)) / (n + 1);
      const amp = r.range(6, h / 8);
      items.push(
        path(
          `M${f(x)} ${f(yy)} C${f(x + w * 0.3)} ${f(yy - amp)} ${f(x + w * 0.6)} ${f(yy + amp)} ${f(x + w)} ${f(yy)} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)} Z`,
          colors[i % colors.length] ?? p.accent,
          'opacity="0.55"',
        ),
      );
    }
  } else if (style === 3) {
    // sun and horizon
    items.push(
      rect(x, y + h * 0.6, w, h * 0.4, r.pick(colors)),
      circle(x + w * r.range(0.3, 0.7), y + h * 0.6, Math.min(w, h) * 0.28, r.pick(colors)),
    );
  } else {
    // dots grid
    const cols = r.int(3, 6);
    const step = w / cols;
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < Math.floor(h / step); j++)
        items.push(circle(x + step * (i + 0.5), y + step * (j + 0.5), step * r.range(0.15, 0.42), r.pick(colors)));
  }
  return g(items, `clip-path="${clip}"`);
}
