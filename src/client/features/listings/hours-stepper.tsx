import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { IconButton } from '../../components/ui/icon-button.tsx';

export interface HoursStepperProps {
  value: number;
  onChange: (hours: number) => void;
  min: number;
  max: number;
  label?: string;
  hint?: string;
}

/** − hours + within [min, max] (the cart allows 1 to 12). */
export function HoursStepper({ value, onChange, min, max, label = 'Hours', hint }: HoursStepperProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </p>
        {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      </div>
      <div role="group" aria-labelledby={`${id}-label`} className="flex items-center gap-3">
        <IconButton
          label="Fewer hours"
          icon={<Minus />}
          variant="outline"
          size="sm"
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        />
        <output aria-live="polite" className="w-16 text-center font-semibold text-ink tabular-nums">
          {value} {value === 1 ? 'hr' : 'hrs'}
        </output>
        <IconButton
          label="More hours"
          icon={<Plus />}
          variant="outline"
          size="sm"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        />
      </div>
    </div>
  );
}
