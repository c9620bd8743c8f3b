import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { abstractArt } from '../paintings.ts';
import { bokeh } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, poly, line, g } from '../svg.ts';

export function photography(c: Ctx): string {
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
          [0, shade(p.deep, 0.04)],
          [1, p.mid],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(
    g(
      bokeh(
        c,
        layout === 1 ? 40 : 24,
        [p.accent, p.accent2, p.glow, p.light],
        { x: -50, y: -50, w: W + 100, h: H + 100 },
        layout === 1 ? [30, 110] : [20, 70],
      ),
      `filter="${c.blur(layout === 1 ? 5 : 9)}"`,
    ),
  );
  if (layout === 0) {
    // lens close-up
    const cx = r.range(520, 680);
    const cy = r.range(370, 430);
    const R = r.range(290, 330);
    out.push(circle(cx + 16, cy + 22, R * 1.02, '#000000', `opacity="0.6" filter="${c.blur(16)}"`));
    out.push(
      circle(
        cx,
        cy,
        R,
        c.lin(
          [
            [0, '#3a3d44'],
            [1, '#0e0f12'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    const knurl: string[] = [];
    for (let k = 0; k < 120; k++) {
      const a = (k / 120) * Math.PI * 2;
      knurl.push(
        line(
          cx + Math.cos(a) * R * 0.88,
          cy + Math.sin(a) * R * 0.88,
          cx + Math.cos(a) * R * 0.98,
          cy + Math.sin(a) * R * 0.98,
          '#55595f',
          3,
        ),
      );
    }
    out.push(
      g(knurl),
      circle(cx, cy, R * 0.86, '#15161a'),
      circle(cx, cy, R * 0.78, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.8"`),
      circle(
        cx,
        cy,
        R * 0.72,
        c.rad(
          [
            [0, shade(p.accent2, -0.2)],
            [0.5, '#0b0c14'],
            [1, '#050608'],
          ],
          0.45,
          0.45,
          0.6,
        ),
      ),
    );
    // aperture blades
    const blades = r.int(6, 9);
    const ap = R * r.range(0.22, 0.34);
    const pts: [number, number][] = [];
    const rot = r.range(0, Math.PI);
    for (let k = 0; k < blades; k++)
      pts.push([
        cx + Math.cos(rot + (k / blades) * Math.PI * 2) * ap,
        cy + Math.sin(rot + (k / blades) * Math.PI * 2) * ap,
      ]);
    for (let k = 0; k < blades; k++) {
      const a = pts[k];
      const b = pts[(k + 1) % blades];
      if (!a || !b) continue;
      out.push(
        poly([a, b, [cx + (b[0] - cx) * 3.2, cy + (b[1] - cy) * 3.2]], k % 2 ? '#1a1b20' : '#22242a', 'opacity="0.9"'),
      );
    }
    out.push(
      poly(
        pts,
        c.rad([
          [0, p.light, 0.7],
          [1, p.accent2, 0.2],
        ]),
      ),
    );
    // reflections
    out.push(
      path(
        `M${f(cx - R * 0.6)} ${f(cy - R * 0.2)} A${f(R * 0.62)} ${f(R * 0.62)} 0 0 1 ${f(cx - R * 0.1)} ${f(cy - R * 0.6)}`,
        'none',
        `stroke="${p.accent}" stroke-width="14" opacity="0.55" stroke-linecap="round"`,
      ),
    );
    out.push(
      path(
        `M${f(cx + R * 0.3)} ${f(cy + R * 0.5)} A${f(R * 0.58)} ${f(R * 0.58)} 0 0 0 ${f(cx + R * 0.55)} ${f(cy + R * 0.15)}`,
        'none',
        `stroke="${p.accent2}" stroke-width="10" opacity="0.5" stroke-linecap="round"`,
      ),
    );
    out.push(
      ellipse(
        cx - R * 0.25,
        cy - R * 0.3,
        R * 0.12,
        R * 0.06,
        '#ffffff',
        `opacity="0.5" transform="rotate(-35 ${f(cx - R * 0.25)} ${f(cy - R * 0.3)})"`,
      ),
    );
  } else if (layout === 1) {
    // camera silhouette against bokeh
    const cx = r.range(420, 780);
    const cy = r.range(430, 520);
    out.push(
      g([
        rect(cx - 260, cy - 150, 520, 300, '#0c0d10', 'rx="36"'),
        rect(cx - 200, cy - 210, 170, 80, '#0c0d10', 'rx="16"'),
        rect(cx + 120, cy - 185, 90, 50, '#0c0d10', 'rx="10"'),
        circle(cx + 20, cy + 10, 150, '#16171b'),
        circle(
          cx + 20,
          cy + 10,
          120,
          c.rad(
            [
              [0, p.accent2],
              [0.5, '#0a0b12'],
              [1, '#050507'],
            ],
            0.4,
            0.4,
            0.6,
          ),
        ),
        circle(cx - 20, cy - 30, 22, '#ffffff', 'opacity="0.4"'),
        rect(cx - 250, cy - 140, 500, 20, '#ffffff', 'opacity="0.05" rx="10"'),
        circle(cx + 200, cy - 100, 12, p.accent),
      ]),
    );
  } else {
    // contact sheet / film strip of abstract frames
    const sy = r.range(220, 300);
    out.push(rect(-20, sy, W + 40, 300, '#0b0b0c', `transform="rotate(${f(r.range(-8, 8))} 600 ${f(sy + 150)})"`));
    for (let k = 0; k < 5; k++) {
      const fx = 40 + k * 232;
      out.push(
        g(
          [
            abstractArt(c, fx, sy + 40, 210, 220),
            ...Array.from({ length: 8 }, (_, j) =>
              rect(fx + j * 28, sy + 10, 16, 18, '#e6e6e6', 'rx="3" opacity="0.8"'),
            ),
            ...Array.from({ length: 8 }, (_, j) =>
              rect(fx + j * 28, sy + 272, 16, 18, '#e6e6e6', 'rx="3" opacity="0.8"'),
            ),
          ],
          `transform="rotate(${f(r.range(-8, 8) * 0)} 600 400)"`,
        ),
      );
    }
  }
  return out.join('');
}
