import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { bokeh, pendant } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, g } from '../svg.ts';
import { wineGlass, plateFood } from '../tableware.ts';

export function restaurant(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, shade(p.deep, 0.04)],
        [1, p.deep],
      ]),
    ),
  );
  // back room: shelves, warm lights
  out.push(
    rect(
      0,
      0,
      W,
      420,
      c.lin([
        [0, shade(p.mid, -0.08)],
        [1, p.mid],
      ]),
      'opacity="0.7"',
    ),
  );
  for (let x = r.range(-40, 60); x < W; x += r.range(240, 320)) {
    out.push(rect(x, 120, 180, 8, shade(p.mid, 0.1)), rect(x, 220, 180, 8, shade(p.mid, 0.1)));
    for (let k = 0; k < 6; k++)
      out.push(
        rect(
          x + 10 + k * 28,
          120 - r.range(24, 50),
          16,
          50,
          r.pick([p.accent, p.accent2, '#3c5a3a']),
          'opacity="0.55" rx="3"',
        ),
      );
  }
  out.push(
    g(bokeh(c, 28, [p.glow, p.accent2, p.glow], { x: 0, y: 60, w: W, h: 380 }, [14, 48]), `filter="${c.blur(6)}"`),
  );
  for (let k = 0; k < r.int(2, 4); k++)
    out.push(pendant(c, r.range(100, 1100), 0, r.range(60, 160), r.range(22, 34), shade(p.accent2, -0.25)));
  const layout = c.variant % 3;
  if (layout === 1) {
    // dining room with small tables
    for (const row of [
      { y: 470, s: 0.6 },
      { y: 560, s: 0.85 },
    ]) {
      for (let x = r.range(40, 140); x < W; x += 260 * row.s + r.range(40, 90)) {
        out.push(
          ellipse(x, row.y, 90 * row.s, 22 * row.s, '#efe3cf'),
          rect(x - 6 * row.s, row.y, 12 * row.s, 110 * row.s, '#140c08'),
          c.glow(x, row.y - 14 * row.s, 40 * row.s, p.glow, 0.9),
          circle(x, row.y - 10 * row.s, 4 * row.s, '#fff0c8'),
        );
      }
    }
    out.push(
      rect(
        0,
        640,
        W,
        160,
        c.lin([
          [0, shade(p.mid, -0.1)],
          [1, p.deep],
        ]),
      ),
    );
  }
  // foreground table
  const tableTop = layout === 1 ? 660 : r.range(470, 540);
  const wood = r.chance(0.5);
  out.push(
    path(
      `M-40 ${f(H)} L${f(r.range(60, 160))} ${f(tableTop)} L${f(r.range(1040, 1140))} ${f(tableTop)} L${W + 40} ${f(H)} Z`,
      c.lin(
        wood
          ? [
              [0, '#6a3f24'],
              [1, '#3a2112'],
            ]
          : [
              [0, '#efe6d6'],
              [1, '#c8b9a2'],
            ],
      ),
    ),
  );
  if (layout !== 1) {
    const plates = layout === 0 ? r.int(2, 3) : 1;
    for (let i = 0; i < plates; i++) {
      const px = plates === 1 ? r.range(450, 750) : 250 + i * (700 / Math.max(1, plates - 1)) + r.range(-40, 40);
      const py = tableTop + (H - tableTop) * r.range(0.4, 0.65);
      const s = plates === 1 ? 260 : r.range(150, 190);
      out.push(plateFood(c, px, py, s, s * 0.38));
    }
    for (let i = 0; i < r.int(2, 4); i++)
      out.push(
        wineGlass(
          r.range(120, 1080),
          tableTop + r.range(20, 90),
          r.range(55, 80),
          r.chance(0.7) ? r.pick(['#7a0f22', '#f3d16a', '#e88ca0']) : null,
        ),
      );
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const x = r.range(100, 1100);
    const y = tableTop + r.range(10, 60);
    out.push(
      c.glow(x, y - 40, 90, p.glow, 0.8),
      rect(x - 9, y - 40, 18, 40, '#f6ead4', 'rx="3"'),
      ellipse(x, y - 48, 4, 9, '#fff2b0'),
    );
  }
  return out.join('');
}
