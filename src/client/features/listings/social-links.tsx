import { Camera, Globe, Music2, type LucideIcon } from 'lucide-react';
import type { VendorDetail } from '#shared/listing-detail.ts';

type Network = keyof VendorDetail['socialLinks'];

const NETWORKS: { key: Network; label: string; icon: LucideIcon; profile: (handle: string) => string }[] = [
  { key: 'instagram', label: 'Instagram', icon: Camera, profile: (handle) => `https://www.instagram.com/${handle}` },
  { key: 'tiktok', label: 'TikTok', icon: Music2, profile: (handle) => `https://www.tiktok.com/@${handle}` },
  { key: 'website', label: 'Website', icon: Globe, profile: (host) => `https://${host}` },
];

/** '@handle', 'instagram.com/handle' or a full URL → an https link; anything else → null. */
export function socialHref(network: Network, value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  // Any other scheme (javascript:, data:, mailto:…) is not a profile link.
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) return null;
  const profile = NETWORKS.find((entry) => entry.key === network)?.profile;
  if (!profile) return null;
  return profile(network === 'website' ? text.replace(/^\/+/, '') : text.replace(/^@/, ''));
}

/** 'https://novareyes.example.com' → 'novareyes.example.com'; '@novareyes' stays. */
function display(value: string): string {
  return value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

/** The vendor's Instagram, TikTok and website, opening in a new tab without handing over this page. */
export function SocialLinks({ links }: { links: VendorDetail['socialLinks'] }) {
  const items = NETWORKS.flatMap(({ key, label, icon }) => {
    const value = links[key];
    const href = value ? socialHref(key, value) : null;
    return value && href ? [{ key, label, icon, href, text: display(value) }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2.5">
      {items.map(({ key, label, icon: Icon, href, text }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full border border-line-strong bg-surface py-2 pr-4 pl-3 text-sm font-semibold text-ink shadow-xs transition-colors hover:border-dusk-400 hover:bg-dusk-50"
          >
            <Icon aria-hidden="true" className="size-4 text-brand" />
            <span className="sr-only">{label}: </span>
            {text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
