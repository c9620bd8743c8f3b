import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { person, bust } from '../primitives.ts';
import { W, H, f, rect, circle, path, poly, g } from '../svg.ts';

export function conference(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, shade(p.deep, -0.02)],
        [1, p.mid],
      ]),
    ),
  );
  const layout = c.variant % 3;
  if (layout === 1) {
    // boardroom with city windows
    const winBottom = r.range(440, 480);
    out.push(
      rect(
        0,
        40,
        W,
        winBottom - 40,
        c.lin([
          [0, shade(p.accent, 0.2)],
          [1, mix(p.light, p.accent2, 0.3)],
        ]),
      ),
    );
    for (let x = 0; x < W; x += r.range(40, 90))
      out.push(rect(x, winBottom - r.range(60, 260), r.range(30, 80), 300, mix(p.mid, p.accent, 0.3), 'opacity="0.6"'));
    for (let x = 0; x < W; x += 200) out.push(rect(x, 40, 10, winBottom - 40, '#141a24'));
    out.push(
      rect(
        0,
        winBottom,
        W,
        H - winBottom,
        c.lin([
          [0, '#2b2f3a'],
          [1, '#14161c'],
        ]),
      ),
    );
    // long table in perspective
    out.push(
      poly(
        [
          [450, winBottom + 30],
          [750, winBottom + 30],
          [1100, H],
          [100, H],
        ],
        c.lin([
          [0, '#6d4a33'],
          [1, '#3d281a'],
        ]),
      ),
    );
    for (let k = 0; k < 4; k++) {
      const t = k / 4;
      const y = winBottom + 40 + t * (H - winBottom - 60);
      const dx = 160 + t * 380;
      const s = 0.6 + t * 1.2;
      out.push(
        rect(600 - dx - 60 * s, y - 40 * s, 50 * s, 90 * s, '#101216', `rx="${f(8 * s)}"`),
        rect(600 + dx + 10 * s, y - 40 * s, 50 * s, 90 * s, '#101216', `rx="${f(8 * s)}"`),
      );
      out.push(rect(600 - dx * 0.6, y, 40 * s, 6 * s, '#e8eef6', 'opacity="0.7"'));
    }
    out.push(
      rect(500, 60, 200, 110, '#0b0e14'),
      rect(
        508,
        68,
        184,
        94,
        c.lin(
          [
            [0, p.accent],
            [1, p.accent2],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    return out.join('');
  }
  // stage + screen
  const screenW = r.range(560, 720);
  const screenH = screenW * 0.5;
  const sx = 600 - screenW / 2;
  const sy = r.range(90, 130);
  out.push(c.ellipseGlow(600, sy + screenH / 2, screenW, screenH, p.accent, 0.35));
  out.push(
    rect(sx - 8, sy - 8, screenW + 16, screenH + 16, '#05070c'),
    rect(
      sx,
      sy,
      screenW,
      screenH,
      c.lin(
        [
          [0, shade(p.accent, -0.2)],
          [1, shade(p.accent2, -0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // chart on screen
  const chart = r.int(0, 2);
  if (chart === 0) {
    const bars = r.int(5, 8);
    for (let k = 0; k < bars; k++) {
      const bh = r.range(0.2, 0.8) * screenH * 0.7;
      out.push(
        rect(
          sx + screenW * 0.1 + (k * (screenW * 0.8)) / bars,
          sy + screenH * 0.85 - bh,
          (screenW * 0.8) / bars - 12,
          bh,
          p.light,
          'opacity="0.85" rx="3"',
        ),
      );
    }
  } else if (chart === 1) {
    const pts: string[] = [];
    for (let k = 0; k <= 8; k++)
      pts.push(
        `${f(sx + screenW * (0.08 + 0.84 * (k / 8)))},${f(sy + screenH * (0.8 - 0.6 * (k / 8) + r.range(-0.1, 0.1)))}`,
      );
    out.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${p.light}" stroke-width="6" stroke-linejoin="round"/>`,
    );
  } else {
    out.push(
      circle(600, sy + screenH / 2, screenH * 0.32, 'none', `stroke="${p.light}" stroke-width="26" opacity="0.35"`),
      path(
        `M600 ${f(sy + screenH / 2 - screenH * 0.32)} A${f(screenH * 0.32)} ${f(screenH * 0.32)} 0 1 1 ${f(600 - screenH * 0.3)} ${f(sy + screenH / 2 + screenH * 0.1)}`,
        'none',
        `stroke="${p.light}" stroke-width="26"`,
      ),
    );
  }
  if (layout === 0) {
    // side screens
    out.push(
      rect(60, sy + 40, 200, 112, '#05070c'),
      rect(66, sy + 46, 188, 100, p.accent, 'opacity="0.6"'),
      rect(940, sy + 40, 200, 112, '#05070c'),
      rect(946, sy + 46, 188, 100, p.accent, 'opacity="0.6"'),
    );
  }
  const stageY = sy + screenH + r.range(50, 80);
  out.push(rect(0, stageY, W, 60, '#0b0d14'), rect(0, stageY, W, 4, p.accent2, 'opacity="0.8"'));
  // speaker at podium
  const px = r.range(760, 980);
  out.push(
    person(px - 60, stageY + 4, 170, '#05060a'),
    path(
      `M${f(px - 10)} ${f(stageY - 90)} L${f(px + 70)} ${f(stageY - 90)} L${f(px + 60)} ${f(stageY + 4)} L${f(px)} ${f(stageY + 4)} Z`,
      '#121622',
    ),
    rect(px - 10, stageY - 92, 80, 6, p.accent, 'opacity="0.8"'),
  );
  // stage lights
  for (let k = 0; k < r.int(3, 5); k++) {
    const lx = r.range(100, 1100);
    out.push(
      poly(
        [
          [lx - 10, 0],
          [lx + 10, 0],
          [lx + r.range(-200, 200) + 120, stageY],
          [lx + r.range(-200, 200) - 120, stageY],
        ],
        c.lin([
          [0, p.glow, 0.35],
          [1, p.glow, 0],
        ]),
        `filter="${c.blur(12)}"`,
      ),
    );
  }
  // audience
  const seats: string[] = [];
  const rows = layout === 2 ? 3 : 5;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const y = stageY + 110 + t * (H - stageY - 110);
    const s = 0.6 + t * 0.9;
    const curve = 40 * (1 - t);
    for (let x = -20 + (row % 2) * 30 * s; x < W + 40; x += 70 * s) {
      const cy = y - curve * Math.cos(((x - 600) / 600) * (Math.PI / 2));
      seats.push(rect(x - 26 * s, cy - 22 * s, 52 * s, 50 * s, mix('#0b0d14', p.mid, 0.3), `rx="${f(10 * s)}"`));
      if (r.chance(0.7)) seats.push(bust(x, cy - 26 * s, 13 * s, '#04050a', 0));
    }
  }
  out.push(g(seats));
  return out.join('');
}
