// /sitemap.xml: the public pages, stories and every live listing (newest first, within the 50,000
// addresses one sitemap may hold); /robots.txt points crawlers at it and away from private areas.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stories, vendors, venues } from '../../db/schema/index.ts';
import { liveVendor, liveVenue } from '../listings/index.ts';

export const SITEMAP_MAX_URLS = 50_000;
const PUBLIC_PAGES = [
  '/',
  '/discover',
  '/discover?tab=venues',
  '/discover?tab=vendors',
  '/stories',
  '/partner',
  '/partner/pricing',
  '/about',
  '/contact',
  '/help',
  '/terms',
  '/privacy',
  '/sponsorships',
  '/waitlist',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function renderSitemap(db: Db, origin: string): Promise<string> {
  const budget = SITEMAP_MAX_URLS - PUBLIC_PAGES.length;
  const storyRows = await db
    .select({ slug: stories.slug, updatedAt: stories.publishedAt })
    .from(stories)
    .orderBy(desc(stories.publishedAt))
    .limit(budget);
  const venueRows = await db
    .select({ slug: venues.slug, updatedAt: venues.updatedAt })
    .from(venues)
    .where(liveVenue)
    .orderBy(desc(venues.updatedAt))
    .limit(budget - storyRows.length);
  const vendorRows = await db
    .select({ slug: vendors.slug, updatedAt: vendors.updatedAt })
    .from(vendors)
    .where(liveVendor)
    .orderBy(desc(vendors.updatedAt))
    .limit(Math.max(0, budget - storyRows.length - venueRows.length));
  const entry = (path: string, updatedAt?: Date) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => entry(path)),
    ...storyRows.map((s) => entry(`/stories/${encodeURIComponent(s.slug)}`, s.updatedAt)),
    ...venueRows.map((v) => entry(`/venue/${encodeURIComponent(v.slug)}`, v.updatedAt)),
    ...vendorRows.map((v) => entry(`/vendor/${encodeURIComponent(v.slug)}`, v.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(origin: string): string {
  const privateAreas = [
    '/api/',
    '/dashboard',
    '/portal',
    '/admin',
    '/profile',
    '/messages',
    '/settings',
    '/checkout',
    '/booking',
    '/dev/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...privateAreas.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
