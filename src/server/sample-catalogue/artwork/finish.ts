// The finishing pass over every scene: vignette and film grain.

import type { Ctx } from './context.ts';
import { W, H, rect } from './svg.ts';

export function finish(c: Ctx, vignette = 0.55, grain = 0.07): string {
  const v = c.rad(
    [
      [0.55, '#000000', 0],
      [1, '#000000', vignette],
    ],
    0.5,
    0.5,
    0.75,
  );
  const gid = c.id();
  c.defs.push(
    `<filter id="${gid}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${c.r.int(1, 999)}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  return rect(0, 0, W, H, v) + rect(0, 0, W, H, '#808080', `filter="url(#${gid})" opacity="${grain}"`);
}
