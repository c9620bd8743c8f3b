import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { abstractArt } from '../paintings.ts';
import { person } from '../primitives.ts';
import { W, H, rect, ellipse, poly, line, g } from '../svg.ts';

function framedPiece(c: Ctx, x: number, y: number, w: number, h: number): string {
  const frameCol = c.r.pick(['#1b1b1b', '#f7f5f0', '#8a6a45', '#c9a55c']);
  const mat = c.r.chance(0.5) ? w * 0.08 : 0;
  const fw = Math.max(6, w * 0.03);
  return (
    rect(x + 10, y + 16, w, h, '#000000', `opacity="0.22" filter="${c.blur(10)}"`) +
    rect(x, y, w, h, frameCol) +
    rect(x + fw, y + fw, w - 2 * fw, h - 2 * fw, '#fbfaf7') +
    abstractArt(c, x + fw + mat, y + fw + mat, w - 2 * (fw + mat), h - 2 * (fw + mat))
  );
}

export function gallery(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const floorY = r.range(600, 650);
  const wall = mix(p.light, '#ffffff', 0.3);
  out.push(
    rect(
      0,
      0,
      W,
      floorY,
      c.lin([
        [0, shade(wall, -0.1)],
        [0.5, wall],
        [1, shade(wall, -0.06)],
      ]),
    ),
  );
  const concrete = r.chance(0.5);
  out.push(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      c.lin(
        concrete
          ? [
              [0, '#bdb8b1'],
              [1, '#8f8a84'],
            ]
          : [
              [0, '#c9a47c'],
              [1, '#8e6a46'],
            ],
      ),
    ),
  );
  if (!concrete) {
    const boards: string[] = [];
    for (let x = -1200; x < W + 1200; x += 60)
      boards.push(line(x, H, x + (600 - x) * 0.5, floorY, '#6b4a2c', 1.5, 'opacity="0.35"'));
    out.push(g(boards));
  }
  out.push(rect(0, floorY - 10, W, 10, shade(wall, -0.18)));
  // track lights and washes
  out.push(rect(0, 34, W, 6, '#2a2a2a'));
  const layout = c.variant % 3;
  const pieces: [number, number, number, number][] = [];
  if (layout === 0) {
    const n = r.int(2, 4);
    const gap = W / n;
    for (let i = 0; i < n; i++) {
      const w = r.range(170, gap - 60);
      const h = r.range(180, 330);
      pieces.push([gap * i + (gap - w) / 2, r.range(170, 300 - (h - 180) / 3), w, h]);
    }
  } else if (layout === 1) {
    const w = r.range(420, 560);
    const h = r.range(300, 400);
    pieces.push([r.range(220, W - w - 220), r.range(120, 170), w, h]);
  } else {
    let x = r.range(140, 260);
    while (x < W - 260) {
      const w = r.range(110, 180);
      const h1 = r.range(110, 170);
      const h2 = r.range(90, 150);
      pieces.push([x, 150 + r.range(-10, 20), w, h1], [x + r.range(-10, 10), 150 + h1 + 40, w * r.range(0.8, 1.1), h2]);
      x += w + r.range(40, 70);
    }
  }
  for (const [x, , w] of pieces) {
    const cx = x + w / 2;
    out.push(
      poly(
        [
          [cx - 16, 40],
          [cx + 16, 40],
          [cx + w * 0.8, floorY],
          [cx - w * 0.8, floorY],
        ],
        c.lin([
          [0, '#ffffff', 0.7],
          [1, '#ffffff', 0],
        ]),
        `filter="${c.blur(14)}" opacity="0.7"`,
      ),
    );
    out.push(rect(cx - 9, 38, 18, 26, '#222222', 'rx="4"'), c.glow(cx, 66, 40, '#fff6dc', 0.9));
  }
  for (const [x, y, w, h] of pieces) out.push(framedPiece(c, x, y, w, h));
  // pedestal + sculpture
  if (r.chance(0.6) || layout === 1) {
    const px = r.chance(0.5) ? r.range(60, 220) : r.range(980, 1120);
    out.push(
      ellipse(px + 30, floorY + 60, 120, 18, '#000000', `opacity="0.25" filter="${c.blur(8)}"`),
      rect(
        px - 60,
        floorY - 180,
        120,
        240,
        c.lin(
          [
            [0, '#ffffff'],
            [1, '#d9d5cf'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      ellipse(
        px,
        floorY - 230,
        r.range(36, 60),
        r.range(50, 70),
        c.rad(
          [
            [0, shade(p.accent, 0.25)],
            [1, shade(p.accent, -0.2)],
          ],
          0.35,
          0.3,
          0.8,
        ),
      ),
    );
  }
  // visitors
  const visitors = layout === 1 ? r.int(1, 2) : r.int(0, 3);
  for (let i = 0; i < visitors; i++) {
    const vx = r.range(150, 1050);
    const h = r.range(360, 460);
    out.push(
      ellipse(vx, floorY + (H - floorY) * 0.7, 70, 12, '#000000', 'opacity="0.2"'),
      person(vx, floorY + (H - floorY) * 0.7, h, mix(p.deep, '#000000', r.range(0, 0.4)), false, r.chance(0.4) ? 1 : 0),
    );
  }
  return out.join('');
}
