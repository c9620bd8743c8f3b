import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { AmenityIcon, VibeIcon } from '../../components/ui/lookup-icon.tsx';

const AMENITIES_FIRST_SHOWN = 8;
/** Up to this many, every amenity shows at once (hiding one or two behind a button helps nobody). */
const AMENITIES_ALL_UP_TO = 10;

/** Amenities with their icon (§3 lookup), two to a row; long lists open with 'Show all'. */
export function AmenityList({ amenities }: { amenities: string[] }) {
  const [showAll, setShowAll] = useState(false);
  if (amenities.length === 0)
    return <p className="text-muted">The host has not listed amenities yet. Ask them in a message.</p>;
  const collapsible = amenities.length > AMENITIES_ALL_UP_TO;
  const shown = showAll || !collapsible ? amenities : amenities.slice(0, AMENITIES_FIRST_SHOWN);
  return (
    <div>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-3.5 sm:gap-x-6">
        {shown.map((amenity) => (
          <li key={amenity} className="flex min-w-0 items-center gap-3 text-[0.9375rem] text-ink">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-dusk-50 text-dusk-700">
              <AmenityIcon name={amenity} className="size-5" />
            </span>
            <span className="min-w-0">{amenity}</span>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <Button
          variant="secondary"
          className="mt-6"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Show fewer amenities' : `Show all ${amenities.length} amenities`}
        </Button>
      ) : null}
    </div>
  );
}

/** Vibes as chips with their icon (§3 lookup). */
export function VibeList({ vibes }: { vibes: string[] }) {
  if (vibes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {vibes.map((vibe) => (
        <li
          key={vibe}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-semibold text-ink shadow-xs"
        >
          <VibeIcon name={vibe} className="text-dusk-600" />
          {vibe}
        </li>
      ))}
    </ul>
  );
}
