import { useEffect, useState } from 'react';
import { Camera, CircleCheck, Music, Play, SkipForward, UtensilsCrossed } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** The intro plays for about six seconds: three scenes of two seconds each. */
export const INTRO_SCENE_MS = 2000;
export const INTRO_SCENES = [
  'Pick the venue',
  'Add the DJ, the photographer, the caterer',
  'Check out once. Everyone gets paid.',
] as const;
export const INTRO_DURATION_MS = INTRO_SCENE_MS * INTRO_SCENES.length;

const STARS = Array.from({ length: 26 }, (_, i) => ({
  left: (i * 37 + 11) % 100,
  top: (i * 23 + 7) % 55,
  size: i % 3 === 0 ? 3 : 2,
  delay: `${-((i * 0.37) % 1.6)}s`,
}));

const VENDORS = [
  { icon: Music, name: 'DJ Nova', role: 'Music & DJs', tone: 'from-ember-400 to-ember-600' },
  { icon: Camera, name: 'Lens & Light', role: 'Photography', tone: 'from-[#a78bfa] to-[#7b3fe4]' },
  { icon: UtensilsCrossed, name: 'Saffron Table', role: 'Catering', tone: 'from-gold-400 to-gold-600' },
] as const;

function Skyline({ lit }: { lit: boolean }) {
  return (
    <svg
      viewBox="0 0 640 200"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      className="absolute inset-x-0 bottom-0 h-[48%] w-full"
    >
      <defs>
        <linearGradient id="intro-building" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2d2640" />
          <stop offset="1" stopColor="#120e1b" />
        </linearGradient>
        <radialGradient id="intro-glow" cx="50%" cy="100%" r="60%">
          <stop offset="0" stopColor="#ff6488" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ff6488" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path d="M0 200V120h40V90h30v30h25V70h45v60h20V100h35v100Z" fill="#1d1729" />
      <path d="M430 200V95h40V60h50v40h30V80h40v40h50v80Z" fill="#1d1729" />
      <g className={cn('transition-opacity duration-700', lit ? 'opacity-100' : 'opacity-0')}>
        <ellipse cx="330" cy="60" rx="150" ry="70" fill="url(#intro-glow)" />
      </g>
      <rect x="240" y="58" width="180" height="142" rx="4" fill="url(#intro-building)" />
      <rect
        x="232"
        y="52"
        width="196"
        height="8"
        rx="2"
        fill={lit ? '#ff9bb2' : '#433a55'}
        className="transition-colors duration-700"
      />
      {Array.from({ length: 12 }, (_, i) => (
        <circle
          key={i}
          cx={248 + i * 15}
          cy={40 + Math.sin(i / 1.8) * 5}
          r="2.4"
          fill="#fcd581"
          className={cn('transition-opacity duration-500', lit ? 'opacity-100' : 'opacity-0')}
          style={{ transitionDelay: `${i * 50}ms` }}
        />
      ))}
      <path
        d="M242 36 Q330 56 418 36"
        fill="none"
        stroke="#fcd581"
        strokeOpacity={lit ? 0.5 : 0}
        strokeWidth="1"
        className="transition-all duration-700"
      />
      {Array.from({ length: 5 }, (_, row) =>
        Array.from({ length: 6 }, (_, col) => (
          <rect
            key={`${row}-${col}`}
            x={256 + col * 27}
            y={78 + row * 24}
            width="14"
            height="10"
            rx="1.5"
            fill={(row + col) % 3 === 0 ? '#fcd581' : '#433a55'}
            opacity={(row + col) % 3 === 0 ? 0.85 : 1}
          />
        )),
      )}
      <path d="M150 200V110h55v90Z M560 200V140h80v60Z" fill="#2d2640" />
    </svg>
  );
}

export interface IntroVideoProps {
  /** Play from the start (first visit) or show the final frame (returning visitor). */
  playing: boolean;
  /** Called when the intro reaches its end or is skipped. */
  onEnded: () => void;
  onReplay: () => void;
  className?: string;
}

/** A six-second animated intro standing in for the home video (§2): venue → vendors → one checkout. */
export function IntroVideo({ playing, onEnded, onReplay, className }: IntroVideoProps) {
  const [scene, setScene] = useState(playing ? 0 : INTRO_SCENES.length - 1);
  const [prevPlaying, setPrevPlaying] = useState(playing);
  if (prevPlaying !== playing) {
    setPrevPlaying(playing);
    setScene(playing ? 0 : INTRO_SCENES.length - 1);
  }

  useEffect(() => {
    if (!playing) return;
    const timers = INTRO_SCENES.slice(1).map((_, i) => setTimeout(() => setScene(i + 1), INTRO_SCENE_MS * (i + 1)));
    timers.push(setTimeout(onEnded, INTRO_DURATION_MS));
    return () => timers.forEach(clearTimeout);
  }, [playing, onEnded]);

  const showVendors = scene >= 1;
  const showCheckout = scene >= 2;

  return (
    <div
      role="region"
      aria-label="Eventide intro"
      className={cn(
        'relative isolate overflow-hidden rounded-[1.75rem] bg-night text-white shadow-float ring-1 ring-white/10',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(120%_80%_at_80%_0%,#3b1d52_0%,transparent_60%),linear-gradient(180deg,#1d1530_0%,#120e1b_100%)]"
      />
      {STARS.map((star, i) => (
        <span
          key={i}
          aria-hidden="true"
          // The stars twinkle while the intro plays; afterwards they hold still (a loop forever repaints the page).
          className={cn('absolute rounded-full bg-white', playing ? 'animate-sparkle' : 'opacity-60')}
          style={{
            left: `${star.left}%`,
            top: `${star.top}%`,
            width: star.size,
            height: star.size,
            animationDelay: star.delay,
          }}
        />
      ))}
      <span
        aria-hidden="true"
        className="absolute top-[12%] right-[12%] size-10 rounded-full shadow-[inset_-10px_-4px_0_0_#fcd581] sm:size-12"
      />
      <Skyline lit={scene >= 0} />

      {/* Scene 2: the vendors join. */}
      <ul aria-hidden="true" className="absolute inset-x-0 top-[30%] flex justify-center gap-2 px-4 sm:gap-3">
        {VENDORS.map(({ icon: Icon, name, role, tone }, i) => (
          <li
            key={name}
            className={cn(
              'flex items-center gap-2 rounded-2xl bg-white/10 py-1.5 pr-3 pl-1.5 ring-1 ring-white/15 backdrop-blur-md transition-all duration-700 ease-out',
              showVendors ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0',
              showCheckout && 'max-sm:opacity-0',
            )}
            style={{ transitionDelay: showVendors ? `${i * 160}ms` : '0ms' }}
          >
            <span className={cn('grid size-7 place-items-center rounded-xl bg-gradient-to-br sm:size-8', tone)}>
              <Icon className="size-4" />
            </span>
            <span className="hidden leading-tight sm:block">
              <span className="block text-xs font-bold">{name}</span>
              <span className="block text-[0.6875rem] text-white/70">{role}</span>
            </span>
          </li>
        ))}
      </ul>

      {/* Scene 3: one checkout. */}
      <div
        aria-hidden="true"
        className={cn(
          'absolute bottom-[9%] left-1/2 w-[min(17rem,80%)] max-sm:bottom-[14%] -translate-x-1/2 rounded-2xl bg-white p-3.5 text-dusk-900 shadow-float transition-all duration-700 ease-out sm:p-4',
          showCheckout ? 'translate-y-0 opacity-100' : 'translate-y-8 opacity-0',
        )}
      >
        <div className="flex items-center justify-between">
          <p className="text-xs font-bold">Rooftop birthday · Sat</p>
          <span className="inline-flex items-center gap-1 rounded-full bg-lagoon-50 px-2 py-0.5 text-[0.625rem] font-bold text-lagoon-800">
            <CircleCheck className="size-3" />
            Booked
          </span>
        </div>
        <dl className="mt-2.5 space-y-1 text-[0.6875rem] text-dusk-600 max-sm:hidden">
          {[
            ['Skyline Terrace', '$1,600'],
            ['DJ Nova · 4 hrs', '$720'],
            ['Lens & Light', '$650'],
            ['Saffron Table', '$1,310'],
          ].map(([item, price]) => (
            <div key={item} className="flex justify-between">
              <dt>{item}</dt>
              <dd className="font-semibold text-dusk-800">{price}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-2 flex justify-between border-t border-dusk-200 pt-2 text-xs font-bold">
          <span>One payment</span>
          <span>4 partners paid</span>
        </div>
      </div>

      {/* Caption, progress and controls. */}
      <div className="absolute inset-x-0 top-0 flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex gap-1.5" aria-hidden="true">
          {INTRO_SCENES.map((caption, i) => (
            <span key={caption} className="h-1 flex-1 overflow-hidden rounded-full bg-white/20">
              <span
                className={cn(
                  'block h-full origin-left rounded-full bg-white',
                  i < scene || !playing
                    ? 'scale-x-100'
                    : i === scene
                      ? 'animate-[intro-progress_2s_linear_forwards]'
                      : 'scale-x-0',
                )}
              />
            </span>
          ))}
        </div>
        <div className="flex items-start justify-between gap-3">
          <p aria-live="polite" className="max-w-[75%] text-base leading-snug font-bold drop-shadow sm:text-lg">
            <span className="sr-only">
              Scene {scene + 1} of {INTRO_SCENES.length}:{' '}
            </span>
            {INTRO_SCENES[scene]}
          </p>
          {playing ? (
            <button
              type="button"
              onClick={onEnded}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-xs font-bold ring-1 ring-white/25 backdrop-blur transition-colors hover:bg-white/25"
            >
              Skip intro
              <SkipForward aria-hidden="true" className="size-3.5" />
            </button>
          ) : (
            <button
              type="button"
              onClick={onReplay}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 text-xs font-bold ring-1 ring-white/25 backdrop-blur transition-colors hover:bg-white/25"
            >
              <Play aria-hidden="true" className="size-3.5" />
              Replay intro
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
