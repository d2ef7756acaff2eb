import { isoDay } from './calendar-date';

describe('a calendar date as stored', () => {
  it('is read as the stored day however the driver hands it over', () => {
    expect(isoDay('2026-05-01')).toBe('2026-05-01');
    expect(isoDay(new Date(Date.UTC(2026, 4, 1)))).toBe('2026-05-01');
    // node-postgres: the day's midnight in the process's time zone.
    expect(isoDay(new Date(2026, 4, 1))).toBe('2026-05-01');
    expect(isoDay(null)).toBeNull();
  });
});
