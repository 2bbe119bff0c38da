// The ad slot manager (spec "Ad slot behaviour", sections 7-9): registers slots with the ad service's browser
// API, refreshes them across sizemap breakpoints, batches them in single-call mode. One per window.
import { allSizes } from './ad-types.ts';
import { AD_SERVER_SCRIPT_URL, BID_TIMEOUT_MS, REFRESH_RETRY_MS, RESIZE_DEBOUNCE_MS, SINGLE_CALL_RETRY_MS } from './constants.ts';
import { breakpointOf, deviceClassOf, displayAllows, sizeMappingOf } from './sizemap.ts';
import { ensureAdService, injectAdScript, type AdService, type AdServiceSlot, type AdWindow } from './scripts.ts';
import type { AdSlotConfig } from './slot-config.ts';
import { adUnitPath } from './targeting.ts';

/** Header bidding: asks the bid services about the slots; ad requests wait for it at most the bid timeout. */
export type Bidder = (slotIds: string[], timeoutMs: number) => Promise<unknown>;

export interface AdManagerOptions {
  win: AdWindow;
  /** The ad-service (network) id, site property dfpId. Without it nothing registers. */
  adServiceId?: string;
  /** Reserve slots, then request them together in one call. */
  singleCall?: boolean;
  /** Inject the ad service script (off unless the site turns it on: pages and tests here load nothing external). */
  loadScript?: boolean;
  scriptUrl?: string;
  /** Page-level targeting (page_type, section_id, arc_id, tags), set once. */
  pageTargeting?: Record<string, string>;
  bidder?: Bidder;
  bidTimeoutMs?: number;
  log?: Pick<Console, 'warn'>;
}

export type RegisterResult = 'registered' | 'reserved' | 'no-ad-service-id' | 'device-not-allowed' | 'duplicate';

export interface AdManager {
  register(config: AdSlotConfig): RegisterResult;
  /** Ids of the slots defined with the ad service so far. */
  definedIds(): string[];
}

export function createAdManager(opts: AdManagerOptions): AdManager {
  const { win } = opts;
  const log = opts.log ?? console;
  const bidTimeout = opts.bidTimeoutMs ?? BID_TIMEOUT_MS;
  const accepted = new Set<string>();
  const defined = new Map<string, { config: AdSlotConfig; slot: AdServiceSlot }>();
  let reserved: AdSlotConfig[] = [];
  let singleCallTimer: ReturnType<typeof setTimeout> | undefined;
  let pageTargetingSet = false;
  let scriptAdded = false;
  let lastWidth: number | undefined;

  function setPageTargeting(gt: AdService) {
    if (pageTargetingSet) return;
    pageTargetingSet = true;
    const pubads = gt.pubads!();
    for (const [key, value] of Object.entries(opts.pageTargeting ?? {})) pubads.setTargeting(key, value);
  }

  function define(gt: AdService, config: AdSlotConfig): string | undefined {
    const slot = gt.defineSlot!(adUnitPath(opts.adServiceId!, config.slotName), allSizes(config.dimensions), config.id);
    if (!slot) return undefined; // the ad service already has a slot with this id
    const mapping = gt.sizeMapping!();
    for (const [viewport, sizes] of sizeMappingOf(config.dimensions, config.sizemap.breakpoints)) mapping.addSize(viewport, sizes);
    slot.addService(gt.pubads!()).defineSizeMapping(mapping.build());
    for (const [key, value] of Object.entries(config.targeting)) slot.setTargeting(key, value);
    defined.set(config.id, { config, slot });
    return config.id;
  }

  /** Runs send once the bidder answered, or when the bid timeout passes, whichever is first. */
  function afterBids(ids: string[], send: () => void) {
    if (!opts.bidder) return send();
    let sent = false;
    const once = () => {
      if (sent) return;
      sent = true;
      send();
    };
    setTimeout(once, bidTimeout);
    opts.bidder(ids, bidTimeout).then(once, once);
  }

  function request(gt: AdService, configs: AdSlotConfig[]) {
    setPageTargeting(gt);
    const ids = configs.map((c) => define(gt, c)).filter((id): id is string => id !== undefined);
    gt.enableServices!();
    if (ids.length) afterBids(ids, () => ids.forEach((id) => gt.display!(id)));
  }

  // Spec: in single-call mode ads are reserved then requested together, retrying every 2 s until the service is ready.
  function sendSingleCall() {
    singleCallTimer = undefined;
    const gt = win.googletag;
    if (!gt?.apiReady) {
      singleCallTimer = setTimeout(sendSingleCall, SINGLE_CALL_RETRY_MS);
      return;
    }
    const batch = reserved;
    reserved = [];
    if (!batch.length) return;
    gt.pubads!().enableSingleRequest();
    request(gt, batch);
  }

  // Spec section 9: ad refresh retries every 200 ms until the ad service can take requests.
  function refresh(slots: AdServiceSlot[]) {
    const gt = win.googletag;
    if (!gt?.pubadsReady) {
      setTimeout(() => refresh(slots), REFRESH_RETRY_MS);
      return;
    }
    afterBids(slots.map((s) => s.getSlotElementId()), () => gt.pubads!().refresh(slots));
  }

  // Spec: slots refresh when the window crosses a size breakpoint (resize debounced 250 ms), all in one call.
  function watchResize() {
    if (lastWidth !== undefined) return;
    lastWidth = win.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    win.addEventListener('resize', () => {
      clearTimeout(timer);
      timer = setTimeout(resized, RESIZE_DEBOUNCE_MS);
    });
  }

  function resized() {
    const before = lastWidth!;
    const width = (lastWidth = win.innerWidth);
    const crossed = [...defined.values()]
      .filter(({ config: { sizemap } }) => sizemap.refresh && breakpointOf(before, sizemap.breakpoints) !== breakpointOf(width, sizemap.breakpoints))
      .map((d) => d.slot);
    if (crossed.length) refresh(crossed);
  }

  return {
    register(config) {
      if (!opts.adServiceId) {
        log.warn(`[ads] no ad-service id (site property dfpId): ad slot ${config.id} is not registered`);
        return 'no-ad-service-id';
      }
      if (accepted.has(config.id)) return 'duplicate';
      if (!displayAllows(config.display, deviceClassOf(win.innerWidth, config.sizemap.breakpoints))) return 'device-not-allowed';
      accepted.add(config.id);
      const gt = ensureAdService(win);
      if (opts.loadScript && !scriptAdded) scriptAdded = injectAdScript(win, opts.scriptUrl ?? AD_SERVER_SCRIPT_URL) || scriptAdded;
      watchResize();
      if (opts.singleCall) {
        reserved.push(config);
        singleCallTimer ??= setTimeout(sendSingleCall, 0);
        return 'reserved';
      }
      // The queue runs now if the library is loaded, else when it arrives.
      gt.cmd.push(() => request(win.googletag ?? gt, [config]));
      return 'registered';
    },
    definedIds: () => [...defined.keys()],
  };
}

/** The manager options a site's properties give (dfpId, adSingleCall, loadAdScripts, adScriptUrl). */
export function adManagerOptionsOf(siteProperties: Record<string, any>): Omit<AdManagerOptions, 'win' | 'pageTargeting'> {
  const id = siteProperties.dfpId;
  return {
    adServiceId: typeof id === 'string' || typeof id === 'number' ? String(id) || undefined : undefined,
    singleCall: siteProperties.adSingleCall === true,
    loadScript: siteProperties.loadAdScripts === true,
    scriptUrl: typeof siteProperties.adScriptUrl === 'string' ? siteProperties.adScriptUrl : undefined,
  };
}

const managers = new WeakMap<object, AdManager>();

/** The page's manager: the first ad block to register creates it (every block on a page has the same options). */
export function adManagerFor(win: AdWindow, options: Omit<AdManagerOptions, 'win'>): AdManager {
  let manager = managers.get(win);
  if (!manager) managers.set(win, (manager = createAdManager({ ...options, win })));
  return manager;
}
