import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { leaf, flower, bokeh, stringLights } from '../primitives.ts';
import { W, H, f, rect, circle, path, poly, g } from '../svg.ts';

export function garden(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const horizon = r.range(360, 430);
  const golden = r.chance(0.5);
  out.push(
    rect(
      0,
      0,
      W,
      horizon + 60,
      c.lin(
        golden
          ? [
              [0, '#8fb8e0'],
              [0.6, mix(p.light, '#ffe6b8', 0.5)],
              [1, p.glow],
            ]
          : [
              [0, '#6fa8dc'],
              [0.7, p.light],
              [1, '#ffffff'],
            ],
      ),
    ),
  );
  out.push(c.glow(r.range(200, 1000), horizon - 60, 420, p.glow, golden ? 0.7 : 0.4));
  // tree line
  const trees: string[] = [];
  for (let x = -60; x < W + 60; x += r.range(40, 90))
    trees.push(circle(x, horizon - r.range(0, 60), r.range(50, 110), shade(p.deep, r.range(0.05, 0.15))));
  out.push(g(trees, `filter="${c.blur(6)}" opacity="0.85"`));
  const trees2: string[] = [];
  for (let x = -60; x < W + 60; x += r.range(50, 110))
    trees2.push(circle(x, horizon + 20 - r.range(0, 40), r.range(50, 90), shade(p.mid, r.range(-0.12, 0))));
  out.push(g(trees2, `filter="${c.blur(3)}"`));
  // lawn with mowing stripes
  out.push(
    rect(
      0,
      horizon + 30,
      W,
      H - horizon,
      c.lin([
        [0, shade(p.mid, 0.05)],
        [1, shade(p.mid, -0.1)],
      ]),
    ),
  );
  const stripes: string[] = [];
  for (let i = -8; i < 14; i += 2)
    stripes.push(
      poly(
        [
          [600 + i * 20, horizon + 30],
          [600 + (i + 1) * 20, horizon + 30],
          [600 + (i + 1) * 200, H],
          [600 + i * 200, H],
        ],
        '#ffffff',
        'opacity="0.05"',
      ),
    );
  out.push(g(stripes));
  // hedges
  for (const side of [0, 1]) {
    const hx = side === 0 ? r.range(-60, 120) : r.range(900, 1100);
    out.push(rect(hx, horizon - 20, r.range(200, 320), 110, shade(p.deep, 0.1), 'rx="50"'));
  }
  const flowerCols = [p.accent, p.accent2, shade(p.accent, 0.2), '#ffffff'];
  const layout = c.variant % 3;
  if (layout === 0) {
    // ceremony arch with chairs
    const ax = r.range(450, 750);
    const aw = r.range(220, 300);
    const top = horizon - r.range(120, 170);
    const base = horizon + 160;
    // The ceremony structure: a round-topped arch, a circular moon gate or a draped arbor.
    const structure = r.int(0, 2);
    const blooms: string[] = [];
    const bloomAt = (bx: number, by: number, size: number) => {
      blooms.push(leaf(bx, by, size * 2, r.range(0, 360), shade(p.mid, -0.1)));
      blooms.push(flower(c, bx + r.range(-10, 10), by + r.range(-10, 10), size, r.pick(flowerCols), p.glow));
    };
    if (structure === 0) {
      out.push(
        path(
          `M${f(ax - aw / 2)} ${f(base)} L${f(ax - aw / 2)} ${f(top + aw / 2)} A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw / 2)} ${f(top + aw / 2)} L${f(ax + aw / 2)} ${f(base)}`,
          'none',
          'stroke="#f4efe6" stroke-width="14"',
        ),
      );
      for (let i = 0; i < 40; i++) {
        const ang = Math.PI + r.range(0, 1) * Math.PI;
        const onArc = r.chance(0.7);
        const bx = onArc ? ax + Math.cos(ang) * aw * 0.5 : ax + (r.chance(0.5) ? -1 : 1) * aw * 0.5;
        const by = onArc ? top + aw / 2 + Math.sin(ang) * aw * 0.5 : r.range(top + aw / 2, base - 60);
        bloomAt(bx, by, r.range(9, 18));
      }
    } else if (structure === 1) {
      const rad = aw * 0.62;
      const cy = base - rad - 20;
      out.push(
        circle(ax, cy, rad, 'none', 'stroke="#efe6d8" stroke-width="16"'),
        rect(ax - rad - 30, base - 14, 60, 14, '#d9cfbf'),
        rect(ax + rad - 30, base - 14, 60, 14, '#d9cfbf'),
      );
      const start = r.range(0, Math.PI * 2);
      for (let i = 0; i < 36; i++) {
        const ang = start + r.range(-0.9, 0.9) + (i % 2) * Math.PI;
        bloomAt(ax + Math.cos(ang) * rad, cy + Math.sin(ang) * rad, r.range(10, 20));
      }
    } else {
      const drape = mix(p.light, '#ffffff', 0.6);
      const left = ax - aw / 2;
      const right = ax + aw / 2;
      out.push(
        rect(left - 8, top + 20, 12, base - top - 20, '#c9b79c'),
        rect(right - 4, top + 20, 12, base - top - 20, '#c9b79c'),
        rect(left - 30, top + 10, aw + 60, 14, '#b8a386'),
      );
      out.push(
        path(
          `M${f(left)} ${f(top + 24)} Q${f(left + 30)} ${f(top + 140)} ${f(left - 10)} ${f(base)} L${f(left + 30)} ${f(base)} Q${f(left + 50)} ${f(top + 120)} ${f(ax)} ${f(top + 24)} Z`,
          drape,
          'opacity="0.85"',
        ),
      );
      out.push(
        path(
          `M${f(right)} ${f(top + 24)} Q${f(right - 30)} ${f(top + 140)} ${f(right + 10)} ${f(base)} L${f(right - 30)} ${f(base)} Q${f(right - 50)} ${f(top + 120)} ${f(ax)} ${f(top + 24)} Z`,
          drape,
          'opacity="0.85"',
        ),
      );
      for (let i = 0; i < 26; i++)
        bloomAt(
          r.chance(0.5) ? left + r.range(-30, 40) : right + r.range(-40, 30),
          top + r.range(0, 40),
          r.range(10, 19),
        );
    }
    out.push(g(blooms));
    const chairs: string[] = [];
    for (let row = 0; row < 4; row++) {
      const y = base + 40 + row * 55;
      const s = 1 + row * 0.35;
      for (const side of [-1, 1]) {
        for (let k = 0; k < 3; k++) {
          const x = ax + side * (70 + row * 30 + k * 60 * s);
          chairs.push(
            rect(x - 14 * s, y - 34 * s, 28 * s, 34 * s, '#f7f3ec', `rx="${f(4 * s)}"`),
            rect(x - 16 * s, y - 6 * s, 32 * s, 8 * s, '#e7dfd2'),
          );
        }
      }
    }
    out.push(g(chairs), rect(ax - 40, base, 80, H - base, '#f2ece2', 'opacity="0.6"'));
  } else if (layout === 1) {
    // long dinner table receding toward the tree line, chairs either side
    const ty = r.range(500, 540);
    const nearY = H + 80;
    const farHalf = r.range(110, 150);
    const nearHalf = r.range(480, 560);
    const cx = r.range(560, 640);
    const at = (t: number) => ({
      y: ty + (nearY - ty) * t,
      half: farHalf + (nearHalf - farHalf) * t,
      s: 0.35 + 1.6 * t,
    });
    const chairs: string[] = [];
    for (let k = 0; k < 7; k++) {
      const { y, half, s } = at(Math.pow(k / 7, 1.25));
      for (const side of [-1, 1]) {
        const x = cx + side * (half + 22 * s);
        chairs.push(
          rect(x - 20 * s, y - 70 * s, 40 * s, 74 * s, '#f3ece0', `rx="${f(6 * s)}"`),
          rect(
            x - 20 * s,
            y - 70 * s,
            40 * s,
            74 * s,
            'none',
            `stroke="#c9b79c" stroke-width="${f(2 * s)}" rx="${f(6 * s)}"`,
          ),
        );
      }
    }
    out.push(g(chairs));
    out.push(
      poly(
        [
          [cx - farHalf, ty],
          [cx + farHalf, ty],
          [cx + nearHalf, nearY],
          [cx - nearHalf, nearY],
        ],
        c.lin([
          [0, '#f1ebe0'],
          [1, '#fbf8f2'],
        ]),
      ),
    );
    out.push(
      poly(
        [
          [cx - farHalf, ty],
          [cx - farHalf, ty + 16],
          [cx - nearHalf, nearY + 40],
          [cx - nearHalf, nearY],
        ],
        '#d9cfbf',
      ),
      poly(
        [
          [cx + farHalf, ty],
          [cx + farHalf, ty + 16],
          [cx + nearHalf, nearY + 40],
          [cx + nearHalf, nearY],
        ],
        '#d9cfbf',
      ),
    );
    const runner: string[] = [];
    for (let k = 0; k < 26; k++) {
      const t = Math.pow(k / 26, 1.15);
      const { y, s } = at(t);
      runner.push(leaf(cx + r.range(-30, 30) * s, y, 36 * s, r.range(0, 360), shade(p.mid, r.range(-0.15, 0))));
    }
    for (let k = 0; k < 9; k++) {
      const t = Math.pow((k + 0.5) / 9, 1.2);
      const { y, s } = at(t);
      runner.push(flower(c, cx + r.range(-18, 18) * s, y, 14 * s, r.pick(flowerCols), p.glow));
      const off = (k % 2 ? 1 : -1) * 60 * s;
      runner.push(
        c.glow(cx + off, y - 22 * s, 40 * s, p.glow, 0.8),
        rect(cx + off - 4 * s, y - 20 * s, 8 * s, 22 * s, '#fff8e8', `rx="${f(2 * s)}"`),
      );
    }
    out.push(g(runner));
    for (let i = 0; i < 3; i++)
      out.push(
        stringLights(
          c,
          r.range(-100, 200),
          r.range(20, 120),
          r.range(1000, 1300),
          r.range(20, 120),
          r.range(60, 140),
          18,
          3.2,
        ),
      );
  } else {
    out.push(
      g(
        bokeh(c, 18, [p.glow, p.accent2, '#ffffff'], { x: 0, y: 0, w: W, h: horizon + 80 }, [20, 60]),
        `filter="${c.blur(5)}"`,
      ),
    );
  }
  // foreground flower bed
  const bed: string[] = [];
  const bedTop = layout === 2 ? 420 : 700;
  for (let i = 0; i < (layout === 2 ? 50 : 26); i++) {
    const x = r.range(-30, W + 30);
    const y = r.range(bedTop, H + 20);
    bed.push(leaf(x, y + 12, r.range(30, 60), r.range(-160, -20), shade(p.mid, -0.15)));
  }
  for (let i = 0; i < (layout === 2 ? 32 : 18); i++) {
    const x = r.range(-30, W + 30);
    const y = r.range(bedTop, H + 20);
    const s = layout === 2 ? r.range(30, 70) * (0.5 + (y - bedTop) / (H - bedTop)) : r.range(14, 26);
    bed.push(flower(c, x, y, s, r.pick(flowerCols), p.glow, r.int(5, 7)));
  }
  out.push(g(bed));
  // blurred foreground leaves
  const fg: string[] = [];
  for (let i = 0; i < 6; i++) {
    const left = i % 2 === 0;
    fg.push(
      leaf(
        left ? r.range(-60, 40) : r.range(1160, 1260),
        r.range(-40, 300),
        r.range(160, 260),
        left ? r.range(10, 60) : r.range(120, 170),
        shade(p.deep, -0.05),
      ),
    );
  }
  out.push(g(fg, `filter="${c.blur(8)}" opacity="0.9"`));
  return out.join('');
}
