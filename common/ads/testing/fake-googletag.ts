// An in-page stand-in for the ad service's browser API (the publisher tag) that records every call. Nothing is
// fetched. Used by unit tests (installFakeGoogletag(fakeWindow)) and browser tests (fakeGoogletagInitScript()
// with page.addInitScript), so the function below must stay self-contained: no imports, no outer names.

export interface FakeCall { method: string; args: unknown[] }

export interface FakeGoogletagOptions {
  /** false: the library "has not loaded yet" (commands queue) until load() is called. Default true. */
  ready?: boolean;
}

export interface FakeGoogletag {
  googletag: any;
  calls: FakeCall[];
  /** Slots by element id: path, sizes, targeting, sizeMapping, displayed and refreshed counts. */
  slots: Record<string, any>;
  pageTargeting: Record<string, unknown>;
  callsOf(method: string): FakeCall[];
  /** The library arrives: apiReady becomes true and queued commands run. */
  load(): void;
}

export function installFakeGoogletag(target: any, options: FakeGoogletagOptions = {}): FakeGoogletag {
  const calls: FakeCall[] = [];
  const slots: Record<string, any> = {};
  const pageTargeting: Record<string, unknown> = {};
  const plain = (value: any): any => {
    if (value && typeof value === 'object' && typeof value.getSlotElementId === 'function') return { slot: value.getSlotElementId() };
    if (Array.isArray(value)) return value.map(plain);
    return value;
  };
  const record = (method: string, args: unknown[]) => {
    calls.push({ method, args: args.map(plain) });
  };
  const run = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      record('cmd.error', [String(error)]);
    }
  };

  const gt = target.googletag || {};
  const queued: Array<() => void> = Array.isArray(gt.cmd) ? gt.cmd : [];
  const pubads: any = {
    setTargeting(key: string, value: unknown) {
      pageTargeting[key] = value;
      record('pubads.setTargeting', [key, value]);
      return pubads;
    },
    enableSingleRequest() {
      record('pubads.enableSingleRequest', []);
      return true;
    },
    disableInitialLoad() {
      record('pubads.disableInitialLoad', []);
    },
    refresh(list?: any[] | null) {
      const refreshed = list || Object.values(slots);
      record('pubads.refresh', [refreshed.map((s: any) => s.getSlotElementId())]);
      refreshed.forEach((s: any) => {
        s.refreshed += 1;
      });
    },
  };
  gt.apiReady = false;
  gt.pubadsReady = false;
  gt.cmd = queued;
  gt.pubads = () => pubads;
  gt.defineSlot = (path: string, sizes: unknown, id: string) => {
    record('defineSlot', [path, sizes, id]);
    if (slots[id]) return null;
    const slot: any = {
      path, sizes, id, targeting: {}, sizeMapping: null, services: 0, displayed: 0, refreshed: 0,
      getSlotElementId: () => id,
      getAdUnitPath: () => path,
      addService() {
        slot.services += 1;
        record('slot.addService', [id]);
        return slot;
      },
      defineSizeMapping(mapping: unknown) {
        slot.sizeMapping = mapping;
        record('slot.defineSizeMapping', [id, mapping]);
        return slot;
      },
      setTargeting(key: string, value: unknown) {
        slot.targeting[key] = value;
        record('slot.setTargeting', [id, key, value]);
        return slot;
      },
    };
    slots[id] = slot;
    return slot;
  };
  gt.sizeMapping = () => {
    const entries: unknown[] = [];
    const builder = {
      addSize(viewport: unknown, sizes: unknown) {
        entries.push([viewport, sizes]);
        return builder;
      },
      build: () => entries.slice(),
    };
    return builder;
  };
  gt.enableServices = () => {
    record('enableServices', []);
    gt.pubadsReady = true;
  };
  gt.display = (id: string) => {
    record('display', [id]);
    if (slots[id]) slots[id].displayed += 1;
  };
  gt._calls = calls;
  gt._slots = slots;
  gt._pageTargeting = pageTargeting;

  const load = () => {
    if (gt.apiReady) return;
    gt.apiReady = true;
    // As the real library does: the queue becomes an object whose push runs commands at once.
    gt.cmd = {
      push(...fns: Array<() => void>) {
        fns.forEach(run);
        return fns.length;
      },
    };
    queued.splice(0).forEach(run);
  };
  target.googletag = gt;
  if (options.ready !== false) load();
  return { googletag: gt, calls, slots, pageTargeting, callsOf: (method) => calls.filter((c) => c.method === method), load };
}

/** Script text for page.addInitScript: installs the fake on window before any page script runs. */
export function fakeGoogletagInitScript(options: FakeGoogletagOptions = {}): string {
  return `(${installFakeGoogletag.toString()})(window, ${JSON.stringify(options)});`;
}
