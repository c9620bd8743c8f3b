import type { Ctx } from '../context.ts';
import { confetti } from '../primitives.ts';
import { W, H, f, rect, circle, g } from '../svg.ts';

export function abstractScene(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [
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
  ];
  const blobs: string[] = [];
  for (let k = 0; k < 6; k++)
    blobs.push(
      circle(
        r.range(0, W),
        r.range(0, H),
        r.range(120, 320),
        r.pick([p.accent, p.accent2, p.glow]),
        `opacity="${f(r.range(0.3, 0.7))}"`,
      ),
    );
  out.push(g(blobs, `filter="${c.blur(50)}"`));
  out.push(confetti(c, 120, [p.accent, p.accent2, p.glow, p.light]));
  return out.join('');
}
