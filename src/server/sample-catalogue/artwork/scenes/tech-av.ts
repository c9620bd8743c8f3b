import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { crowd } from '../primitives.ts';
import { laserBeams, equalizer } from '../stage-effects.ts';
import { W, H, f, rect, circle, ellipse, poly, line, g } from '../svg.ts';

export function techAv(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, p.deep],
        [1, shade(p.mid, -0.05)],
      ]),
    ),
  );
  if (layout === 2) {
    // mixing console close-up
    out.push(
      poly(
        [
          [0, 300],
          [W, 260],
          [W, H],
          [0, H],
        ],
        c.lin([
          [0, '#2a2d33'],
          [1, '#0d0e11'],
        ]),
      ),
    );
    const ch = r.int(14, 20);
    for (let k = 0; k < ch; k++) {
      const x = 40 + k * ((W - 80) / ch);
      const wch = (W - 80) / ch - 8;
      out.push(rect(x, 320, wch, 460, '#16181c', 'rx="4"'));
      for (let j = 0; j < 4; j++)
        out.push(
          circle(x + wch / 2, 350 + j * 46, wch * 0.28, '#3a3d44'),
          line(
            x + wch / 2,
            350 + j * 46,
            x + wch / 2 + Math.cos(r.range(0, 6.28)) * wch * 0.25,
            350 + j * 46 + Math.sin(r.range(0, 6.28)) * wch * 0.25,
            '#ffffff',
            2,
          ),
        );
      out.push(rect(x + wch / 2 - 3, 560, 6, 200, '#050506'));
      const fy = r.range(570, 730);
      out.push(rect(x + 4, fy, wch - 8, 26, '#d9dde2', 'rx="3"'));
      out.push(equalizer(c, x + 2, 40, wch - 4, 220, 1, [p.accent, p.accent2]));
      if (r.chance(0.4)) out.push(c.glow(x + wch / 2, 330, 18, p.accent, 0.9));
    }
    out.push(c.ellipseGlow(600, 0, 800, 300, p.accent, 0.2));
    return out.join('');
  }
  // truss
  out.push(rect(0, 40, W, 8, '#3a3d44'), rect(0, 88, W, 8, '#3a3d44'));
  for (let x = 0; x < W; x += 48)
    out.push(line(x, 44, x + 24, 92, '#3a3d44', 3), line(x + 24, 92, x + 48, 44, '#3a3d44', 3));
  if (layout === 0) {
    // LED wall
    const cols = 32;
    const rows = 14;
    const wx = r.range(180, 260);
    const ww = W - 2 * wx;
    const cell = ww / cols;
    const wy = 140;
    const freq = r.range(0.15, 0.45);
    const phase = r.range(0, 6.28);
    const mode = r.int(0, 2);
    const cells: string[] = [];
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        let v: number;
        if (mode === 0) v = 0.5 + 0.5 * Math.sin(i * freq + phase + Math.sin(j * 0.4) * 1.5);
        else if (mode === 1) v = 0.5 + 0.5 * Math.sin(Math.hypot(i - cols / 2, j - rows / 2) * freq * 1.6 + phase);
        else v = (i + j * 2 + Math.floor(phase * 5)) % 9 < 4 ? 1 : 0.15;
        cells.push(
          rect(
            wx + i * cell + 1,
            wy + j * cell + 1,
            cell - 2,
            cell - 2,
            mix(p.accent, p.accent2, v),
            `opacity="${f(0.25 + 0.75 * v)}"`,
          ),
        );
      }
    }
    out.push(
      c.ellipseGlow(600, wy + (rows * cell) / 2, ww * 0.8, rows * cell, p.accent, 0.35),
      rect(wx - 10, wy - 10, ww + 20, rows * cell + 20, '#050507'),
      g(cells),
    );
    // line arrays
    for (const side of [-1, 1]) {
      const x = 600 + side * (ww / 2 + 90);
      for (let k = 0; k < 7; k++) {
        const y = 120 + k * 52;
        const tilt = side * k * 2;
        out.push(
          g(
            [
              rect(x - 70, y, 140, 48, '#111215', 'rx="4"'),
              rect(x - 62, y + 8, 124, 32, '#1e2024'),
              ...Array.from({ length: 6 }, (_, j) => circle(x - 50 + j * 20, y + 24, 5, '#2a2c31')),
            ],
            `transform="rotate(${f(tilt)} ${f(x)} ${f(y)})"`,
          ),
        );
      }
    }
    const stageY = wy + rows * cell + 60;
    out.push(
      rect(
        0,
        stageY,
        W,
        H - stageY,
        c.lin([
          [0, '#0a0b0e'],
          [1, '#020203'],
        ]),
      ),
      rect(0, stageY, W, 4, p.accent, 'opacity="0.7"'),
    );
    // subwoofers
    for (const x of [60, 1000]) {
      out.push(
        rect(x, stageY - 160, 140, 160, '#101114', 'rx="6"'),
        circle(x + 70, stageY - 80, 52, '#1a1b1f'),
        circle(x + 70, stageY - 80, 20, '#2a2c31'),
      );
    }
    out.push(crowd(c, 690, 2, '#010102', mix('#0a0a0a', p.accent, 0.25)));
  } else {
    // lighting design: moving heads and beams through haze
    const haze: string[] = [];
    for (let k = 0; k < 5; k++)
      haze.push(
        ellipse(
          r.range(0, W),
          r.range(300, 700),
          r.range(300, 600),
          r.range(100, 200),
          r.pick([p.accent, p.accent2]),
          'opacity="0.12"',
        ),
      );
    out.push(g(haze, `filter="${c.blur(36)}"`));
    const heads = r.int(5, 8);
    const symmetric = r.chance(0.5);
    for (let k = 0; k < heads; k++) {
      const x = 90 + (k * 1020) / (heads - 1);
      const col = k % 2 ? p.accent : p.accent2;
      const ang = symmetric ? 90 + (x < 600 ? 1 : -1) * r.range(10, 30) : r.range(55, 125);
      out.push(laserBeams(c, x, 118, 1, [col], [ang, ang]));
      const spread = r.range(60, 110);
      const ex = x + Math.cos((ang * Math.PI) / 180) * 900;
      const ey = 118 + Math.sin((ang * Math.PI) / 180) * 900;
      out.push(
        poly(
          [
            [x - 8, 118],
            [x + 8, 118],
            [ex + spread, ey],
            [ex - spread, ey],
          ],
          c.lin(
            [
              [0, col, 0.5],
              [1, col, 0],
            ],
            x,
            118,
            ex,
            ey,
            true,
          ),
          `filter="${c.blur(8)}"`,
        ),
      );
      out.push(
        rect(x - 22, 96, 44, 34, '#15161a', 'rx="8"'),
        circle(x, 128, 14, '#ffffff'),
        c.glow(x, 128, 60, col, 0.9),
      );
    }
    const floorY = r.range(640, 690);
    out.push(rect(0, floorY, W, H - floorY, '#050506'), c.ellipseGlow(600, floorY, 600, 40, p.accent, 0.3));
  }
  return out.join('');
}
