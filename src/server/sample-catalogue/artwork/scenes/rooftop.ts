import { shade, mix } from '../color.ts';
import type { Stop, Ctx } from '../context.ts';
import { person, bokeh, stringLights, plant } from '../primitives.ts';
import { W, H, f, rect, circle, ellipse, line, g } from '../svg.ts';

export function rooftop(c: Ctx): string {
  const { r, p } = c;
  const out: string[] = [];
  const mood = r.pick(['sunset', 'dusk', 'night', 'golden'] as const);
  const night = mood === 'night';
  const horizon = c.variant === 2 ? r.range(560, 620) : r.range(430, 510);
  const dark = night ? -0.12 : 0;
  const sky: Stop[] =
    mood === 'golden'
      ? [
          [0, shade(mix(p.deep, '#3f6fb0', 0.6), 0.05)],
          [0.55, mix(p.light, '#bcd3ec', 0.4)],
          [0.85, p.accent2],
          [1, p.light],
        ]
      : [
          [0, shade(p.deep, dark - 0.04)],
          [0.42, shade(p.mid, dark)],
          [0.78, shade(p.accent, dark * 1.5)],
          [1, shade(p.accent2, dark * 2)],
        ];
  out.push(rect(0, 0, W, horizon + 40, c.lin(sky, 0, 0, 0, horizon + 40, true)));
  if (night || mood === 'dusk') {
    for (let i = 0; i < 90; i++)
      out.push(
        circle(
          r.range(0, W),
          r.range(0, horizon * 0.6),
          r.range(0.6, 1.8),
          '#ffffff',
          `opacity="${f(r.range(0.2, 0.9))}"`,
        ),
      );
  }
  const sunX = r.range(150, 1050);
  if (night) {
    const mx = r.range(150, 1050);
    const my = r.range(90, 200);
    out.push(c.glow(mx, my, 140, p.light, 0.35), circle(mx, my, 26, '#fbf3df'));
  } else {
    const sy = horizon - r.range(10, 110);
    out.push(
      c.glow(sunX, sy, 420, p.accent2, 0.55),
      c.glow(sunX, sy, 150, p.light, 0.9),
      circle(sunX, sy, r.range(36, 60), shade(p.light, 0.08)),
    );
  }
  const clouds: string[] = [];
  for (let i = 0; i < r.int(3, 7); i++) {
    clouds.push(
      ellipse(
        r.range(0, W),
        r.range(60, horizon - 80),
        r.range(120, 320),
        r.range(12, 34),
        mix(p.mid, p.accent, r.range(0.2, 0.9)),
        `opacity="${f(r.range(0.3, 0.6))}"`,
      ),
    );
  }
  out.push(g(clouds, `filter="${c.blur(10)}"`));
  // far skyline in haze
  const far: string[] = [];
  for (let x = -20; x < W + 20;) {
    const w = r.range(28, 80);
    const h = r.range(40, 170);
    far.push(rect(x, horizon - h, w, h + 60, mix(p.mid, p.deep, 0.45)));
    if (r.chance(0.15)) far.push(rect(x + w / 2 - 2, horizon - h - 40, 4, 40, mix(p.mid, p.deep, 0.45)));
    x += w + r.range(-4, 6);
  }
  out.push(g(far, `opacity="${night ? 0.9 : 0.7}"`));
  // near skyline with windows
  const near: string[] = [];
  const windows: string[] = [];
  const ink = shade(mix(p.deep, '#000000', 0.35), dark);
  for (let x = -40; x < W + 40;) {
    const w = r.range(50, 140);
    const h = r.chance(0.12) ? r.range(260, 360) : r.range(70, 230);
    const top = horizon - h + 30;
    near.push(rect(x, top, w, h + 80, ink));
    const stepped = r.chance(0.3);
    if (stepped) near.push(rect(x + w * 0.2, top - h * 0.12, w * 0.6, h * 0.12 + 1, ink));
    if (h > 250) near.push(line(x + w / 2, top - (stepped ? h * 0.12 : 0), x + w / 2, top - h * 0.35, ink, 4));
    const lit = night ? 0.35 : mood === 'dusk' ? 0.25 : 0.1;
    for (let wy = top + 14; wy < horizon + 20; wy += 20) {
      for (let wx = x + 8; wx < x + w - 12; wx += 14) {
        if (r.chance(lit)) windows.push(rect(wx, wy, 6, 9, p.glow, `opacity="${f(r.range(0.35, 0.95))}"`));
      }
    }
    x += w + r.range(2, 14);
  }
  out.push(g(near), g(windows));
  // terrace
  const deckTop = horizon + 40;
  out.push(
    rect(
      0,
      deckTop,
      W,
      H - deckTop,
      c.lin([
        [0, shade(mix(p.deep, p.mid, 0.3), -0.08)],
        [1, shade(p.deep, -0.12)],
      ]),
    ),
  );
  const vpX = r.range(400, 800);
  const planks: string[] = [];
  for (let x = -1400; x < W + 1400; x += 70) {
    const t = (deckTop - H) / (deckTop - 200 - H);
    planks.push(line(x, H, x + (vpX - x) * t, deckTop, '#000000', 2, 'stroke-opacity="0.35"'));
  }
  out.push(g(planks));
  // glass railing
  out.push(
    rect(0, deckTop - 70, W, 70, '#ffffff', 'opacity="0.07"'),
    rect(0, deckTop - 74, W, 6, shade(p.deep, -0.1)),
    rect(0, deckTop - 2, W, 8, shade(p.deep, -0.15)),
  );
  for (let x = 40; x < W; x += 180) out.push(rect(x, deckTop - 72, 6, 74, shade(p.deep, -0.1)));
  // lights
  const strands = c.variant === 2 ? r.int(3, 5) : r.int(2, 3);
  for (let i = 0; i < strands; i++) {
    const y0 = r.range(-20, c.variant === 2 ? 260 : 170);
    const y1 = r.range(-20, c.variant === 2 ? 260 : 170);
    const big = c.variant === 2 ? r.range(4, 7) : r.range(2.8, 4);
    out.push(stringLights(c, r.range(-200, 300), y0, r.range(900, 1400), y1, r.range(40, 140), r.int(14, 24), big));
  }
  // people / furniture
  const figure = shade(p.deep, -0.2);
  if (c.variant !== 1) {
    const n = r.int(2, 6);
    for (let i = 0; i < n; i++)
      out.push(
        person(
          r.range(80, 1120),
          deckTop + r.range(80, 230),
          r.range(200, 280),
          figure,
          r.chance(0.25),
          r.chance(0.4) ? 1 : 0,
        ),
      );
  } else {
    const sofaY = r.range(650, 700);
    const sx = r.range(100, 500);
    out.push(
      rect(sx, sofaY - 70, 420, 90, shade(p.accent, -0.25), 'rx="22"'),
      rect(sx - 20, sofaY - 20, 460, 70, shade(p.accent, -0.32), 'rx="18"'),
      rect(sx + 560, sofaY + 10, 160, 14, '#2a1d16', 'rx="6"'),
      c.glow(sx + 640, sofaY - 5, 60, p.glow, 0.8),
      rect(sx + 632, sofaY - 18, 16, 26, '#fff1d0', 'rx="4"'),
    );
  }
  out.push(plant(c, r.range(20, 90), H - 10, r.range(150, 220), '#1f3d25', '#20140f'));
  if (r.chance(0.6)) out.push(plant(c, r.range(1100, 1180), H - 10, r.range(130, 200), '#1d3a2b', '#1b1410'));
  if (c.variant === 2)
    out.push(g(bokeh(c, 14, [p.glow, p.accent2], { x: 0, y: 0, w: W, h: 400 }, [20, 60]), `filter="${c.blur(6)}"`));
  return out.join('');
}
