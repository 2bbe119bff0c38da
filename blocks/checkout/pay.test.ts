import { describe, expect, it } from 'vitest';
import { parseExpiry } from './pay.ts';

describe('card expiry as the reader types it', () => {
  it('reads MM/YY as a month and a year of this century, and MM/YYYY as written', () => {
    expect(parseExpiry('12/29')).toEqual({ expMonth: 12, expYear: 2029 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
  });

  it('refuses a month outside 1 to 12 and anything that is not MM/YY', () => {
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('00/29')).toBeUndefined();
    expect(parseExpiry('1229')).toBeUndefined();
    expect(parseExpiry('12/2')).toBeUndefined();
  });
});
