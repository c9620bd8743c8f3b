import { useState } from 'react';
import { todayIso } from '../../components/ui/calendar-dates.ts';

/** The visitor's date ('YYYY-MM-DD'), read once when the page opens. */
export function useToday(): string {
  const [today] = useState(todayIso);
  return today;
}
