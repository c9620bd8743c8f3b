// Scene key -> scene function.

import type { Ctx } from '../context.ts';
import type { SceneKey } from '../palettes.ts';
import { abstractScene } from './abstract.ts';
import { ballroom } from './ballroom.ts';
import { barCafe } from './bar-cafe.ts';
import { conference } from './conference.ts';
import { decorFlorals } from './decor-florals.ts';
import { entertainment } from './entertainment.ts';
import { eventPlanning } from './event-planning.ts';
import { foodBeverage } from './food-beverage.ts';
import { gallery } from './gallery.ts';
import { garden } from './garden.ts';
import { loft } from './loft.ts';
import { musicDjs } from './music-djs.ts';
import { photography } from './photography-video.ts';
import { premiumServices } from './premium-services.ts';
import { restaurant } from './restaurant.ts';
import { rooftop } from './rooftop.ts';
import { securityLogistics } from './security-logistics.ts';
import { studio } from './studio.ts';
import { techAv } from './tech-av.ts';
import { warehouse } from './warehouse.ts';

export const SCENES: Record<SceneKey, (c: Ctx) => string> = {
  rooftop,
  gallery,
  restaurant,
  studio,
  warehouse,
  garden,
  ballroom,
  loft,
  conference,
  'bar-cafe': barCafe,
  'music-djs': musicDjs,
  'photography-video': photography,
  'food-beverage': foodBeverage,
  'event-planning': eventPlanning,
  'decor-florals': decorFlorals,
  entertainment,
  'security-logistics': securityLogistics,
  'premium-services': premiumServices,
  'tech-av': techAv,
  abstract: abstractScene,
};
