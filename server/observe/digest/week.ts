/**
 * Weeks and the digest's hour in the business's time zone (src/config/site.ts): ISO weeks (Monday to
 * Sunday, `2026-W48`), and the instant of a Monday 08:00 there, summer time or not. The figures are
 * counted in UTC days, as the store counts them; the week a digest covers is the seven UTC days from
 * its Monday.
 */
const DAY_MS = 86_400_000;

/** The digest's local hour on Mondays. */
export const DIGEST_HOUR = 8;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(day) + n * DAY_MS));

/** The ISO week (`2026-W48`) of a UTC day. */
export function isoWeekOf(day: string): string {
  const date = new Date(Date.parse(day));
  // The Thursday of the same week decides its year.
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (UTC day) of an ISO week, or undefined when `week` is not one. */
export function mondayOf(week: string): string | undefined {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return undefined;
  const [year, n] = [Number(match[1]), Number(match[2])];
  // 4 January is always in week 1.
  const jan4 = Date.UTC(year, 0, 4);
  const monday = dayOf(new Date(jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (n - 1) * 7 * DAY_MS));
  return n >= 1 && isoWeekOf(monday) === week ? monday : undefined;
}

/** The date, hour and weekday (0 Sunday) that clocks in `timeZone` show at `at`. */
export function localTime(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at).map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second), weekday: new Date(Date.parse(day)).getUTCDay() };
}

/** The instant clocks in `timeZone` show `hour`:00 on `day` (YYYY-MM-DD). */
export function instantAt(day: string, hour: number, timeZone: string): Date {
  let guess = Date.parse(day) + hour * 3_600_000;
  // Twice: the offset at the first guess may differ from the offset at the answer (a change of summer time between).
  for (let i = 0; i < 2; i++) {
    const shown = localTime(new Date(guess), timeZone);
    const shownMs = Date.parse(shown.day) + ((shown.hour * 60 + shown.minute) * 60 + shown.second) * 1000;
    guess += Date.parse(day) + hour * 3_600_000 - shownMs;
  }
  return new Date(guess);
}

/**
 * Where the digest stands at `now`: the week whose digest is due today (a Monday in the business's
 * time zone, from 08:00 to midnight there), if any, and when the next one goes.
 */
export function digestSchedule(now: Date, timeZone: string): { due?: { week: string; monday: string }; next: Date } {
  const local = localTime(now, timeZone);
  const daysToMonday = (8 - local.weekday) % 7;
  const thisMonday = addDays(local.day, daysToMonday);
  const atThisMonday = instantAt(thisMonday, DIGEST_HOUR, timeZone);
  const next = now < atThisMonday ? atThisMonday : instantAt(addDays(thisMonday, 7), DIGEST_HOUR, timeZone);
  if (local.weekday !== 1 || now < atThisMonday) return { next };
  // The week that ended last Sunday.
  const monday = addDays(local.day, -7);
  return { due: { week: isoWeekOf(monday), monday }, next };
}
