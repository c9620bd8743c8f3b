import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** The Eventide mark: a crescent rising over a horizon, in the brand gradient. */
export function BrandMark({ className }: { className?: string }) {
  // Each instance gets its own gradient id: a gradient defined inside a hidden (display: none) copy
  // of the logo would otherwise paint nothing for the visible one.
  const gradientId = `eventide-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff6488" />
          <stop offset="0.55" stopColor="#d81f55" />
          <stop offset="1" stopColor="#7b3fe4" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M19.5 7.5a8.5 8.5 0 1 0 5 15.4A7 7 0 0 1 19.5 7.5Z" fill="#fff" />
      <path d="M6 24.5h20" stroke="#fff" strokeOpacity="0.7" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="24" cy="9" r="1.3" fill="#fff" />
    </svg>
  );
}

export function BrandLogo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      aria-label="Eventide home"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight',
        tone === 'light' ? 'text-white' : 'text-ink',
        className,
      )}
    >
      <BrandMark />
      <span>Eventide</span>
    </Link>
  );
}
