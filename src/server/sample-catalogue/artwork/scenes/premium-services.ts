import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { bokeh } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, poly, line, g } from '../svg.ts';

function coupe(x: number, y: number, s: number, fill: string): string {
  return g([
    path(`M${f(x - s)} ${f(y)} Q${f(x)} ${f(y + s * 0.7)} ${f(x + s)} ${f(y)} Z`, fill, 'opacity="0.75"'),
    path(
      `M${f(x - s)} ${f(y)} Q${f(x)} ${f(y + s * 0.7)} ${f(x + s)} ${f(y)}`,
      'none',
      'stroke="#ffffff" stroke-width="2" opacity="0.7"',
    ),
    line(x, y + s * 0.35, x, y + s * 1.1, '#ffffff', 3, 'opacity="0.7"'),
    ellipse(x, y + s * 1.12, s * 0.45, s * 0.08, '#ffffff', 'opacity="0.6"'),
  ]);
}

function sparkle(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return path(
    `M${f(x)} ${f(y - s)} Q${f(x + s * 0.12)} ${f(y - s * 0.12)} ${f(x + s)} ${f(y)} Q${f(x + s * 0.12)} ${f(y + s * 0.12)} ${f(x)} ${f(y + s)} Q${f(x - s * 0.12)} ${f(y + s * 0.12)} ${f(x - s)} ${f(y)} Q${f(x - s * 0.12)} ${f(y - s * 0.12)} ${f(x)} ${f(y - s)} Z`,
    fill,
    `opacity="${f(opacity)}"`,
  );
}

export function premiumServices(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  // velvet drape
  const folds = r.int(9, 14);
  const fw = W / folds;
  out.push(rect(0, 0, W, H, p.deep));
  for (let k = 0; k < folds; k++) {
    out.push(
      rect(
        k * fw - 2,
        0,
        fw + 4,
        H,
        c.lin(
          [
            [0, shade(p.mid, -0.12)],
            [0.5, shade(p.mid, 0.06)],
            [1, shade(p.mid, -0.14)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
  }
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.rad(
        [
          [0, '#000000', 0],
          [1, '#000000', 0.6],
        ],
        0.5,
        0.4,
        0.7,
      ),
    ),
  );
  const gold = c.lin(
    [
      [0, shade(p.accent, -0.15)],
      [0.5, p.accent2],
      [1, shade(p.accent, -0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  if (layout === 0) {
    // champagne tower
    const cx = r.range(520, 680);
    const baseY = r.range(700, 740);
    out.push(c.glow(cx, baseY - 220, 420, p.glow, 0.45));
    out.push(rect(cx - 340, baseY, 680, 20, gold, 'rx="4"'));
    const tiers = 5;
    for (let t = 0; t < tiers; t++) {
      const n = tiers - t;
      const s = 54;
      const y = baseY - 80 - t * 94;
      for (let k = 0; k < n; k++) out.push(coupe(cx + (k - (n - 1) / 2) * s * 2.1, y, s, p.accent2));
    }
    for (let k = 0; k < 70; k++)
      out.push(circle(cx + r.range(-260, 260), baseY - r.range(40, 500), r.range(1.5, 4), '#fff6d8', 'opacity="0.7"'));
  } else if (layout === 1) {
    // red carpet and gold stanchions
    out.push(
      poly(
        [
          [520, 420],
          [680, 420],
          [1000, H],
          [200, H],
        ],
        c.lin([
          [0, '#7e0f20'],
          [1, '#5a0a16'],
        ]),
      ),
    );
    for (const side of [-1, 1]) {
      for (let k = 0; k < 4; k++) {
        const t = k / 3;
        const x = 600 + side * (110 + t * 330);
        const y = 440 + t * 300;
        const s = 0.5 + t;
        out.push(rect(x - 6 * s, y - 120 * s, 12 * s, 120 * s, gold), circle(x, y - 124 * s, 10 * s, p.accent2));
        if (k < 3) {
          const nt = (k + 1) / 3;
          const nx = 600 + side * (110 + nt * 330);
          const ny = 440 + nt * 300;
          const ns = 0.5 + nt;
          out.push(
            path(
              `M${f(x)} ${f(y - 100 * s)} Q${f((x + nx) / 2)} ${f((y + ny) / 2 - 30)} ${f(nx)} ${f(ny - 100 * ns)}`,
              'none',
              `stroke="${shade(p.mid, -0.2)}" stroke-width="${f(10 * s)}"`,
            ),
          );
        }
      }
    }
    out.push(c.glow(600, 380, 300, p.glow, 0.5));
  } else {
    // clinking glasses close-up
    const cx = r.range(500, 700);
    out.push(c.glow(cx, 300, 460, p.glow, 0.4));
    for (const side of [-1, 1]) {
      const gx = cx + side * 110;
      out.push(
        g(
          [
            path(
              `M${f(gx - 70)} 120 L${f(gx + 70)} 120 Q${f(gx + 80)} 420 ${f(gx)} 440 Q${f(gx - 80)} 420 ${f(gx - 70)} 120 Z`,
              '#ffffff',
              'opacity="0.16"',
            ),
            path(
              `M${f(gx - 72)} 200 L${f(gx + 72)} 200 Q${f(gx + 80)} 420 ${f(gx)} 440 Q${f(gx - 80)} 420 ${f(gx - 72)} 200 Z`,
              p.accent2,
              'opacity="0.75"',
            ),
            line(gx, 440, gx, 700, '#ffffff', 8, 'opacity="0.6"'),
            ellipse(gx, 705, 90, 16, '#ffffff', 'opacity="0.5"'),
            line(gx - 50, 140, gx - 56, 400, '#ffffff', 6, 'opacity="0.5" stroke-linecap="round"'),
          ],
          `transform="rotate(${f(side * -12)} ${f(gx)} 700)"`,
        ),
      );
    }
    for (let k = 0; k < 50; k++)
      out.push(circle(cx + r.range(-180, 180), r.range(200, 430), r.range(2, 5), '#fffbe8', 'opacity="0.7"'));
  }
  // gold frame
  out.push(
    rect(30, 30, W - 60, H - 60, 'none', `stroke="${p.accent}" stroke-width="4" opacity="0.8"`),
    rect(44, 44, W - 88, H - 88, 'none', `stroke="${p.accent}" stroke-width="1.5" opacity="0.6"`),
  );
  out.push(g(bokeh(c, 18, [p.glow, p.accent2], { x: 0, y: 0, w: W, h: H }, [10, 40]), `filter="${c.blur(5)}"`));
  for (let k = 0; k < 14; k++)
    out.push(sparkle(r.range(60, 1140), r.range(60, 740), r.range(6, 18), '#fff3c4', r.range(0.5, 1)));
  return out.join('');
}
