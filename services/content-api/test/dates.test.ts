import { describe, expect, it } from 'vitest';
import { isIsoDate, validateDocument } from '../validate.ts';
import { luceneToSql } from '../lucene-sql.ts';
import { englishStory } from './fixtures.ts';

describe('dates the database can store', () => {
  it('a date whose offset moves the instant past year 9999 (or before year 1) is not a real date: a 400, not a database error', () => {
    expect(isIsoDate('9999-12-31T23:59:59-14:00')).toBe(false);
    expect(isIsoDate('0001-01-01T00:00:00+14:00')).toBe(false);
    expect(() => validateDocument({ ...englishStory, display_date: '9999-12-31T23:59:59-14:00' })).toThrow(
      expect.objectContaining({ status: 400, path: 'display_date', message: 'display_date is not a real date, got "9999-12-31T23:59:59-14:00"' }),
    );
    expect(() => luceneToSql('display_date:[9999-12-31T23:59:59-14:00 TO *]')).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('the first and last instants of years 1-9999 are still real dates (years below 100 too)', () => {
    expect(isIsoDate('9999-12-31T23:59:59Z')).toBe(true);
    expect(isIsoDate('0001-01-01T00:00:00Z')).toBe(true);
    expect(isIsoDate('9999-12-31T09:59:59-14:00')).toBe(true);
    expect(isIsoDate('0099-02-28')).toBe(true);
    expect(isIsoDate('0099-02-29')).toBe(false);
  });
});
