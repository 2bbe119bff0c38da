import { describe, expect, it } from 'vitest';
import { describeMoment, fromWallTime, offsetMinutes, toWallTime } from './zoned-time.ts';

const NZ = 'Pacific/Auckland';

describe("date and time fields in the site's time zone", () => {
  it("shows a stored moment as the site's wall-clock time, summer and winter", () => {
    expect(toWallTime('2026-12-01T20:30:00Z', NZ)).toBe('2026-12-02T09:30');
    expect(toWallTime('2026-06-01T21:30:00Z', NZ)).toBe('2026-06-02T09:30');
    expect(toWallTime('2026-12-02T09:30:00+13:00', NZ)).toBe('2026-12-02T09:30');
    expect(toWallTime('not a date', NZ)).toBe('');
    expect(toWallTime(undefined, NZ)).toBe('');
  });

  it("stores a wall-clock time with the zone's offset on that day (+13:00 in summer, +12:00 in winter)", () => {
    expect(fromWallTime('2026-12-02T09:30', NZ)).toBe('2026-12-02T09:30:00+13:00');
    expect(fromWallTime('2026-06-02T09:30', NZ)).toBe('2026-06-02T09:30:00+12:00');
    expect(fromWallTime('2026-06-02T09:30', 'UTC')).toBe('2026-06-02T09:30:00+00:00');
    expect(fromWallTime('2026-06-02 09:30', NZ)).toBeUndefined();
  });

  it('on the nights the clocks change, each side keeps its own offset; a skipped time moves forward', () => {
    // New Zealand's summer time begins 27 September 2026 at 02:00 (to 03:00) and ends 5 April 2026 at 03:00 (to 02:00).
    expect(fromWallTime('2026-09-27T01:30', NZ)).toBe('2026-09-27T01:30:00+12:00');
    expect(fromWallTime('2026-09-27T03:30', NZ)).toBe('2026-09-27T03:30:00+13:00');
    expect(fromWallTime('2026-09-27T02:30', NZ)).toBe('2026-09-27T03:30:00+13:00');
    expect(offsetMinutes(Date.parse('2026-04-05T12:00:00Z'), NZ)).toBe(720);
    // Round trip of every half hour across the change: the wall time shown is the one written, but for the skipped hour.
    for (let h = 0; h < 24; h++) {
      const wall = `2026-09-27T${String(h).padStart(2, '0')}:30`;
      if (h !== 2) expect(toWallTime(fromWallTime(wall, NZ), NZ), wall).toBe(wall);
    }
  });

  it('says the moment in words in the editor\'s language, in New Zealand\'s format', () => {
    expect(describeMoment('2026-12-02T09:30:00+13:00', NZ, 'en')).toBe('Wednesday, 2 December 2026 at 9:30 am NZDT');
    expect(describeMoment('2026-12-02T09:30:00+13:00', NZ, 'mi')).toMatch(/2026/);
  });
});
