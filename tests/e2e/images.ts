// What the image specs look at: which photo files a page asked for, and whether an image's `sizes` fits its box.
import type { Locator, Page } from '@playwright/test';

/** The requests the page made for a listing's first photo, as "format q=quality". */
export function photoRequests(page: Page, slug: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const match = url.pathname.match(new RegExp(`^/media/art/venue/${slug}/0\\.(avif|webp)$`));
    if (match) seen.push(`${match[1]} q=${url.searchParams.get('q')}`);
  });
  return seen;
}

/** The width the image's `sizes` names at this viewport, and the width it shows at. */
export function namedAndShownWidth(image: Locator): Promise<[number, number]> {
  return image.evaluate((img: HTMLImageElement) => {
    const rules = img.getAttribute('sizes')!.split(', ');
    const rule = rules.find((r) => {
      const media = r.match(/^(\([^)]*\))\s/)?.[1];
      return !media || window.matchMedia(media).matches;
    })!;
    const probe = document.createElement('div');
    probe.style.width = rule.replace(/^\([^)]*\)\s+/, '');
    document.body.append(probe);
    const named = probe.getBoundingClientRect().width;
    probe.remove();
    return [named, img.getBoundingClientRect().width];
  });
}
