import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { bokeh } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, line, g } from '../svg.ts';

function chandelier(c: Ctx, cx: number, cy: number, size: number): string {
  const { p } = c;
  const out: string[] = [
    line(cx, 0, cx, cy - size * 0.3, '#3a2a14', 3),
    c.glow(cx, cy + size * 0.2, size * 2.6, p.glow, 0.55),
  ];
  for (let tier = 0; tier < 3; tier++) {
    const rx = size * (1 - tier * 0.28);
    const ry = rx * 0.2;
    const y = cy + tier * size * 0.28;
    out.push(ellipse(cx, y, rx, ry, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.9"`));
    const n = 18 - tier * 4;
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2;
      const x = cx + Math.cos(a) * rx;
      const yy = y + Math.sin(a) * ry;
      const front = Math.sin(a) > 0;
      out.push(line(x, yy, x, yy + size * 0.12, p.light, 1.2, `opacity="${front ? 0.9 : 0.4}"`));
      out.push(circle(x, yy + size * 0.14, size * 0.03, '#fffaf0', `opacity="${front ? 1 : 0.5}"`));
      if (tier === 2 && front) out.push(circle(x, yy + size * 0.25, size * 0.022, '#fffaf0', 'opacity="0.8"'));
    }
  }
  out.push(c.glow(cx, cy + size * 0.3, size * 0.6, '#fffaf0', 0.9));
  return g(out);
}

function roundTable(c: Ctx, cx: number, cy: number, s: number): string {
  const { p } = c;
  return g([
    ellipse(cx, cy + s * 0.72, s * 1.05, s * 0.18, '#000000', 'opacity="0.35"'),
    path(
      `M${f(cx - s)} ${f(cy)} L${f(cx - s * 0.97)} ${f(cy + s * 0.6)} Q${f(cx)} ${f(cy + s * 0.8)} ${f(cx + s * 0.97)} ${f(cy + s * 0.6)} L${f(cx + s)} ${f(cy)} Z`,
      c.lin(
        [
          [0, '#efe8dc'],
          [1, '#b9ad9a'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    ellipse(cx, cy, s, s * 0.3, '#faf6ee'),
    line(cx, cy - s * 0.05, cx, cy - s * 0.55, p.light, s * 0.04),
    circle(cx, cy - s * 0.62, s * 0.16, p.accent, 'opacity="0.95"'),
    circle(cx - s * 0.1, cy - s * 0.7, s * 0.1, shade(p.accent2, 0.05)),
    circle(cx + s * 0.12, cy - s * 0.66, s * 0.09, shade(p.mid, 0.2)),
    c.glow(cx - s * 0.45, cy - s * 0.02, s * 0.35, p.glow, 0.9),
    c.glow(cx + s * 0.45, cy + s * 0.02, s * 0.35, p.glow, 0.9),
  ]);
}

export function ballroom(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const floorY = r.range(500, 540);
  out.push(
    rect(
      0,
      0,
      W,
      floorY,
      c.lin([
        [0, shade(p.deep, -0.04)],
        [1, p.mid],
      ]),
    ),
  );
  // wall panels with gold moulding
  const panelW = r.range(150, 210);
  for (let x = r.range(-60, 0); x < W; x += panelW + 30) {
    out.push(rect(x, 170, panelW, floorY - 210, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.5"`));
    out.push(
      rect(x + 14, 184, panelW - 28, floorY - 238, 'none', `stroke="${p.accent}" stroke-width="1.5" opacity="0.35"`),
    );
  }
  // columns
  for (const x of [r.range(40, 120), r.range(1080, 1160)]) {
    out.push(
      rect(
        x - 36,
        0,
        72,
        floorY,
        c.lin(
          [
            [0, shade(p.accent, -0.3)],
            [0.45, shade(p.accent2, 0.05)],
            [1, shade(p.accent, -0.35)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      rect(x - 48, floorY - 30, 96, 30, shade(p.accent, -0.2)),
    );
  }
  // ceiling cornice
  out.push(rect(0, 0, W, 60, shade(p.deep, -0.06)), rect(0, 58, W, 8, p.accent, 'opacity="0.8"'));
  // floor
  out.push(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      c.lin([
        [0, shade(p.mid, -0.05)],
        [1, shade(p.deep, -0.05)],
      ]),
    ),
  );
  const tiles: string[] = [];
  for (let x = -1800; x < W + 1800; x += 120)
    tiles.push(line(x, H, 600 + (x - 600) * 0.15, floorY, p.accent, 1, 'opacity="0.18"'));
  for (let k = 1; k < 7; k++) {
    const y = floorY + (H - floorY) * Math.pow(k / 7, 1.7);
    tiles.push(line(0, y, W, y, p.accent, 1, 'opacity="0.15"'));
  }
  out.push(g(tiles));
  // chandeliers and their reflections
  const n = c.variant === 1 ? 1 : r.int(2, 3);
  for (let i = 0; i < n; i++) {
    const cx = n === 1 ? r.range(480, 720) : 220 + (760 / Math.max(1, n - 1)) * i + r.range(-40, 40);
    const size = n === 1 ? r.range(170, 220) : r.range(90, 130);
    const cy = n === 1 ? r.range(180, 220) : r.range(120, 170);
    out.push(
      chandelier(c, cx, cy, size),
      c.ellipseGlow(cx, floorY + (H - floorY) * 0.45, size * 0.8, size * 0.3, p.glow, 0.3),
    );
  }
  // tables
  const tableRows = [
    { y: floorY + 40, s: 55, gap: 200 },
    { y: floorY + 130, s: 85, gap: 300 },
    { y: floorY + 260, s: 130, gap: 440 },
  ];
  for (const row of tableRows) {
    for (let x = r.range(-100, 100); x < W + 150; x += row.gap + r.range(-30, 30))
      out.push(roundTable(c, x, row.y, row.s));
  }
  out.push(g(bokeh(c, 16, [p.glow, p.accent2], { x: 0, y: 0, w: W, h: floorY }, [10, 34]), `filter="${c.blur(4)}"`));
  return out.join('');
}
