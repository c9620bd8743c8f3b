import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { crowd } from '../primitives.ts';
import { laserBeams } from '../stage-effects.ts';
import { W, H, f, rect, circle, ellipse, line, g } from '../svg.ts';

export function warehouse(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, shade(p.deep, 0.02)],
        [0.6, p.mid],
        [1, shade(p.deep, -0.02)],
      ]),
    ),
  );
  // back wall panels and columns
  const wallCol = shade(p.mid, 0.04);
  for (let x = r.range(-80, 0); x < W; x += r.range(170, 240)) {
    out.push(rect(x, 120, 22, 520, shade(p.deep, 0.05), 'opacity="0.9"'));
  }
  for (let i = 0; i < r.int(2, 4); i++) {
    const wx = r.range(0, W - 220);
    out.push(g([rect(wx, r.range(150, 220), r.range(160, 240), r.range(110, 170), wallCol, 'opacity="0.35"')]));
  }
  // truss
  const trussY = r.range(70, 130);
  const truss: string[] = [rect(0, trussY, W, 6, '#2a2a33'), rect(0, trussY + 44, W, 6, '#2a2a33')];
  for (let x = 0; x < W; x += 50)
    truss.push(
      line(x, trussY + 3, x + 25, trussY + 47, '#2a2a33', 3),
      line(x + 25, trussY + 47, x + 50, trussY + 3, '#2a2a33', 3),
    );
  out.push(g(truss, 'opacity="0.9"'));
  const colors = [p.accent, p.accent2, p.glow];
  // haze
  const haze: string[] = [];
  for (let i = 0; i < 6; i++)
    haze.push(
      ellipse(
        r.range(0, W),
        r.range(200, 560),
        r.range(260, 560),
        r.range(80, 180),
        r.pick(colors),
        `opacity="${f(r.range(0.08, 0.2))}"`,
      ),
    );
  out.push(g(haze, `filter="${c.blur(40)}"`));
  // beams
  const mode = c.variant % 3;
  const boothX = r.range(420, 780);
  if (mode === 0) {
    out.push(laserBeams(c, boothX, 515, r.int(12, 22), colors, [190, 350]));
  } else if (mode === 1) {
    for (let k = 0; k < r.int(3, 5); k++)
      out.push(
        laserBeams(
          c,
          r.range(80, 1120),
          trussY + 50,
          r.int(3, 6),
          [r.pick(colors)],
          [r.range(40, 80), r.range(100, 140)],
        ),
      );
  } else {
    out.push(
      laserBeams(c, -20, r.range(200, 400), r.int(8, 14), colors, [-25, 25]),
      laserBeams(c, W + 20, r.range(200, 400), r.int(8, 14), colors, [155, 205]),
    );
  }
  // fixtures on the truss
  for (let x = r.range(60, 160); x < W; x += r.range(150, 260))
    out.push(c.glow(x, trussY + 60, 40, r.pick(colors), 0.9), circle(x, trussY + 60, 6, '#ffffff'));
  // DJ booth glow
  out.push(
    c.ellipseGlow(boothX, 540, 260, 60, p.accent, 0.5),
    rect(boothX - 140, 520, 280, 60, '#07070a'),
    rect(boothX - 140, 520, 280, 4, p.accent2, 'opacity="0.9"'),
  );
  // crowd with rim light
  out.push(crowd(c, 575, 4, '#030304', mix(p.deep, p.accent, 0.22)));
  // floor haze over the crowd
  out.push(
    rect(
      0,
      480,
      W,
      320,
      c.lin([
        [0, p.accent, 0],
        [0.5, p.accent, 0.06],
        [1, '#000000', 0.4],
      ]),
    ),
  );
  return out.join('');
}
