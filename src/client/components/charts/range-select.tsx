// The period picker of the charts (partner analytics, the admin's charts).
import { REPORT_RANGES } from '#shared/time-buckets.ts';
import { Select } from '../ui/select.tsx';

const RANGE_LABELS: Record<number, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
};

export function RangeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <Select
      aria-label="Period"
      size="sm"
      triggerClassName="w-44"
      value={String(days)}
      onValueChange={(value) => onChange(Number(value))}
      options={REPORT_RANGES.map((range) => ({ value: String(range), label: RANGE_LABELS[range] }))}
    />
  );
}
