import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { person, crowd } from '../primitives.ts';
import { laserBeams, equalizer } from '../stage-effects.ts';
import { W, H, f, rect, circle, ellipse, path, line, g } from '../svg.ts';

function vinyl(c: Ctx, cx: number, cy: number, radius: number, label: string): string {
  const out: string[] = [
    circle(cx + 10, cy + 14, radius * 1.08, '#000000', `opacity="0.5" filter="${c.blur(12)}"`),
    circle(
      cx,
      cy,
      radius * 1.06,
      c.lin(
        [
          [0, '#c8ccd2'],
          [1, '#5a5f66'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
    circle(cx, cy, radius, '#0d0d0f'),
  ];
  for (let k = 0.4; k < 0.98; k += 0.035)
    out.push(
      circle(cx, cy, radius * k, 'none', `stroke="#2a2a2e" stroke-width="1.2" opacity="${f(c.r.range(0.4, 1))}"`),
    );
  out.push(
    path(
      `M${f(cx - radius * 0.9)} ${f(cy - radius * 0.2)} A${f(radius * 0.92)} ${f(radius * 0.92)} 0 0 1 ${f(cx - radius * 0.2)} ${f(cy - radius * 0.9)}`,
      'none',
      `stroke="#ffffff" stroke-width="${f(radius * 0.25)}" opacity="0.07"`,
    ),
    circle(cx, cy, radius * 0.32, label),
    circle(
      cx,
      cy,
      radius * 0.32,
      c.rad(
        [
          [0, '#ffffff', 0.25],
          [1, '#ffffff', 0],
        ],
        0.35,
        0.3,
        0.7,
      ),
    ),
    circle(cx, cy, radius * 0.03, '#d0d0d0'),
  );
  return g(out);
}

export function musicDjs(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  if (layout === 1) {
    // top-down deck
    out.push(
      rect(
        0,
        0,
        W,
        H,
        c.lin(
          [
            [0, '#2a2c31'],
            [1, '#121316'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    for (let y = 0; y < H; y += 6) out.push(line(0, y, W, y, '#ffffff', 1, `opacity="${f(r.range(0.01, 0.04))}"`));
    const cx = r.range(420, 640);
    const cy = r.range(360, 440);
    const rad = r.range(280, 330);
    out.push(c.glow(cx, cy, rad * 1.7, p.accent, 0.35));
    out.push(vinyl(c, cx, cy, rad, p.accent));
    for (let k = 0; k < 60; k++) {
      const a = (k / 60) * Math.PI * 2;
      out.push(circle(cx + Math.cos(a) * rad * 1.03, cy + Math.sin(a) * rad * 1.03, 3, '#f1f1f1', 'opacity="0.6"'));
    }
    // tonearm
    const ax = cx + rad + r.range(90, 130);
    const ay = cy - rad * r.range(0.6, 0.85);
    out.push(
      circle(ax, ay, 46, '#3a3d44'),
      circle(ax, ay, 30, '#8b9098'),
      line(ax, ay, cx + rad * 0.45, cy + rad * 0.35, '#c9cdd3', 14, 'stroke-linecap="round"'),
      rect(
        cx + rad * 0.45 - 24,
        cy + rad * 0.35 - 14,
        48,
        28,
        '#1b1c20',
        `rx="6" transform="rotate(-30 ${f(cx + rad * 0.45)} ${f(cy + rad * 0.35)})"`,
      ),
    );
    // pitch fader
    out.push(
      rect(ax + 70, cy - 60, 22, 300, '#0b0b0d', 'rx="8"'),
      rect(ax + 60, cy + r.range(-30, 180), 42, 30, '#d9dde2', 'rx="5"'),
    );
    out.push(
      rect(cx - rad - 80, cy + rad - 20, 60, 60, p.accent2, 'rx="30" opacity="0.85"'),
      c.glow(cx - rad - 50, cy + rad + 10, 60, p.accent2, 0.6),
    );
    return out.join('');
  }
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
  // LED equalizer wall
  out.push(equalizer(c, 40, r.range(60, 120), W - 80, r.range(280, 360), r.int(24, 40), [p.accent, p.accent2]));
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, '#000000', 0],
        [0.6, '#000000', 0.35],
        [1, '#000000', 0.7],
      ]),
    ),
  );
  out.push(laserBeams(c, r.range(200, 1000), 0, r.int(5, 9), [p.accent, p.accent2, p.glow], [40, 140]));
  if (layout === 0) {
    // DJ behind the booth
    const dx = r.range(480, 720);
    out.push(person(dx, 640, 380, '#050508', r.chance(0.5)));
    out.push(
      path(
        `M${f(dx - 34)} ${f(640 - 380 * 0.88)} A34 34 0 0 1 ${f(dx + 34)} ${f(640 - 380 * 0.88)}`,
        'none',
        'stroke="#050508" stroke-width="10"',
      ),
      rect(dx - 42, 640 - 380 * 0.9, 16, 34, '#050508', 'rx="6"'),
      rect(dx + 26, 640 - 380 * 0.9, 16, 34, '#050508', 'rx="6"'),
    );
    out.push(
      rect(
        140,
        560,
        920,
        240,
        c.lin([
          [0, '#17171c'],
          [1, '#050507'],
        ]),
      ),
      rect(140, 560, 920, 6, p.accent, 'opacity="0.9"'),
    );
    out.push(
      ellipse(330, 585, 150, 34, '#0c0c0e', `stroke="#5a5f66" stroke-width="4"`),
      ellipse(870, 585, 150, 34, '#0c0c0e', `stroke="#5a5f66" stroke-width="4"`),
      ellipse(330, 585, 40, 10, p.accent),
      ellipse(870, 585, 40, 10, p.accent2),
    );
    out.push(rect(520, 566, 160, 40, '#2a2a30', 'rx="6"'));
    for (let k = 0; k < 8; k++)
      out.push(circle(540 + (k % 4) * 40, 576 + Math.floor(k / 4) * 20, 6, k % 3 === 0 ? p.accent2 : '#c9cdd3'));
    out.push(c.ellipseGlow(600, 600, 520, 90, p.accent, 0.25));
  } else {
    out.push(crowd(c, 560, 3, '#030304', mix(p.mid, p.accent, 0.35)));
  }
  return out.join('');
}
