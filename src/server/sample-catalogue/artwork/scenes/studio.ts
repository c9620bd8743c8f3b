import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { W, H, f, rect, circle, ellipse, path, line, g } from '../svg.ts';

function softbox(c: Ctx, x: number, y: number, w: number, h: number, tilt: number, floorY: number): string {
  const standBase = floorY + 20;
  return g([
    line(x, y + h / 2, x, standBase, '#2a2a2e', 5),
    line(x, standBase - 60, x - 50, standBase, '#2a2a2e', 4),
    line(x, standBase - 60, x + 50, standBase, '#2a2a2e', 4),
    c.glow(x, y, Math.max(w, h) * 1.4, '#ffffff', 0.35),
    g(
      [
        rect(x - w / 2 - 6, y - h / 2 - 6, w + 12, h + 12, '#1c1c20', 'rx="6"'),
        rect(
          x - w / 2,
          y - h / 2,
          w,
          h,
          c.rad([
            [0, '#ffffff'],
            [0.8, '#f6f6f2'],
            [1, '#d8d8d2'],
          ]),
        ),
      ],
      `transform="rotate(${f(tilt)} ${f(x)} ${f(y)})"`,
    ),
  ]);
}

export function studio(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const gel = c.variant % 3 === 2 || r.chance(0.3);
  const horizon = r.range(470, 540);
  const wallA = gel ? p.mid : p.light;
  const wallB = gel ? p.accent : p.accent;
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, shade(wallA, -0.15)],
        [0.55, wallA],
        [0.75, mix(wallA, wallB, 0.3)],
        [1, shade(wallB, -0.1)],
      ]),
    ),
  );
  out.push(c.ellipseGlow(r.range(450, 750), horizon - 60, 520, 380, '#ffffff', gel ? 0.35 : 0.7));
  if (gel)
    out.push(
      c.ellipseGlow(r.range(100, 400), 200, 420, 300, p.accent2, 0.45),
      c.ellipseGlow(r.range(800, 1100), 260, 420, 320, p.accent, 0.45),
    );
  // cyc curve
  out.push(
    path(
      `M0 ${f(horizon)} Q600 ${f(horizon + 80)} ${W} ${f(horizon)} L${W} ${H} L0 ${H} Z`,
      c.lin([
        [0, '#ffffff', 0],
        [1, '#000000', 0.25],
      ]),
    ),
  );
  // backdrop paper roll
  if (c.variant % 3 === 1) {
    const bx = r.range(340, 520);
    const bwid = r.range(320, 420);
    out.push(
      rect(bx - 20, 40, bwid + 40, 20, '#2a2a2a', 'rx="10"'),
      path(
        `M${f(bx)} 60 L${f(bx + bwid)} 60 L${f(bx + bwid)} ${f(horizon + 40)} Q${f(bx + bwid)} ${f(horizon + 130)} ${f(bx + bwid + 30)} ${f(horizon + 190)} L${f(bx - 30)} ${f(horizon + 190)} Q${f(bx)} ${f(horizon + 130)} ${f(bx)} ${f(horizon + 40)} Z`,
        c.lin([
          [0, shade(p.accent2, -0.05)],
          [1, shade(p.accent2, -0.2)],
        ]),
      ),
    );
    out.push(
      rect(bx + bwid * 0.4, horizon + 60, 70, 14, '#3a2b20', 'rx="4"'),
      line(bx + bwid * 0.42, horizon + 74, bx + bwid * 0.4, horizon + 150, '#3a2b20', 5),
      line(bx + bwid * 0.4 + 60, horizon + 74, bx + bwid * 0.4 + 66, horizon + 150, '#3a2b20', 5),
    );
  }
  const nBoxes = r.int(2, 3);
  for (let i = 0; i < nBoxes; i++) {
    const left = i % 2 === 0;
    const x = left ? r.range(110, 300) : r.range(900, 1090);
    out.push(
      softbox(
        c,
        i === 2 ? r.range(520, 680) : x,
        r.range(200, 320),
        r.range(140, 200),
        r.range(180, 260),
        left ? r.range(8, 20) : r.range(-20, -8),
        horizon + 130,
      ),
    );
  }
  // stool / chair on set
  if (c.variant % 3 !== 1) {
    const sx = r.range(500, 700);
    out.push(
      ellipse(sx, horizon + 190, 90, 16, '#000000', `opacity="0.25" filter="${c.blur(6)}"`),
      ellipse(sx, horizon + 60, 55, 14, shade(p.accent2, -0.2)),
      line(sx - 35, horizon + 66, sx - 48, horizon + 190, '#2a2a2a', 5),
      line(sx + 35, horizon + 66, sx + 48, horizon + 190, '#2a2a2a', 5),
      line(sx, horizon + 70, sx, horizon + 190, '#2a2a2a', 5),
    );
  }
  // camera on tripod in the foreground
  const camX = r.chance(0.5) ? r.range(120, 260) : r.range(940, 1080);
  out.push(
    g([
      line(camX, 560, camX - 110, H + 10, '#141416', 9),
      line(camX, 560, camX + 110, H + 10, '#141416', 9),
      line(camX, 560, camX, H + 10, '#141416', 9),
      rect(camX - 80, 480, 160, 90, '#18181b', 'rx="12"'),
      rect(camX - 50, 462, 60, 24, '#18181b', 'rx="6"'),
      circle(camX + (camX < 600 ? 80 : -80), 525, 40, '#0c0c0e'),
      circle(
        camX + (camX < 600 ? 80 : -80),
        525,
        26,
        c.rad(
          [
            [0, p.accent2],
            [1, '#111122'],
          ],
          0.35,
          0.35,
          0.7,
        ),
      ),
    ]),
  );
  // cables
  out.push(
    path(
      `M${f(camX)} ${H} C${f(camX + 200)} ${f(H - 60)} ${f(r.range(400, 800))} ${f(H - 10)} ${f(r.range(700, 1200))} ${f(H - 70)}`,
      'none',
      'stroke="#111111" stroke-width="5" opacity="0.7"',
    ),
  );
  return out.join('');
}
