import { shade } from '../color.ts';
import type { Ctx } from '../context.ts';
import { leaf } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, path, poly } from '../svg.ts';
import { plateFood } from '../tableware.ts';

export function foodBeverage(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const layout = c.variant % 3;
  const marble = r.chance(0.5);
  out.push(
    rect(
      0,
      0,
      W,
      H,
      marble
        ? c.lin(
            [
              [0, '#f3f0ea'],
              [1, '#dcd6cc'],
            ],
            0,
            0,
            1,
            1,
          )
        : c.lin(
            [
              [0, shade(p.mid, 0.05)],
              [1, shade(p.deep, 0.08)],
            ],
            0,
            0,
            1,
            1,
          ),
    ),
  );
  if (marble) {
    for (let k = 0; k < 8; k++)
      out.push(
        path(
          `M${f(r.range(-100, 1300))} -20 C${f(r.range(0, 1200))} ${f(r.range(100, 400))} ${f(r.range(0, 1200))} ${f(r.range(400, 700))} ${f(r.range(-100, 1300))} 820`,
          'none',
          `stroke="#9a9389" stroke-width="${f(r.range(1, 3))}" opacity="0.25"`,
        ),
      );
  } else {
    for (let y = 0; y < H; y += r.range(40, 90)) out.push(rect(0, y, W, 3, '#000000', 'opacity="0.2"'));
    for (let k = 0; k < 30; k++)
      out.push(
        path(
          `M0 ${f(r.range(0, H))} Q600 ${f(r.range(0, H))} ${W} ${f(r.range(0, H))}`,
          'none',
          'stroke="#000000" stroke-width="1" opacity="0.07"',
        ),
      );
  }
  if (layout === 1) {
    // grazing board
    const bx = r.range(160, 260);
    const by = r.range(130, 190);
    out.push(
      rect(bx + 16, by + 24, 820, 480, '#000000', `opacity="0.35" rx="40" filter="${c.blur(14)}"`),
      rect(
        bx,
        by,
        820,
        480,
        c.lin(
          [
            [0, '#c08a58'],
            [1, '#8a5a32'],
          ],
          0,
          0,
          1,
          1,
        ),
        'rx="40"',
      ),
    );
    for (let k = 0; k < 7; k++) {
      const x = bx + r.range(80, 740);
      const y = by + r.range(70, 410);
      const s = r.range(40, 70);
      out.push(
        poly(
          [
            [x, y - s],
            [x + s, y + s * 0.6],
            [x - s * 0.9, y + s * 0.4],
          ],
          r.pick(['#f4d77a', '#f7e8b8', '#e8b04b']),
          `transform="rotate(${f(r.range(0, 360))} ${f(x)} ${f(y)})"`,
        ),
      );
    }
    for (let k = 0; k < 5; k++) {
      const x = bx + r.range(80, 740);
      const y = by + r.range(70, 410);
      const col = r.pick(['#6b2a5a', '#8cbf4a', '#3a1a3a']);
      for (let j = 0; j < 9; j++)
        out.push(
          circle(x + r.range(-30, 30), y + r.range(-30, 30), 14, col),
          circle(x + r.range(-30, 30) - 4, y + r.range(-30, 30) - 4, 4, '#ffffff', 'opacity="0.3"'),
        );
    }
    for (let k = 0; k < 4; k++) {
      const x = bx + r.range(80, 740);
      const y = by + r.range(70, 410);
      for (let j = 0; j < 5; j++)
        out.push(circle(x + j * 16, y + j * 4, 24, '#e0b27a', 'stroke="#b07c48" stroke-width="2"'));
    }
    out.push(
      circle(bx + r.range(100, 700), by + r.range(100, 380), 60, '#f7f3ea', 'stroke="#d8d0c2" stroke-width="6"'),
    );
    for (let k = 0; k < 12; k++)
      out.push(leaf(bx + r.range(0, 820), by + r.range(0, 480), r.range(24, 40), r.range(0, 360), '#4f7d3a'));
  } else {
    // plates on the table
    const n = layout === 0 ? r.int(3, 4) : 2;
    const spots =
      layout === 0
        ? [
            [300, 260],
            [880, 230],
            [640, 560],
            [240, 620],
          ]
        : [
            [420, 400],
            [880, 330],
          ];
    for (let i = 0; i < n; i++) {
      const spot = spots[i] ?? [600, 400];
      const x = (spot[0] ?? 600) + r.range(-40, 40);
      const y = (spot[1] ?? 400) + r.range(-30, 30);
      const s = layout === 0 ? r.range(150, 190) : r.range(200, 240);
      out.push(plateFood(c, x, y, s, s));
    }
    // drinks
    for (let k = 0; k < (layout === 2 ? 4 : 2); k++) {
      const x = r.range(80, 1120);
      const y = r.range(80, 720);
      const drink = r.pick([p.accent, p.accent2, '#f6c453', '#e94f6a', '#8bd3e6']);
      out.push(
        circle(x + 8, y + 12, 58, '#000000', `opacity="0.25" filter="${c.blur(8)}"`),
        circle(x, y, 56, '#ffffff', 'opacity="0.35"'),
        circle(x, y, 46, drink, 'opacity="0.8"'),
        ellipse(x - 16, y - 18, 14, 8, '#ffffff', 'opacity="0.6"'),
        circle(x + 20, y - 10, 10, r.pick(['#7cb342', '#f2e86d', '#ffffff'])),
      );
    }
    // cutlery and napkin
    const nx = r.range(40, 200);
    out.push(
      rect(
        nx,
        r.range(360, 460),
        120,
        220,
        r.pick([p.accent, '#f3ece0', p.accent2]),
        `opacity="0.85" rx="6" transform="rotate(${f(r.range(-12, 12))} ${f(nx + 60)} 480)"`,
      ),
    );
    out.push(rect(nx + 40, 380, 12, 190, '#c9cdd3', 'rx="6"'), rect(nx + 70, 380, 12, 190, '#c9cdd3', 'rx="6"'));
  }
  for (let k = 0; k < 16; k++)
    out.push(
      leaf(
        r.range(0, W),
        r.range(0, H),
        r.range(10, 20),
        r.range(0, 360),
        r.pick(['#4f7d3a', '#6a9a3f']),
        'opacity="0.9"',
      ),
    );
  for (let k = 0; k < 30; k++)
    out.push(
      circle(
        r.range(0, W),
        r.range(0, H),
        r.range(1.5, 3.5),
        r.pick(['#1a1a1a', '#ffffff', '#d9342b']),
        'opacity="0.6"',
      ),
    );
  out.push(c.ellipseGlow(r.range(200, 1000), r.range(0, 300), 700, 400, '#fff6e0', 0.2));
  return out.join('');
}
