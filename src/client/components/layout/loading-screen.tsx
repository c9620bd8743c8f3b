import type { CSSProperties } from 'react';
import { cn } from '../../lib/cn.ts';

const FACET = 8;
const COLUMNS = Array.from({ length: 14 }, (_, i) => 50 + i * FACET);
const ROWS = Array.from({ length: 10 }, (_, j) => 26 + j * FACET);
const FACET_FILLS = ['#f4f1fa', '#c9c0da', '#e6e0f0', '#ffb3c5', '#ffffff', '#b7abd0', '#d9d2e8', '#c5b3f5'];

const origin = (value: string): CSSProperties => ({ transformBox: 'fill-box', transformOrigin: value });

function Sparkle({ x, y, size, delay }: { x: number; y: number; size: number; delay: string }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s}Z`}
      fill="#f9bf4a"
      className="animate-sparkle"
      style={{ ...origin('center'), animationDelay: delay }}
    />
  );
}

/** The disco ball and the dancer (§2 loading screen); pure SVG + CSS, still under reduced motion. */
export function DiscoScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 220" aria-hidden="true" className={cn('h-auto w-44', className)}>
      <defs>
        <radialGradient id="disco-shade" cx="38%" cy="32%" r="70%">
          <stop offset="0" stopColor="#fff" stopOpacity="0.85" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0.1" />
          <stop offset="0.8" stopColor="#2d2640" stopOpacity="0.35" />
          <stop offset="1" stopColor="#1d1729" stopOpacity="0.7" />
        </radialGradient>
        <linearGradient id="disco-beam-a" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff6488" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ff6488" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="disco-beam-b" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.5" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="dancer-dress" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff6488" />
          <stop offset="1" stopColor="#b51546" />
        </linearGradient>
        <clipPath id="disco-clip">
          <circle cx="100" cy="62" r="34" />
        </clipPath>
      </defs>

      {/* Light beams sweeping the floor. */}
      <path
        d="M100 62 L60 215 L90 215 Z"
        fill="url(#disco-beam-a)"
        className="animate-beam"
        style={origin('center top')}
      />
      <path
        d="M100 62 L112 215 L145 215 Z"
        fill="url(#disco-beam-b)"
        className="animate-beam"
        style={{ ...origin('center top'), animationDelay: '-1.5s', animationDirection: 'alternate-reverse' }}
      />

      {/* Ball on its string. */}
      <line x1="100" y1="0" x2="100" y2="28" stroke="#9a8fae" strokeWidth="2" />
      <rect x="95" y="24" width="10" height="6" rx="1.5" fill="#574b6b" />
      <g clipPath="url(#disco-clip)">
        <circle cx="100" cy="62" r="34" fill="#d9d2e8" />
        <g className="animate-[disco-facets_1.2s_linear_infinite]">
          {COLUMNS.map((x, i) =>
            ROWS.map((y, j) => (
              <rect
                key={`${i}-${j}`}
                x={x + 0.6}
                y={y + 0.6}
                width={FACET - 1.2}
                height={FACET - 1.2}
                rx="1"
                fill={FACET_FILLS[((i % 2) * 4 + (j % 4)) % FACET_FILLS.length]}
              />
            )),
          )}
        </g>
        <circle cx="100" cy="62" r="34" fill="url(#disco-shade)" />
      </g>
      <circle cx="100" cy="62" r="34" fill="none" stroke="#574b6b" strokeOpacity="0.35" />

      <Sparkle x={58} y={40} size={6} delay="0s" />
      <Sparkle x={146} y={52} size={5} delay="-0.5s" />
      <Sparkle x={138} y={96} size={4} delay="-1s" />
      <Sparkle x={64} y={92} size={4} delay="-0.8s" />

      {/* The dancer. */}
      <g className="animate-dance" style={origin('center bottom')}>
        <ellipse cx="100" cy="212" rx="26" ry="3.5" fill="#1d1729" opacity="0.12" />
        <g stroke="#1d1729" strokeWidth="5" strokeLinecap="round" fill="none">
          <line x1="100" y1="176" x2="89" y2="206" />
          <line
            x1="100"
            y1="176"
            x2="114"
            y2="203"
            className="animate-[arm-right_0.9s_ease-in-out_infinite_alternate]"
            style={origin('left top')}
          />
          <line x1="100" y1="148" x2="80" y2="133" className="animate-arm-left" style={origin('right bottom')} />
          <line x1="100" y1="148" x2="121" y2="131" className="animate-arm-right" style={origin('left bottom')} />
        </g>
        <path d="M93 146 Q100 141 107 146 L114 180 Q100 186 86 180 Z" fill="url(#dancer-dress)" />
        <circle cx="100" cy="132" r="9" fill="#1d1729" />
        <path
          d="M92 128 Q96 118 106 121 Q111 124 110 131"
          fill="none"
          stroke="#1d1729"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

export interface LoadingScreenProps {
  /** Fill the viewport (app start) instead of the page area. */
  fullScreen?: boolean;
  label?: string;
  className?: string;
}

/** §2 loading screen: a spinning disco ball and a dancer with the text 'Loading...'. */
export function LoadingScreen({ fullScreen = false, label = 'Loading...', className }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4 px-6 text-center',
        fullScreen ? 'min-h-dvh bg-canvas' : 'min-h-[60vh] py-16',
        className,
      )}
    >
      <DiscoScene />
      <p className="text-base font-semibold tracking-wide text-dusk-600">{label}</p>
    </div>
  );
}
