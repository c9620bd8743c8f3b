import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { confetti } from '../primitives.ts';
import { W, H, f, rect, circle, line, g } from '../svg.ts';

export function eventPlanning(c: Ctx): string {
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
          [0, p.light],
          [1, p.mid],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const colors = [p.accent, p.accent2, p.glow, shade(p.accent, 0.2), p.deep];
  if (layout === 1) {
    // timeline board with sticky notes
    out.push(
      rect(60, 60, 1080, 680, '#fbfbf8', 'rx="12"'),
      rect(60, 60, 1080, 680, 'none', 'stroke="#cfcac2" stroke-width="4" rx="12"'),
    );
    const ty = r.range(360, 440);
    out.push(line(120, ty, 1080, ty, p.deep, 6, 'stroke-linecap="round"'));
    const stops = r.int(5, 7);
    for (let k = 0; k < stops; k++) {
      const x = 140 + (k * 920) / (stops - 1);
      const up = k % 2 === 0;
      const col = r.pick(colors.slice(0, 4));
      out.push(circle(x, ty, 16, col), circle(x, ty, 7, '#ffffff'));
      const ny = up ? ty - r.range(190, 250) : ty + r.range(50, 90);
      out.push(line(x, ty, x, up ? ny + 130 : ny, p.deep, 2, 'stroke-dasharray="6 6" opacity="0.5"'));
      out.push(
        g(
          [
            rect(x - 62 + 5, ny + 6, 124, 124, '#000000', `opacity="0.15" filter="${c.blur(5)}"`),
            rect(x - 62, ny, 124, 124, mix(col, '#ffffff', 0.45)),
            rect(x - 44, ny + 28, 88, 8, '#3a3a3a', 'opacity="0.35" rx="4"'),
            rect(x - 44, ny + 50, 64, 8, '#3a3a3a', 'opacity="0.25" rx="4"'),
            rect(x - 44, ny + 72, 76, 8, '#3a3a3a', 'opacity="0.25" rx="4"'),
            circle(x, ny + 6, 8, p.deep),
          ],
          `transform="rotate(${f(r.range(-5, 5))} ${f(x)} ${f(ny + 62)})"`,
        ),
      );
    }
    out.push(
      confetti(c, 40, colors, { x: 0, y: 0, w: W, h: 120 }),
      confetti(c, 40, colors, { x: 0, y: 700, w: W, h: 100 }),
    );
    return out.join('');
  }
  // flat-lay desk
  // notebook
  const nbx = r.range(120, 220);
  const nby = r.range(120, 180);
  out.push(
    g(
      [
        rect(nbx + 14, nby + 18, 460, 560, '#000000', `opacity="0.2" filter="${c.blur(10)}"`),
        rect(nbx, nby, 460, 560, p.deep, 'rx="14"'),
        rect(nbx + 30, nby + 10, 420, 540, '#fffdf8', 'rx="6"'),
        ...Array.from({ length: 12 }, (_, k) =>
          line(nbx + 60, nby + 80 + k * 38, nbx + 420, nby + 80 + k * 38, '#b8c4d6', 1.5),
        ),
        ...Array.from({ length: 9 }, (_, k) =>
          circle(nbx + 12, nby + 40 + k * 60, 9, '#d9dde2', 'stroke="#8a9098" stroke-width="3"'),
        ),
        // a mini timeline on the page
        line(nbx + 90, nby + 130, nbx + 90, nby + 480, p.accent, 4),
        ...Array.from({ length: 5 }, (_, k) =>
          circle(nbx + 90, nby + 140 + k * 84, 11, k === 2 ? p.accent2 : p.accent),
        ),
        ...Array.from({ length: 5 }, (_, k) =>
          rect(nbx + 120, nby + 132 + k * 84, r.range(120, 260), 14, '#4a4a4a', 'opacity="0.35" rx="7"'),
        ),
      ],
      `transform="rotate(${f(r.range(-6, 4))} ${f(nbx + 230)} ${f(nby + 280)})"`,
    ),
  );
  // calendar card
  const cx = r.range(700, 780);
  const cy = r.range(90, 150);
  const cal: string[] = [
    rect(cx + 10, cy + 14, 360, 320, '#000000', `opacity="0.18" filter="${c.blur(8)}"`),
    rect(cx, cy, 360, 320, '#ffffff', 'rx="10"'),
    rect(cx, cy, 360, 60, p.accent, 'rx="10"'),
    rect(cx, cy + 40, 360, 20, p.accent),
  ];
  const circled = r.int(0, 27);
  for (let k = 0; k < 28; k++) {
    const x = cx + 30 + (k % 7) * 46;
    const y = cy + 90 + Math.floor(k / 7) * 56;
    cal.push(rect(x - 10, y - 8, 20, 16, '#9aa1ab', 'rx="4" opacity="0.5"'));
    if (k === circled) cal.push(circle(x, y, 22, 'none', `stroke="${p.accent2}" stroke-width="5"`));
  }
  out.push(g(cal, `transform="rotate(${f(r.range(-3, 8))} ${f(cx + 180)} ${f(cy + 160)})"`));
  // colour swatch fan
  const sx = r.range(720, 880);
  const sy = r.range(520, 600);
  for (let k = 0; k < 5; k++) {
    out.push(
      g(
        [
          rect(sx, sy - 200, 80, 220, '#ffffff', 'rx="8"'),
          rect(sx + 8, sy - 192, 64, 150, colors[k % colors.length] ?? p.accent, 'rx="4"'),
        ],
        `transform="rotate(${f(-30 + k * 14)} ${f(sx + 40)} ${f(sy + 10)})"`,
      ),
    );
  }
  // pen
  const penX = r.range(560, 660);
  out.push(rect(penX, 200, 18, 360, p.deep, `rx="9" transform="rotate(${f(r.range(-25, 25))} ${f(penX)} 380)"`));
  out.push(confetti(c, layout === 2 ? 140 : 70, colors));
  return out.join('');
}
