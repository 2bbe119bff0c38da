import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdManager, adManagerOptionsOf, type AdManagerOptions } from './manager.ts';
import { adSlotConfig } from './slot-config.ts';
import { AD_SERVER_SCRIPT_URL } from './constants.ts';
import { installFakeGoogletag, fakeGoogletagInitScript } from './testing/fake-googletag.ts';
import { whenNearView, LAZY_ROOT_MARGIN } from './lazy.ts';

const page = { site: 'teaomarama', adPath: 'teaomarama', pageType: 'article', globalContent: { type: 'story', _id: 'S1', websites: { teaomarama: { website_section: { _id: '/news' } } } } };
const slot = (id: string, type: string) => adSlotConfig(id, type, page)!;
const TARGETING = { page_type: 'article', section_id: 'news', arc_id: 'S1', tags: '' };

/** The parts of window the manager uses: width, resize listeners, a document that records added scripts. */
function fakeWindow(width: number) {
  const listeners: Array<() => void> = [];
  const added: Array<{ id: string; src: string; async: boolean }> = [];
  const win = {
    innerWidth: width,
    googletag: undefined as any,
    addEventListener: (_type: 'resize', listener: () => void) => void listeners.push(listener),
    resize(w: number) {
      win.innerWidth = w;
      listeners.forEach((l) => l());
    },
    document: {
      getElementById: (id: string) => added.find((s) => s.id === id) ?? null,
      createElement: () => ({ id: '', src: '', async: false }),
      head: { appendChild: (el: any) => added.push(el) },
    } as any,
    added,
  };
  return win;
}

function setup(width: number, options: Partial<AdManagerOptions> = {}, ready = true) {
  const win = fakeWindow(width);
  const fake = installFakeGoogletag(win, { ready });
  const manager = createAdManager({ win, adServiceId: '1234567', pageTargeting: TARGETING, ...options });
  return { win, fake, manager };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ad slot manager: registration (spec "Ad slot behaviour", sections 3 and 8)', () => {
  it('registration without an ad-service id logs a warning and stops (no ad service call, no script)', () => {
    const win = fakeWindow(1280);
    const warn = vi.fn();
    const manager = createAdManager({ win, loadScript: true, log: { warn } });
    expect(manager.register(slot('a', '300x250'))).toBe('no-ad-service-id');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/no ad-service id \(site property dfpId\): ad slot arcad_a is not registered/);
    expect(win.googletag).toBeUndefined();
    expect(win.added).toEqual([]);
  });

  it('defines the slot: path under the ad-service id, every size, the sizemap, ad_type targeting, then displays it', () => {
    const { fake, manager } = setup(1280);
    expect(manager.register(slot('top', '970x250|970x90|728x90|320x50'))).toBe('registered');
    expect(fake.callsOf('defineSlot')).toEqual([{ method: 'defineSlot', args: ['/1234567/teaomarama/news', [[970, 250], [970, 90], [728, 90], [320, 50]], 'arcad_top'] }]);
    const s = fake.slots.arcad_top;
    expect(s.sizeMapping).toEqual([[[992, 0], [[970, 250], [970, 90], [728, 90]]], [[768, 0], [[728, 90]]], [[0, 0], [[320, 50]]]]);
    expect(s.targeting).toEqual({ ad_type: 'leaderboard_large' });
    expect(s.services).toBe(1);
    expect(s.displayed).toBe(1);
    expect(fake.calls.map((c) => c.method).indexOf('enableServices')).toBeLessThan(fake.calls.map((c) => c.method).indexOf('display'));
  });

  it('page targeting page_type, section_id, arc_id, tags is set once for the page', () => {
    const { fake, manager } = setup(1280);
    manager.register(slot('a', '300x250'));
    manager.register(slot('b', '728x90|320x50'));
    expect(fake.pageTargeting).toEqual(TARGETING);
    expect(fake.callsOf('pubads.setTargeting')).toHaveLength(4);
  });

  it('a slot registers only for the device class it allows: the desktop-only right rail not at 375 px', () => {
    const mobile = setup(375);
    expect(mobile.manager.register(slot('rail', '300x250|300x600_rightrail'))).toBe('device-not-allowed');
    expect(mobile.manager.register(slot('cube', '300x250'))).toBe('registered');
    expect(mobile.fake.callsOf('defineSlot').map((c) => c.args[2])).toEqual(['arcad_cube']);

    const desktop = setup(1024);
    expect(desktop.manager.register(slot('rail', '300x250|300x600_rightrail'))).toBe('registered');
    expect(desktop.manager.definedIds()).toEqual(['arcad_rail']);
  });

  it('a slot registers once (an island hydrating twice does not define it twice)', () => {
    const { fake, manager } = setup(1280);
    manager.register(slot('a', '300x250'));
    expect(manager.register(slot('a', '300x250'))).toBe('duplicate');
    expect(fake.callsOf('defineSlot')).toHaveLength(1);
  });

  it('before the ad service loads, registrations queue and run when it arrives', () => {
    const { fake, manager } = setup(1280, {}, false);
    manager.register(slot('a', '300x250'));
    expect(fake.callsOf('defineSlot')).toHaveLength(0);
    fake.load();
    expect(fake.callsOf('display')).toEqual([{ method: 'display', args: ['arcad_a'] }]);
  });
});

describe('ad slot manager: scripts (section 7: nothing external unless the site enables it)', () => {
  it('injects no script by default', () => {
    const { win, manager } = setup(1280);
    manager.register(slot('a', '300x250'));
    expect(win.added).toEqual([]);
  });

  it('with loadScript (site property loadAdScripts) adds the ad server script once, async', () => {
    const { win, manager } = setup(1280, { loadScript: true });
    manager.register(slot('a', '300x250'));
    manager.register(slot('b', '300x250'));
    expect(win.added).toEqual([{ id: 'ad-service-script', src: AD_SERVER_SCRIPT_URL, async: true }]);
  });

  it('site properties: dfpId, adSingleCall, loadAdScripts (default off), adScriptUrl', () => {
    expect(adManagerOptionsOf({})).toEqual({ adServiceId: undefined, singleCall: false, loadScript: false, scriptUrl: undefined });
    expect(adManagerOptionsOf({ dfpId: 1234, adSingleCall: true, loadAdScripts: true, adScriptUrl: '/x.js' }))
      .toEqual({ adServiceId: '1234', singleCall: true, loadScript: true, scriptUrl: '/x.js' });
  });
});

describe('ad slot manager: refresh across sizemap breakpoints (spec "Ad slot behaviour", section 9 timing)', () => {
  it('refresh when the window crosses a breakpoint, resize debounced 250 ms, one refresh for all slots', () => {
    const { win, fake, manager } = setup(375);
    manager.register(slot('a', '300x250'));
    manager.register(slot('b', '728x90|320x50'));
    win.resize(500);
    win.resize(700);
    win.resize(800);
    vi.advanceTimersByTime(249);
    expect(fake.callsOf('pubads.refresh')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(fake.callsOf('pubads.refresh')).toEqual([{ method: 'pubads.refresh', args: [['arcad_a', 'arcad_b']] }]);
  });

  it('no refresh for a resize within one tier (768 to 991), again when crossing 992', () => {
    const { win, fake, manager } = setup(800);
    manager.register(slot('a', '300x250'));
    win.resize(991);
    vi.advanceTimersByTime(250);
    expect(fake.callsOf('pubads.refresh')).toHaveLength(0);
    win.resize(1200);
    vi.advanceTimersByTime(250);
    expect(fake.callsOf('pubads.refresh')).toHaveLength(1);
  });

  it('ad refresh retries every 200 ms until the ad service is ready', () => {
    const { win, fake, manager } = setup(375);
    manager.register(slot('a', '300x250'));
    fake.googletag.pubadsReady = false;
    win.resize(1024);
    vi.advanceTimersByTime(250 + 199);
    expect(fake.callsOf('pubads.refresh')).toHaveLength(0);
    vi.advanceTimersByTime(1 + 200 * 3);
    expect(fake.callsOf('pubads.refresh')).toHaveLength(0);
    fake.googletag.pubadsReady = true;
    vi.advanceTimersByTime(200);
    expect(fake.callsOf('pubads.refresh')).toHaveLength(1);
  });
});

describe('ad slot manager: single-call mode (spec "Ad slot behaviour")', () => {
  it('slots are reserved then requested together, retrying every 2000 ms until the ad service is ready', () => {
    const { fake, manager } = setup(1280, { singleCall: true }, false);
    expect(manager.register(slot('a', '300x250'))).toBe('reserved');
    expect(manager.register(slot('b', '728x90|320x50'))).toBe('reserved');
    vi.advanceTimersByTime(0);
    expect(fake.calls).toEqual([]);
    vi.advanceTimersByTime(1999);
    expect(fake.calls).toEqual([]);
    fake.load();
    expect(fake.calls).toEqual([]); // nothing was queued on the service: the manager holds the reservations
    vi.advanceTimersByTime(1);
    const methods = fake.calls.map((c) => c.method);
    expect(methods.indexOf('pubads.enableSingleRequest')).toBeLessThan(methods.indexOf('enableServices'));
    expect(fake.callsOf('defineSlot').map((c) => c.args[2])).toEqual(['arcad_a', 'arcad_b']);
    expect(fake.callsOf('display').map((c) => c.args[0])).toEqual(['arcad_a', 'arcad_b']);
    expect(methods.indexOf('enableServices')).toBeLessThan(methods.indexOf('display'));
  });

  it('slots reserved later (lazy) go in a later call', () => {
    const { fake, manager } = setup(1280, { singleCall: true });
    manager.register(slot('a', '300x250'));
    vi.advanceTimersByTime(0);
    manager.register(slot('b', '300x250'));
    vi.advanceTimersByTime(0);
    expect(fake.callsOf('display').map((c) => c.args[0])).toEqual(['arcad_a', 'arcad_b']);
    expect(fake.callsOf('defineSlot')).toHaveLength(2);
  });
});

describe('ad slot manager: header bidding (spec section 9: bid timeout 700 ms)', () => {
  it('the ad request waits for bids at most 700 ms', () => {
    const bidder = vi.fn(() => new Promise<void>(() => {}));
    const { fake, manager } = setup(1280, { bidder });
    manager.register(slot('a', '300x250'));
    expect(bidder).toHaveBeenCalledWith(['arcad_a'], 700);
    vi.advanceTimersByTime(699);
    expect(fake.callsOf('display')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(fake.callsOf('display')).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(fake.callsOf('display')).toHaveLength(1);
  });

  it('bids that come back sooner send the request then, once', async () => {
    const bidder = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    const { fake, manager } = setup(1280, { bidder });
    manager.register(slot('a', '300x250'));
    await vi.advanceTimersByTimeAsync(100);
    expect(fake.callsOf('display')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.callsOf('display')).toHaveLength(1);
  });
});

describe('lazy ad loading (spec "Ad slot behaviour": starts 200 px before visibility)', () => {
  it('observes with a 200 px margin and registers once, when near view', () => {
    let callback: (entries: Array<{ isIntersecting: boolean }>) => void = () => {};
    const observer = { observe: vi.fn(), disconnect: vi.fn() };
    const factory = vi.fn((cb: typeof callback, _options: IntersectionObserverInit) => {
      callback = cb;
      return observer;
    });
    const run = vi.fn();
    const el = {} as Element;
    whenNearView(el, run, factory);
    expect(factory.mock.calls[0][1]).toEqual({ rootMargin: '200px 0px' });
    expect(LAZY_ROOT_MARGIN).toBe('200px 0px');
    expect(observer.observe).toHaveBeenCalledWith(el);
    callback([{ isIntersecting: false }]);
    expect(run).not.toHaveBeenCalled();
    callback([{ isIntersecting: true }]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('without IntersectionObserver the slot registers at once', () => {
    const run = vi.fn();
    whenNearView({} as Element, run, undefined);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('fake ad service (common/ads/testing)', () => {
  it('its init script is self-contained: it runs with nothing but a window', () => {
    const win: any = { googletag: { cmd: [() => { win.ran = true; }] } };
    new Function('window', fakeGoogletagInitScript())(win);
    expect(win.ran).toBe(true);
    expect(win.googletag.apiReady).toBe(true);
    win.googletag.defineSlot('/1/x', [[1, 1]], 'arcad_x');
    expect(win.googletag._calls).toEqual([{ method: 'defineSlot', args: ['/1/x', [[1, 1]], 'arcad_x'] }]);
  });
});
