// Puts a page's own head into the built index.html: its title, description, canonical link, Open
// Graph and Twitter tags and JSON-LD replace the site-wide ones.
import type { PageHead } from './page-head.ts';
import { scriptJson } from '#shared/script-json.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SITE_WIDE = [
  /<title>[\s\S]*?<\/title>\s*/,
  /<meta\s+name="description"[\s\S]*?\/?>\s*/,
  /<meta\s+property="og:[^"]*"[\s\S]*?\/?>\s*/g,
];

export function injectHead(template: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:site_name', 'Eventide'),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`,
  ].join('\n    ');
  const withoutSiteWide = SITE_WIDE.reduce((html, pattern) => html.replace(pattern, ''), template);
  // A function, not a string: a replacement string would read `$'` or `$\`` in listing text as the page around it.
  return withoutSiteWide.replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The page with `title` as its <title>. */
export function withTitle(html: string, title: string): string {
  return html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}
