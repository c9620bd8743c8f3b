// Choosing 1 to 5 stars: five native radios in a fieldset, each labelled in words, drawn as stars filled up to the
// one chosen (or pointed at). The arrow keys move through them as through any radio group.
import { Star } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  legend: string;
  value: number | null;
  onChange(stars: number): void;
  error?: string;
  /** The first star's radio, for a form to move the focus to when no star is chosen. */
  firstRef?: Ref<HTMLInputElement>;
}

export function StarRatingInput({ legend, value, onChange, error, firstRef }: StarRatingInputProps) {
  const name = useId();
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? value ?? 0;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex gap-1" onMouseLeave={() => setPointed(null)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
            onMouseEnter={() => setPointed(stars)}
          >
            <input
              ref={stars === 1 ? firstRef : undefined}
              type="radio"
              name={name}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${name}-error` : undefined}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                stars <= shown ? 'fill-gold-500 text-gold-500' : 'fill-transparent text-dusk-300',
              )}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
