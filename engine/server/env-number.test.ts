import { describe, expect, it } from 'vitest';
import { wholeNumberSetting } from './env-number.ts';

describe('wholeNumberSetting', () => {
  const seconds = { min: 0, max: 300, unit: 'seconds' };

  it('an unset or empty setting is no value, so the caller keeps its default', () => {
    expect(wholeNumberSetting('X', undefined, seconds)).toBeUndefined();
    expect(wholeNumberSetting('X', '', seconds)).toBeUndefined();
  });

  it('digits within the range are the number, the ends included', () => {
    expect(wholeNumberSetting('X', '0', seconds)).toBe(0);
    expect(wholeNumberSetting('X', '300', seconds)).toBe(300);
    expect(wholeNumberSetting('X', '007', seconds)).toBe(7);
  });

  it('what Number() would read as a number but is not written as whole digits is refused, naming the setting, range and value', () => {
    for (const given of ['1e2', '0x10', ' 5', '5 ', '+5', '-1', '2.5', '5s', 'NaN', 'Infinity']) {
      expect(() => wholeNumberSetting('HTML_MICROCACHE_SECONDS', given, seconds)).toThrow(`HTML_MICROCACHE_SECONDS must be a whole number of seconds from 0 to 300, got "${given}"`);
    }
  });

  it('a whole number outside the range is refused; without a unit the message says only the range', () => {
    expect(() => wholeNumberSetting('X', '301', seconds)).toThrow('X must be a whole number of seconds from 0 to 300, got "301"');
    expect(() => wholeNumberSetting('PORT', '65536', { min: 0, max: 65535 })).toThrow('PORT must be a whole number from 0 to 65535, got "65536"');
    expect(() => wholeNumberSetting('PORT', '99999999999999999999', { min: 0, max: 65535 })).toThrow('got "99999999999999999999"');
  });
});
