// A completeness meter (§2 profile completion): the share done as a bar, and what is missing, each item leading to
// the part of the form that fixes it.
import { CircleCheck, CircleDashed, CircleAlert } from 'lucide-react';
import type { Completeness } from '#shared/completeness.ts';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

export function CompletenessMeter({
  title,
  completeness,
  onJump,
}: {
  title: string;
  completeness: Completeness;
  onJump?: (section: string) => void;
}) {
  const missing = completeness.checks.filter((c) => !c.done);
  const id = `meter-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-base font-bold text-ink">
          {title}
        </h2>
        <span className="text-2xl font-extrabold text-ink tabular-nums">{completeness.percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completeness.percent}
        className="h-2.5 overflow-hidden rounded-full bg-dusk-100"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            completeness.percent === 100 ? 'bg-lagoon-500' : 'bg-brand',
          )}
          style={{ width: `${completeness.percent}%` }}
        />
      </div>
      {missing.length === 0 ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-lagoon-700">
          <CircleCheck aria-hidden="true" className="size-4" /> Everything is filled in.
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm" aria-label="Still missing">
          {missing.map((check) => {
            const Icon = check.required ? CircleAlert : CircleDashed;
            const body = (
              <>
                <Icon
                  aria-hidden="true"
                  className={cn('mt-0.5 size-4 shrink-0', check.required ? 'text-danger' : 'text-dusk-400')}
                />
                <span>
                  {check.label}
                  {check.required ? <span className="font-semibold text-danger"> · needed</span> : null}
                </span>
              </>
            );
            return (
              <li key={check.key}>
                {onJump && check.section ? (
                  <button
                    type="button"
                    onClick={() => onJump(check.section!)}
                    className="flex items-start gap-2 text-left text-dusk-700 underline-offset-4 hover:text-brand hover:underline"
                  >
                    {body}
                  </button>
                ) : (
                  <span className="flex items-start gap-2 text-dusk-700">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
