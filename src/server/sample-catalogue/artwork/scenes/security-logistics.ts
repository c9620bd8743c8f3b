import { clamp, shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { person } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, line, g } from '../svg.ts';

function shield(cx: number, cy: number, s: number, fill: string, extra = ''): string {
  return path(
    `M${f(cx)} ${f(cy - s)} L${f(cx + s * 0.85)} ${f(cy - s * 0.65)} L${f(cx + s * 0.8)} ${f(cy + s * 0.1)} Q${f(cx + s * 0.6)} ${f(cy + s * 0.8)} ${f(cx)} ${f(cy + s * 1.1)} Q${f(cx - s * 0.6)} ${f(cy + s * 0.8)} ${f(cx - s * 0.8)} ${f(cy + s * 0.1)} L${f(cx - s * 0.85)} ${f(cy - s * 0.65)} Z`,
    fill,
    extra,
  );
}

function guard(x: number, baseY: number, h: number, vest: string): string {
  const P = (dx: number, dy: number) => `${f(x + dx * h)} ${f(baseY - dy * h)}`;
  return (
    person(x, baseY, h, '#0a0c10') +
    path(
      `M${P(-0.1, 0.8)} L${P(-0.04, 0.8)} L${P(0, 0.68)} L${P(0.04, 0.8)} L${P(0.1, 0.8)} L${P(0.085, 0.5)} L${P(-0.085, 0.5)} Z`,
      vest,
    ) +
    rect(x - h * 0.09, baseY - h * 0.6, h * 0.18, h * 0.025, '#e8eef6', 'opacity="0.9"') +
    rect(x - h * 0.092, baseY - h * 0.7, h * 0.184, h * 0.025, '#e8eef6', 'opacity="0.9"') +
    path(
      `M${P(0.055, 0.86)} q${f(h * 0.03)} ${f(h * 0.02)} ${f(h * 0.02)} ${f(h * 0.07)}`,
      'none',
      `stroke="#0a0c10" stroke-width="${f(h * 0.008)}"`,
    )
  );
}

export function securityLogistics(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin(
        [
          [0, p.deep],
          [1, p.mid],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // map grid and routes
  const grid: string[] = [];
  for (let x = 0; x < W; x += 40) grid.push(line(x, 0, x, H, p.light, 1, 'opacity="0.06"'));
  for (let y = 0; y < H; y += 40) grid.push(line(0, y, W, y, p.light, 1, 'opacity="0.06"'));
  out.push(g(grid));
  for (let k = 0; k < r.int(3, 5); k++) {
    const pts: string[] = [];
    let x = r.range(0, W);
    let y = r.range(0, H);
    for (let j = 0; j < 6; j++) {
      pts.push(`${f(x)},${f(y)}`);
      if (j % 2) x = clamp(x + r.range(-300, 300), 0, W);
      else y = clamp(y + r.range(-220, 220), 0, H);
    }
    out.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${k % 2 ? p.accent2 : p.accent}" stroke-width="4" stroke-dasharray="14 10" opacity="0.45"/>`,
    );
  }
  if (layout === 0) {
    const cx = r.range(480, 720);
    const cy = r.range(360, 420);
    out.push(c.glow(cx, cy, 380, p.accent2, 0.3));
    out.push(
      shield(cx + 12, cy + 18, 240, '#000000', `opacity="0.4" filter="${c.blur(12)}"`),
      shield(
        cx,
        cy,
        240,
        c.lin([
          [0, shade(p.mid, 0.12)],
          [1, shade(p.deep, -0.04)],
        ]),
      ),
      shield(cx, cy, 200, 'none', `stroke="${p.accent}" stroke-width="10"`),
    );
    out.push(
      path(
        `M${f(cx - 80)} ${f(cy + 10)} L${f(cx - 20)} ${f(cy + 70)} L${f(cx + 100)} ${f(cy - 60)}`,
        'none',
        `stroke="${p.accent}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"`,
      ),
    );
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + r.range(0, 1);
      const d = r.range(340, 460);
      out.push(
        circle(
          cx + Math.cos(a) * d,
          cy + Math.sin(a) * d * 0.7,
          30,
          p.deep,
          `stroke="${k % 2 ? p.accent2 : p.accent}" stroke-width="5"`,
        ),
        circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, 9, k % 2 ? p.accent2 : p.accent),
      );
    }
  } else if (layout === 1) {
    // entrance: stanchions, rope, barricades
    const floorY = 520;
    out.push(
      rect(
        0,
        floorY,
        W,
        H - floorY,
        c.lin([
          [0, shade(p.deep, 0.05)],
          [1, '#050608'],
        ]),
      ),
    );
    const posts = [140, 380, 620, 860, 1060].map((x) => x + r.range(-30, 30));
    for (let k = 0; k < posts.length - 1; k++) {
      const a = posts[k] ?? 0;
      const b = posts[k + 1] ?? 0;
      out.push(
        path(
          `M${f(a)} ${f(floorY - 130)} Q${f((a + b) / 2)} ${f(floorY - 50)} ${f(b)} ${f(floorY - 130)}`,
          'none',
          `stroke="${p.accent}" stroke-width="14" stroke-linecap="round"`,
        ),
      );
    }
    for (const x of posts)
      out.push(
        ellipse(x, floorY + 60, 50, 12, '#000000', 'opacity="0.4"'),
        rect(
          x - 9,
          floorY - 140,
          18,
          200,
          c.lin(
            [
              [0, '#8b9098'],
              [0.5, '#eef1f4'],
              [1, '#6c7177'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
        circle(x, floorY - 145, 16, '#d9dde2'),
        ellipse(x, floorY + 60, 42, 10, '#9aa1ab'),
      );
    // barricade
    const bx = r.range(80, 300);
    const stripes = c.id();
    c.defs.push(
      `<pattern id="${stripes}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${rect(0, 0, 30, 60, p.accent)}${rect(30, 0, 30, 60, '#111111')}</pattern>`,
    );
    out.push(c.ellipseGlow(600, floorY, 600, 60, p.accent, 0.15));
    const gx = r.chance(0.5) ? r.range(160, 300) : r.range(900, 1040);
    out.push(ellipse(gx, floorY + 200, 80, 14, '#000000', 'opacity="0.4"'), guard(gx, floorY + 200, 430, p.accent));
    out.push(
      rect(bx, 620, 820, 80, `url(#${stripes})`, 'rx="8"'),
      rect(bx + 40, 700, 16, 90, '#9aa1ab'),
      rect(bx + 764, 700, 16, 90, '#9aa1ab'),
    );
    out.push(c.glow(r.range(200, 1000), 180, 220, p.accent2, 0.5), circle(r.range(100, 1100), 120, 10, p.accent2));
  } else {
    // logistics: stacked road cases
    const floorY = r.range(600, 660);
    out.push(rect(0, floorY, W, H - floorY, '#08090b', 'opacity="0.7"'));
    const cols = r.int(3, 5);
    for (let k = 0; k < cols; k++) {
      const cw = r.range(150, 220);
      const x = 80 + k * (1040 / cols);
      let y = floorY;
      for (let j = 0; j < r.int(1, 3); j++) {
        const ch = r.range(110, 170);
        y -= ch;
        out.push(
          g([
            rect(
              x,
              y,
              cw,
              ch,
              c.lin([
                [0, '#23262b'],
                [1, '#121317'],
              ]),
              'rx="6"',
            ),
            rect(x, y, cw, ch, 'none', `stroke="#8b9098" stroke-width="5" rx="6"`),
            rect(x - 3, y - 3, 22, 22, '#c9cdd3', 'rx="4"'),
            rect(x + cw - 19, y - 3, 22, 22, '#c9cdd3', 'rx="4"'),
            rect(x - 3, y + ch - 19, 22, 22, '#c9cdd3', 'rx="4"'),
            rect(x + cw - 19, y + ch - 19, 22, 22, '#c9cdd3', 'rx="4"'),
            rect(x + cw / 2 - 30, y + ch / 2 - 8, 60, 16, '#5a5f66', 'rx="8"'),
            rect(x + 20, y + 20, cw * 0.35, 10, k % 2 ? p.accent : p.accent2, 'rx="2"'),
          ]),
        );
      }
    }
    out.push(c.glow(r.range(200, 1000), 80, 360, p.light, 0.2));
    // a hand truck and crew member
    const tx = r.range(900, 1080);
    out.push(
      guard(tx, floorY + 120, 360, p.accent2),
      line(tx - 90, floorY + 110, tx - 60, floorY - 170, '#9aa1ab', 8),
      rect(tx - 100, floorY + 100, 80, 10, '#9aa1ab'),
      circle(tx - 80, floorY + 118, 16, '#1a1b1f'),
    );
  }
  return out.join('');
}
