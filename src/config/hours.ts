/**
 * The business hours as pages say them, worked out from site.ts's opening times (written there
 * once, as times): 'Mon–Fri' from the days, the hours from '08:00' and '18:00', and every day
 * site.ts does not list as closed.
 */
import { businessHours, WEEK, type Day, type OpeningHours } from './site';

/** '08:00' → '8am', '18:30' → '6:30pm', '12:00' → '12pm'. */
export function timeLabel(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/** ['Monday', …, 'Friday'] → 'Mon–Fri'; ['Saturday'] → 'Sat'; days apart are listed: 'Mon, Wed'. */
export function daysLabel(days: readonly Day[]) {
  const sorted = WEEK.filter((day) => days.includes(day));
  const runs: Day[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && WEEK.indexOf(run.at(-1)!) === WEEK.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  const short = (day: Day) => day.slice(0, 3);
  return runs.map((run) => (run.length > 1 ? `${short(run[0]!)}–${short(run.at(-1)!)}` : short(run[0]!))).join(', ');
}

/** One line per entry of site.ts, closed days last: { days: 'Mon–Fri', hours: '8am–…' }. */
export function hoursLines(hours: readonly OpeningHours[] = businessHours) {
  const open = hours.map((h) => ({ days: daysLabel(h.days), hours: `${timeLabel(h.opens)}–${timeLabel(h.closes)}` }));
  const closed = WEEK.filter((day) => !hours.some((h) => h.days.includes(day)));
  return closed.length ? [...open, { days: daysLabel(closed), hours: 'Closed' }] : open;
}
