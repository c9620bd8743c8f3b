/** How far ahead the owner's calendar is known (the API sends unavailable dates for the next 120 days). */
export const CALENDAR_HORIZON_DAYS = 120;

export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted" aria-label="Legend">
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full text-[0.6875rem] font-semibold text-ink ring-1 ring-line-strong"
        >
          8
        </span>
        Available
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full text-[0.6875rem] text-dusk-400 line-through"
        >
          8
        </span>
        Booked or closed
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="grid size-5 place-items-center rounded-full text-[0.6875rem] font-bold text-brand ring-1 ring-ember-200"
        >
          8
        </span>
        Today
      </li>
    </ul>
  );
}
