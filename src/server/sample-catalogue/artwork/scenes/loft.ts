import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { flower, pendant, plant } from '../primitives.ts';
import { hashString, Rng } from '../random.ts';
import { W, H, rect, ellipse, poly, line, g } from '../svg.ts';

export function loft(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const floorY = r.range(590, 640);
  // brick pattern
  const pid = c.id();
  const bricks: string[] = [];
  const bw = 64;
  const bh = 26;
  const brickBase = mix(p.accent, p.mid, 0.5);
  const tile = new Rng(hashString(pid));
  for (let row = 0; row < 4; row++) {
    for (let k = -1; k < 4; k++) {
      const x = k * bw + (row % 2) * (bw / 2);
      bricks.push(rect(x + 2, row * bh + 2, bw - 4, bh - 4, shade(brickBase, tile.range(-0.08, 0.06)), 'rx="2"'));
    }
  }
  c.defs.push(
    `<pattern id="${pid}" width="${bw * 4}" height="${bh * 4}" patternUnits="userSpaceOnUse">${rect(0, 0, bw * 4, bh * 4, shade(p.deep, 0.18))}${bricks.join('')}</pattern>`,
  );
  out.push(rect(0, 0, W, floorY, `url(#${pid})`));
  // windows
  const nWin = c.variant === 1 ? 1 : r.int(2, 3);
  const winW = nWin === 1 ? r.range(460, 600) : r.range(230, 300);
  const winH = r.range(330, 400);
  const winY = r.range(80, 130);
  const gap = (W - nWin * winW) / (nWin + 1);
  const shafts: string[] = [];
  const sky = c.lin([
    [0, shade(p.accent2, 0.05)],
    [0.7, mix(p.accent2, '#ffffff', 0.6)],
    [1, '#fff8ea'],
  ]);
  const dir = r.chance(0.5) ? 1 : -1;
  for (let i = 0; i < nWin; i++) {
    const x = gap + i * (winW + gap);
    out.push(rect(x - 10, winY - 10, winW + 20, winH + 20, '#1d1a18'), rect(x, winY, winW, winH, sky));
    // distant buildings in the window
    for (let bx = x; bx < x + winW; bx += r.range(30, 70))
      out.push(
        rect(
          bx,
          winY + winH - r.range(40, 140),
          r.range(25, 60),
          150,
          mix(p.accent2, '#6b7f92', 0.6),
          `opacity="0.5" clip-path="${c.clip(rect(x, winY, winW, winH, '#000'))}"`,
        ),
      );
    const cols = Math.round(winW / 70);
    const rows = Math.round(winH / 80);
    for (let k = 1; k < cols; k++) out.push(rect(x + (winW * k) / cols - 3, winY, 6, winH, '#1d1a18'));
    for (let k = 1; k < rows; k++) out.push(rect(x, winY + (winH * k) / rows - 3, winW, 6, '#1d1a18'));
    shafts.push(
      poly(
        [
          [x, winY],
          [x + winW, winY],
          [x + winW + dir * 360, H],
          [x + dir * 360, H],
        ],
        c.lin([
          [0, '#fff4dc', 0.45],
          [1, '#fff4dc', 0],
        ]),
      ),
    );
  }
  out.push(
    rect(
      0,
      0,
      W,
      floorY,
      c.lin([
        [0, '#000000', 0.35],
        [0.5, '#000000', 0.05],
        [1, '#000000', 0.3],
      ]),
    ),
  );
  // ceiling beam and duct
  out.push(
    rect(0, 0, W, 40, '#1a1714'),
    rect(
      0,
      44,
      W,
      28,
      c.lin([
        [0, '#8b9096'],
        [0.5, '#d5d9dd'],
        [1, '#6c7177'],
      ]),
    ),
  );
  // floor
  out.push(
    rect(
      0,
      floorY,
      W,
      H - floorY,
      c.lin([
        [0, shade(p.mid, 0.08)],
        [1, shade(p.mid, -0.12)],
      ]),
    ),
  );
  const planks: string[] = [];
  for (let x = -1500; x < W + 1500; x += 55)
    planks.push(line(x, H, 600 + (x - 600) * 0.25, floorY, '#000000', 1.2, 'opacity="0.25"'));
  out.push(g(planks), g(shafts, `filter="${c.blur(16)}"`));
  // furniture
  const layout = c.variant % 3;
  const furn = shade(p.deep, -0.05);
  if (layout !== 2) {
    const ty = floorY + r.range(50, 90);
    out.push(
      rect(
        220,
        ty,
        760,
        26,
        c.lin([
          [0, '#8a5a36'],
          [1, '#5e3a20'],
        ]),
      ),
      rect(250, ty + 26, 14, 110, furn),
      rect(936, ty + 26, 14, 110, furn),
    );
    for (let k = 0; k < 6; k++) out.push(rect(270 + k * 120, ty - 60, 50, 70, furn, 'rx="6" opacity="0.9"'));
    for (let k = 0; k < 4; k++)
      out.push(flower(c, 360 + k * 170, ty - 10, 12, r.pick([p.accent, p.glow, '#ffffff']), p.deep));
  } else {
    out.push(
      rect(160, floorY + 60, 440, 110, shade(p.accent2, -0.35), 'rx="26"'),
      rect(140, floorY + 110, 480, 80, shade(p.accent2, -0.42), 'rx="20"'),
      ellipse(820, floorY + 150, 150, 34, '#5e3a20'),
    );
  }
  for (let k = 0; k < r.int(2, 4); k++)
    out.push(pendant(c, r.range(150, 1050), 72, r.range(120, 220), r.range(24, 36), '#1c1c1c'));
  out.push(plant(c, r.range(40, 120), H - 20, r.range(220, 300), '#2f5a34', '#e8e1d6'));
  if (r.chance(0.5)) out.push(plant(c, r.range(1080, 1160), H - 20, r.range(180, 260), '#365f3a', '#2a2a2a'));
  return out.join('');
}
