import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { W, H, f, rect, ellipse, path, line, g } from '../svg.ts';

function bottle(x: number, baseY: number, w: number, h: number, color: string, label: string): string {
  return g([
    path(
      `M${f(x - w / 2)} ${f(baseY)} L${f(x - w / 2)} ${f(baseY - h * 0.55)} Q${f(x - w / 2)} ${f(baseY - h * 0.7)} ${f(x - w * 0.16)} ${f(baseY - h * 0.74)} L${f(x - w * 0.16)} ${f(baseY - h)} L${f(x + w * 0.16)} ${f(baseY - h)} L${f(x + w * 0.16)} ${f(baseY - h * 0.74)} Q${f(x + w / 2)} ${f(baseY - h * 0.7)} ${f(x + w / 2)} ${f(baseY - h * 0.55)} L${f(x + w / 2)} ${f(baseY)} Z`,
      color,
      'opacity="0.82"',
    ),
    rect(x - w * 0.4, baseY - h * 0.42, w * 0.8, h * 0.22, label, 'opacity="0.85"'),
    rect(x - w * 0.32, baseY - h * 0.62, w * 0.1, h * 0.5, '#ffffff', 'opacity="0.3"'),
  ]);
}

export function barCafe(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const cafe = c.variant % 3 === 2;
  out.push(
    rect(
      0,
      0,
      W,
      H,
      c.lin([
        [0, shade(p.deep, 0.03)],
        [1, shade(p.mid, -0.05)],
      ]),
    ),
  );
  // subway tile
  const pid = c.id();
  c.defs.push(
    `<pattern id="${pid}" width="60" height="30" patternUnits="userSpaceOnUse">${rect(1, 1, 58, 13, '#ffffff', 'opacity="0.05" rx="2"')}${rect(-29, 16, 58, 13, '#ffffff', 'opacity="0.05" rx="2"')}${rect(31, 16, 58, 13, '#ffffff', 'opacity="0.05" rx="2"')}</pattern>`,
  );
  out.push(rect(0, 0, W, 560, `url(#${pid})`));
  // neon sign
  const neonCol = r.pick([p.accent, p.accent2]);
  const nx = r.range(260, 940);
  const ny = r.range(110, 170);
  const shape = r.int(0, 3);
  let neon: string;
  if (shape === 0)
    neon = `M${f(nx - 70)} ${f(ny - 60)} L${f(nx + 70)} ${f(ny - 60)} L${f(nx)} ${f(ny + 20)} Z M${f(nx)} ${f(ny + 20)} L${f(nx)} ${f(ny + 80)} M${f(nx - 40)} ${f(ny + 80)} L${f(nx + 40)} ${f(ny + 80)} M${f(nx + 30)} ${f(ny - 90)} L${f(nx + 5)} ${f(ny - 40)}`;
  else if (shape === 1)
    neon = `M${f(nx - 60)} ${f(ny - 30)} L${f(nx + 40)} ${f(ny - 30)} L${f(nx + 30)} ${f(ny + 50)} Q${f(nx - 10)} ${f(ny + 70)} ${f(nx - 50)} ${f(ny + 50)} Z M${f(nx + 40)} ${f(ny - 15)} Q${f(nx + 90)} ${f(ny)} ${f(nx + 36)} ${f(ny + 30)} M${f(nx - 30)} ${f(ny - 60)} Q${f(nx - 20)} ${f(ny - 80)} ${f(nx - 30)} ${f(ny - 100)} M${f(nx)} ${f(ny - 60)} Q${f(nx + 10)} ${f(ny - 80)} ${f(nx)} ${f(ny - 100)}`;
  else if (shape === 2)
    neon = `M${f(nx - 160)} ${f(ny)} Q${f(nx - 120)} ${f(ny - 60)} ${f(nx - 80)} ${f(ny)} T${f(nx)} ${f(ny)} T${f(nx + 80)} ${f(ny)} T${f(nx + 160)} ${f(ny)} M${f(nx - 160)} ${f(ny + 40)} Q${f(nx - 120)} ${f(ny - 20)} ${f(nx - 80)} ${f(ny + 40)} T${f(nx)} ${f(ny + 40)} T${f(nx + 80)} ${f(ny + 40)} T${f(nx + 160)} ${f(ny + 40)}`;
  else
    neon = `M${f(nx)} ${f(ny + 60)} C${f(nx - 120)} ${f(ny - 20)} ${f(nx - 60)} ${f(ny - 100)} ${f(nx)} ${f(ny - 40)} C${f(nx + 60)} ${f(ny - 100)} ${f(nx + 120)} ${f(ny - 20)} ${f(nx)} ${f(ny + 60)} Z`;
  out.push(c.glow(nx, ny, 360, neonCol, 0.35));
  out.push(
    path(
      neon,
      'none',
      `stroke="${neonCol}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" filter="${c.blur(10)}" opacity="0.9"`,
    ),
  );
  out.push(
    path(
      neon,
      'none',
      `stroke="${shade(neonCol, 0.3)}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"`,
    ),
  );
  // shelves with backlit bottles
  const shelves = cafe ? [330] : [300, 420];
  for (const sy of shelves) {
    out.push(c.ellipseGlow(600, sy - 20, 700, 70, p.glow, 0.45));
    out.push(rect(60, sy, W - 120, 8, '#2a1a10'), rect(60, sy - 3, W - 120, 3, p.glow, 'opacity="0.8"'));
    if (cafe) {
      for (let x = 90; x < W - 100; x += r.range(60, 90)) {
        out.push(
          rect(
            x,
            sy - r.range(50, 70),
            r.range(40, 60),
            60,
            r.pick(['#c98b4a', '#efe6d6', '#6b4a2c', '#9db58a']),
            'rx="8" opacity="0.9"',
          ),
        );
      }
    } else {
      for (let x = 90; x < W - 90; x += r.range(28, 44)) {
        out.push(
          bottle(
            x,
            sy,
            r.range(20, 34),
            r.range(70, 115),
            r.pick(['#7a4a1a', '#b8772a', '#2f5a3a', '#dfe9ef', '#5a1a2a', '#c2a14a', p.accent2]),
            r.pick(['#efe3c8', '#1a1a1a', '#d4b15c', '#ffffff']),
          ),
        );
      }
    }
  }
  // pendant bulbs
  for (let k = 0; k < r.int(3, 5); k++) {
    const x = 120 + (k * 960) / 4 + r.range(-40, 40);
    const y = r.range(120, 240);
    out.push(line(x, 0, x, y, '#0b0b0b', 2), c.glow(x, y + 14, 90, p.glow, 0.6), ellipse(x, y + 14, 12, 16, '#fff0c2'));
  }
  // bar counter
  const counterY = r.range(540, 580);
  out.push(
    rect(
      0,
      counterY,
      W,
      24,
      c.lin([
        [0, '#b07a4a'],
        [1, '#6a4224'],
      ]),
    ),
    rect(
      0,
      counterY + 24,
      W,
      H - counterY,
      c.lin([
        [0, shade(p.mid, -0.12)],
        [1, shade(p.deep, -0.1)],
      ]),
    ),
  );
  for (let x = 0; x < W; x += 80) out.push(rect(x, counterY + 24, 2, H - counterY, '#000000', 'opacity="0.35"'));
  out.push(rect(0, counterY + 24, W, 6, p.glow, 'opacity="0.35"'));
  // items on counter
  if (cafe) {
    out.push(
      rect(
        r.range(760, 900),
        counterY - 190,
        220,
        190,
        c.lin(
          [
            [0, '#d9dde2'],
            [0.5, '#8a9098'],
            [1, '#c5cad0'],
          ],
          0,
          0,
          1,
          0,
        ),
        'rx="12"',
      ),
    );
    for (let k = 0; k < 3; k++) {
      const x = r.range(120, 640);
      out.push(
        path(
          `M${f(x - 26)} ${f(counterY - 50)} L${f(x + 26)} ${f(counterY - 50)} L${f(x + 20)} ${f(counterY)} L${f(x - 20)} ${f(counterY)} Z`,
          '#f6f1e8',
        ),
        ellipse(x, counterY - 50, 26, 6, '#6b3a1a'),
        path(`M${f(x + 24)} ${f(counterY - 40)} q18 4 0 24`, 'none', 'stroke="#f6f1e8" stroke-width="6"'),
      );
    }
  } else {
    for (let k = 0; k < r.int(2, 4); k++) {
      const x = r.range(100, 1100);
      out.push(
        path(
          `M${f(x - 36)} ${f(counterY - 80)} L${f(x + 36)} ${f(counterY - 80)} L${f(x)} ${f(counterY - 40)} Z`,
          r.pick([p.accent, p.accent2, '#f2c14e']),
          'opacity="0.75"',
        ),
        line(x, counterY - 40, x, counterY, '#ffffff', 3, 'opacity="0.6"'),
        ellipse(x, counterY - 2, 20, 4, '#ffffff', 'opacity="0.5"'),
      );
    }
  }
  // stools
  for (let x = r.range(80, 200); x < W; x += r.range(220, 300)) {
    out.push(
      ellipse(x, counterY + 120, 48, 14, shade(p.accent, -0.35)),
      line(x, counterY + 130, x, H, '#0c0c0c', 8),
      line(x - 30, H - 40, x + 30, H - 40, '#0c0c0c', 5),
    );
  }
  return out.join('');
}
