import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { person, crowd, confetti } from '../primitives.ts';
import { W, H, f, rect, circle, path, poly, line, g } from '../svg.ts';

function curtains(c: Ctx, color: string, top: number, spread: number): string {
  const out: string[] = [];
  const fold = c.lin(
    [
      [0, shade(color, -0.2)],
      [0.5, shade(color, 0.1)],
      [1, shade(color, -0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  for (const side of [-1, 1]) {
    for (let k = 0; k < 5; k++) {
      const x = side < 0 ? -20 + (k * spread) / 5 : W + 20 - ((k + 1) * spread) / 5;
      out.push(rect(x, top, spread / 5 + 4, H - top, fold));
    }
  }
  out.push(rect(0, 0, W, top + 60, fold));
  for (let k = 0; k < 10; k++)
    out.push(
      path(
        `M${f(k * 120)} ${f(top + 40)} Q${f(k * 120 + 60)} ${f(top + 110)} ${f(k * 120 + 120)} ${f(top + 40)} Z`,
        shade(color, -0.08),
      ),
    );
  out.push(rect(0, top + 36, W, 8, c.p.accent2, 'opacity="0.8"'));
  return g(out);
}

export function entertainment(c: Ctx): string {
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
        [1, shade(p.mid, -0.1)],
      ]),
    ),
  );
  const stageY = r.range(560, 620);
  // spotlight cones
  const target = r.range(420, 780);
  for (let k = 0; k < r.int(2, 4); k++) {
    const lx = r.range(0, W);
    out.push(
      poly(
        [
          [lx - 12, -10],
          [lx + 12, -10],
          [target + 180, stageY + 30],
          [target - 180, stageY + 30],
        ],
        c.lin([
          [0, p.glow, 0.55],
          [1, p.glow, 0.12],
        ]),
        `filter="${c.blur(10)}"`,
      ),
    );
  }
  out.push(c.ellipseGlow(target, stageY + 20, 260, 50, p.glow, 0.9));
  // stage floor
  out.push(
    rect(
      0,
      stageY,
      W,
      H - stageY,
      c.lin([
        [0, '#1c1410'],
        [1, '#070504'],
      ]),
    ),
    rect(0, stageY, W, 5, p.accent2, 'opacity="0.7"'),
  );
  out.push(c.ellipseGlow(target, stageY + 24, 240, 40, p.glow, 0.6));
  // performers
  const pose = r.int(0, 2);
  if (pose === 0) out.push(person(target, stageY + 20, 340, '#050304', true));
  else if (pose === 1) {
    out.push(
      person(target - 70, stageY + 20, 320, '#050304'),
      person(target + 70, stageY + 20, 300, '#050304', true, 1),
    );
  } else {
    out.push(
      person(target, stageY + 20, 330, '#050304'),
      line(target + 40, stageY - 240, target + 60, stageY - 200, '#050304', 8),
      line(target + 60, stageY - 200, target + 60, stageY + 20, '#050304', 4),
    );
    for (let k = 0; k < 3; k++)
      out.push(circle(target - 60 + k * 60, stageY - 380 - r.range(0, 60), 16, r.pick([p.accent, p.accent2, p.glow])));
  }
  out.push(curtains(c, p.accent, 0, r.range(180, 300)));
  if (layout !== 1)
    out.push(confetti(c, layout === 2 ? 220 : 120, [p.accent, p.accent2, p.glow, '#ffffff', shade(p.accent2, 0.2)]));
  // audience heads
  out.push(crowd(c, 700, 2, '#020202', '#0d0a08'));
  return out.join('');
}
