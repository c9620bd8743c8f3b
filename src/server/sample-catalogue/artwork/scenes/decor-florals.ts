import { shade, mix } from '../color.ts';
import type { Ctx } from '../context.ts';
import { leaf, flower, bokeh } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, g } from '../svg.ts';

export function decorFlorals(c: Ctx): string {
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
        [0, p.light],
        [1, mix(p.light, p.mid, 0.35)],
      ]),
    ),
  );
  const bloomCols = [p.accent, p.accent2, shade(p.accent, 0.15), '#ffffff', shade(p.accent2, -0.1)];
  const greens = ['#4f6f46', '#6b8c5a', '#86a38a', '#3e5a3a'];
  if (layout === 1) {
    // floral wall
    for (let k = 0; k < 160; k++)
      out.push(leaf(r.range(-40, W + 40), r.range(-40, H + 40), r.range(40, 80), r.range(0, 360), r.pick(greens)));
    const blooms: [number, number, number][] = [];
    for (let k = 0; k < 70; k++) blooms.push([r.range(-40, W + 40), r.range(-40, H + 40), r.range(28, 70)]);
    blooms.sort((a, b) => a[2] - b[2]);
    for (const [x, y, s] of blooms)
      out.push(
        circle(x + 4, y + 6, s * 0.9, '#000000', 'opacity="0.12"'),
        flower(c, x, y, s, r.pick(bloomCols), p.glow, r.int(5, 8)),
      );
    out.push(c.ellipseGlow(600, 400, 700, 500, '#ffffff', 0.15));
    return out.join('');
  }
  if (layout === 2) {
    // macro close-up: a few huge blooms, the rest of the arrangement out of focus behind
    const back: string[] = [];
    for (let k = 0; k < 12; k++)
      back.push(leaf(r.range(-100, W), r.range(-100, H), r.range(160, 320), r.range(0, 360), r.pick(greens)));
    for (let k = 0; k < 10; k++)
      back.push(flower(c, r.range(0, W), r.range(0, H), r.range(70, 150), r.pick(bloomCols), p.glow, r.int(5, 7)));
    out.push(g(back, `filter="${c.blur(14)}" opacity="0.75"`));
    out.push(g(bokeh(c, 16, [p.glow, '#ffffff'], { x: 0, y: 0, w: W, h: H }, [20, 60]), `filter="${c.blur(6)}"`));
    const n = r.int(2, 4);
    for (let k = 0; k < n; k++) {
      const x = (W / (n + 1)) * (k + 1) + r.range(-80, 80);
      const y = r.range(260, 560);
      const s = r.range(150, 240) * (k === 0 ? 1.2 : 1);
      out.push(
        leaf(x, y + s * 0.5, s * 1.4, r.range(10, 170), r.pick(greens)),
        circle(x + 12, y + 18, s * 0.95, '#000000', `opacity="0.15" filter="${c.blur(12)}"`),
      );
      out.push(flower(c, x, y, s, r.pick(bloomCols), p.glow, r.int(6, 8)));
      for (let j = 0; j < 18; j++) {
        const a = (j / 18) * Math.PI * 2;
        out.push(circle(x + Math.cos(a) * s * 0.24, y + Math.sin(a) * s * 0.24, s * 0.025, shade(p.glow, -0.15)));
      }
    }
    return out.join('');
  }
  // table with arrangement
  const tableY = r.range(560, 620);
  out.push(c.ellipseGlow(r.range(300, 900), 200, 600, 300, '#ffffff', 0.5));
  out.push(
    rect(
      0,
      tableY,
      W,
      H - tableY,
      c.lin([
        [0, shade(p.mid, 0.1)],
        [1, shade(p.mid, -0.1)],
      ]),
    ),
  );
  out.push(rect(0, tableY, W, 6, '#ffffff', 'opacity="0.4"'));
  const vx = r.range(460, 740);
  const vaseH = r.range(150, 220);
  const vaseCol = r.pick(['#f1ece4', '#2f3e46', '#c9a77a', shade(p.accent2, -0.2)]);
  // stems and greenery
  const greenery: string[] = [];
  for (let k = 0; k < 30; k++) {
    const a = r.range(-160, -20);
    const len = r.range(120, 300);
    const ex = vx + Math.cos((a * Math.PI) / 180) * len;
    const ey = tableY - vaseH + Math.sin((a * Math.PI) / 180) * len;
    greenery.push(
      path(
        `M${f(vx)} ${f(tableY - vaseH + 20)} Q${f((vx + ex) / 2 + r.range(-40, 40))} ${f((tableY - vaseH + ey) / 2)} ${f(ex)} ${f(ey)}`,
        'none',
        'stroke="#4f6f46" stroke-width="3"',
      ),
    );
    for (let j = 0; j < 4; j++) {
      const t = 0.3 + j * 0.2;
      greenery.push(
        leaf(
          vx + (ex - vx) * t,
          tableY - vaseH + (ey - tableY + vaseH) * t,
          r.range(20, 36),
          a + r.choice2(),
          r.pick(greens),
        ),
      );
    }
  }
  out.push(g(greenery));
  const blooms: [number, number, number][] = [];
  for (let k = 0; k < r.int(9, 14); k++) {
    const a = r.range(-170, -10) * (Math.PI / 180);
    const d = r.range(20, 220);
    blooms.push([vx + Math.cos(a) * d * 1.3, tableY - vaseH - 20 + Math.sin(a) * d, r.range(30, 62)]);
  }
  blooms.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s] of blooms) out.push(flower(c, x, y, s, r.pick(bloomCols), p.glow, r.int(5, 8)));
  for (let k = 0; k < 25; k++)
    out.push(
      circle(
        vx + r.range(-300, 300),
        tableY - vaseH - r.range(20, 260),
        r.range(4, 8),
        r.pick(['#ffffff', p.accent2]),
        'opacity="0.9"',
      ),
    );
  out.push(
    path(
      `M${f(vx - 60)} ${f(tableY - vaseH)} L${f(vx + 60)} ${f(tableY - vaseH)} Q${f(vx + 90)} ${f(tableY - vaseH * 0.4)} ${f(vx + 50)} ${f(tableY)} L${f(vx - 50)} ${f(tableY)} Q${f(vx - 90)} ${f(tableY - vaseH * 0.4)} ${f(vx - 60)} ${f(tableY - vaseH)} Z`,
      vaseCol,
    ),
  );
  out.push(rect(vx - 40, tableY - vaseH + 20, 12, vaseH - 40, '#ffffff', 'opacity="0.25" rx="6"'));
  // candles
  for (let k = 0; k < r.int(2, 4); k++) {
    const x = r.chance(0.5) ? r.range(120, vx - 200) : r.range(vx + 200, 1080);
    const h = r.range(80, 200);
    out.push(
      c.glow(x, tableY - h - 20, 90, p.glow, 0.7),
      rect(x - 12, tableY - h, 24, h, '#f7f1e6', 'rx="4"'),
      ellipse(x, tableY - h - 14, 6, 13, '#ffe08a'),
    );
  }
  // scattered petals
  for (let k = 0; k < 12; k++)
    out.push(
      ellipse(
        r.range(50, 1150),
        r.range(tableY + 40, H - 20),
        12,
        7,
        r.pick(bloomCols),
        `transform="rotate(${f(r.range(0, 180))} 0 0)" opacity="0.9"`,
      ),
    );
  if (r.chance(0.5))
    out.push(g(bokeh(c, 20, [p.glow, '#ffffff'], { x: 0, y: 0, w: W, h: tableY }, [20, 50]), `filter="${c.blur(6)}"`));
  return out.join('');
}
