import { describe, expect, it } from 'vitest';
import { AD_TYPES, AD_TYPE_KEYS, DEFAULT_AD_TYPE, adClassHeight, adTypeOf, allSizes, tierHeights } from './ad-types.ts';
import { DEFAULT_SIZEMAP, SIZEMAP_BREAKPOINTS, breakpointOf, deviceClassOf, displayAllows, sizeMappingOf } from './sizemap.ts';

describe('ad types (spec section 3 "Ad types")', () => {
  it('the seven ad types by key, with their names', () => {
    expect(Object.fromEntries(AD_TYPE_KEYS.map((k) => [k, AD_TYPES[k].name]))).toEqual({
      '1x1': 'oop',
      '300x250': 'cube',
      '300x250_gallery': 'gallery_cube',
      '300x250|300x600': 'flex_cube',
      '300x250|300x600_rightrail': 'right_rail_cube',
      '728x90|320x50': 'leaderboard_medium',
      '970x250|970x90|728x90|320x50': 'leaderboard_large',
    });
  });

  it('1x1 has class 1x1; flex_cube has class 300x600; the others the first size of their key', () => {
    expect(AD_TYPES['1x1'].adClass).toBe('1x1');
    expect(AD_TYPES['300x250|300x600'].adClass).toBe('300x600');
    expect(AD_TYPES['300x250'].adClass).toBe('300x250');
    expect(AD_TYPES['728x90|320x50'].adClass).toBe('728x90');
  });

  it('every size of the key is served, and only those', () => {
    for (const key of AD_TYPE_KEYS) {
      const fromKey = key.replace(/_\w+$/, '').split('|').sort();
      expect(allSizes(AD_TYPES[key].dimensions).map((s) => s.join('x')).sort(), key).toEqual(fromKey);
    }
  });

  it('right rail cube is desktop only; every other type displays on all devices', () => {
    for (const key of AD_TYPE_KEYS) expect(AD_TYPES[key].display, key).toBe(key === '300x250|300x600_rightrail' ? 'desktop' : 'all');
  });

  it('spec section 9: default ad type 1x1', () => {
    expect(DEFAULT_AD_TYPE).toBe('1x1');
  });

  it('spec "Ad slot behaviour": reserved space is the ad class height', () => {
    expect(adClassHeight('300x600')).toBe(600);
    expect(adClassHeight('1x1')).toBe(1);
    expect(adClassHeight('nonsense')).toBe(0);
  });

  it('a slot reserves, per sizemap tier, the tallest size that tier allows: a phone leaderboard 50 px, not 250', () => {
    expect(tierHeights(adTypeOf('970x250|970x90|728x90|320x50')!.dimensions)).toEqual([250, 90, 50]);
    expect(tierHeights(adTypeOf('300x250|300x600_rightrail')!.dimensions)).toEqual([600, 600, 0]);
  });

  it('unknown ad types are undefined (not inherited object keys)', () => {
    expect(adTypeOf('toString')).toBeUndefined();
    expect(adTypeOf(undefined)).toBeUndefined();
  });
});

describe('sizemap (spec section 3 "Ad slot config")', () => {
  it('breakpoints 992, 768, 0 with refresh true', () => {
    expect(SIZEMAP_BREAKPOINTS).toEqual([992, 768, 0]);
    expect(DEFAULT_SIZEMAP).toEqual({ breakpoints: [992, 768, 0], refresh: true });
  });

  it('size mapping: one entry per breakpoint, widest first, with the sizes of that tier', () => {
    expect(sizeMappingOf(AD_TYPES['970x250|970x90|728x90|320x50'].dimensions)).toEqual([
      [[992, 0], [[970, 250], [970, 90], [728, 90]]],
      [[768, 0], [[728, 90]]],
      [[0, 0], [[320, 50]]],
    ]);
  });

  it('tier of a width: the widest breakpoint reached', () => {
    expect([0, 375, 767, 768, 991, 992, 1920].map((w) => breakpointOf(w))).toEqual([0, 0, 0, 768, 768, 992, 992]);
  });

  it('device class from the sizemap: mobile below 768, desktop from 768', () => {
    expect(deviceClassOf(375)).toBe('mobile');
    expect(deviceClassOf(767)).toBe('mobile');
    expect(deviceClassOf(768)).toBe('desktop');
    expect(deviceClassOf(1280)).toBe('desktop');
  });

  it('a slot registers only for the device class it allows (mobile, desktop or all)', () => {
    expect(displayAllows('all', 'mobile')).toBe(true);
    expect(displayAllows('desktop', 'mobile')).toBe(false);
    expect(displayAllows('desktop', 'desktop')).toBe(true);
    expect(displayAllows('mobile', 'desktop')).toBe(false);
  });
});
