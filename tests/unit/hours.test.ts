import { describe, expect, it } from 'vitest';
import { daysLabel, hoursLines, timeLabel } from '../../src/config/hours';

describe('business hours, written once as times', () => {
  it('are written as pages say them (Mon–Fri: 8am–6pm, Sun: Closed), worked out from times as site.ts writes them', () => {
    const spec = [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '14:00' },
    ] as const;
    expect(hoursLines(spec)).toEqual([
      { days: 'Mon–Fri', hours: '8am–6pm' },
      { days: 'Sat', hours: '9am–2pm' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('follow a change of times or days', () => {
    const weekdays = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' } as const;
    expect(hoursLines([weekdays, { days: ['Saturday', 'Sunday'], opens: '10:30', closes: '15:00' }])).toEqual([
      { days: 'Mon–Fri', hours: '8am–6pm' },
      { days: 'Sat–Sun', hours: '10:30am–3pm' },
    ]);
    expect(hoursLines([{ days: ['Monday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '12:00' }])).toEqual([
      { days: 'Mon, Wed–Thu', hours: '7am–12pm' },
      { days: 'Tue, Fri–Sun', hours: 'Closed' },
    ]);
  });

  it('write times the way the pages do', () => {
    expect(['00:00', '08:00', '09:15', '12:00', '18:00', '23:30'].map(timeLabel)).toEqual(['12am', '8am', '9:15am', '12pm', '6pm', '11:30pm']);
    expect(daysLabel(['Friday', 'Monday', 'Tuesday'])).toBe('Mon–Tue, Fri');
  });
});
