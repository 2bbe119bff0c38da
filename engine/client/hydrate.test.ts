import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATE_NAMES, INTERACTION_EVENTS, isHydrate, onInteraction, strategies, strategyOf } from './hydrate.ts';

describe('hydration strategies', () => {
  it('are load, idle, visible, interaction, interaction-or-scroll and interaction-or-flag, each a function found by its name', () => {
    expect(HYDRATE_NAMES).toEqual(['load', 'idle', 'visible', 'interaction', 'interaction-or-scroll', 'interaction-or-flag']);
    for (const name of HYDRATE_NAMES) expect(strategyOf(name)).toBe(strategies[name]);
  });

  it('any other name is no strategy, including names every object has', () => {
    for (const name of ['sometimes', 'toString', 'constructor', '__proto__', '', undefined]) {
      expect(strategyOf(name)).toBeUndefined();
      expect(isHydrate(name)).toBe(false);
    }
  });

  it('load runs the block at once', () => {
    let ran = 0;
    strategies.load({} as HTMLElement, () => void ran++);
    expect(ran).toBe(1);
  });
});

/** An element as far as the strategy sees one: a target of events, in the page. */
class FakeElement extends EventTarget {
  isConnected = true;
}

/** A mount the test settles itself, as the real one settles when React has committed the block. */
function deferredMount() {
  let runs = 0;
  let settle!: () => void;
  const run = () => {
    runs++;
    return new Promise<void>((resolve) => (settle = resolve));
  };
  return { run, runs: () => runs, mounted: () => settle() };
}

/** A click as the browser dispatches it: bubbling and cancelable. */
const click = () => new Event('click', { bubbles: true, cancelable: true });

describe('interaction: hydrate on the first interaction within the block', () => {
  // Node has Event but no MouseEvent: the replayed click is a plain event here.
  beforeEach(() => vi.stubGlobal('MouseEvent', Event));
  afterEach(() => vi.unstubAllGlobals());

  it('nothing runs before the reader acts; each of pointerover, pointerdown, touchstart and focusin starts the block, once', () => {
    for (const type of INTERACTION_EVENTS) {
      const el = new FakeElement();
      const mount = deferredMount();
      strategies.interaction(el as unknown as HTMLElement, mount.run);
      expect(mount.runs()).toBe(0);
      el.dispatchEvent(new Event(type));
      el.dispatchEvent(new Event(type));
      expect(mount.runs(), type).toBe(1);
    }
  });

  it('a click before the block is mounted is held (its default prevented) and replayed once at its target after mount; later clicks pass through', async () => {
    const el = new FakeElement();
    const mount = deferredMount();
    const clicks: Array<{ prevented: boolean; phase: string }> = [];
    onInteraction(el, mount.run);
    // The block's own handler, on the element itself as React's root listener is (added once hydration starts).
    el.addEventListener('click', (e) => clicks.push({ prevented: e.defaultPrevented, phase: 'handler' }));
    el.dispatchEvent(new Event('pointerdown'));
    const first = click();
    el.dispatchEvent(first);
    el.dispatchEvent(click()); // a second tap while the chunk loads: dropped, it must not toggle twice
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    const replayed = new Promise<Event>((resolve) => el.addEventListener('click', resolve, { once: true }));
    mount.mounted();
    expect((await replayed).target).toBe(el);
    expect(clicks).toEqual([{ prevented: false, phase: 'handler' }]);
    const later = click();
    el.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toHaveLength(2);
    expect(mount.runs()).toBe(1);
  });

  it('a click with no interaction event before it (Enter on an element already focused) starts the block and is replayed', async () => {
    const el = new FakeElement();
    const mount = deferredMount();
    onInteraction(el, mount.run);
    el.dispatchEvent(click());
    expect(mount.runs()).toBe(1);
    const replayed = new Promise<Event>((resolve) => el.addEventListener('click', resolve, { once: true }));
    mount.mounted();
    await expect(replayed).resolves.toBeInstanceOf(Event);
  });

  it('a block that failed to load still gets its held click back (a link then does what links do)', async () => {
    const el = new FakeElement();
    onInteraction(el, () => Promise.reject(new Error('chunk 404')));
    const replayed = new Promise<Event>((resolve) => el.addEventListener('click', resolve, { once: true }));
    el.dispatchEvent(click());
    await expect(replayed).resolves.toBeInstanceOf(Event);
  });

  it('a held click whose target left the page is not replayed', async () => {
    const el = new FakeElement();
    const mount = deferredMount();
    let done!: () => void;
    const settled = new Promise<void>((resolve) => (done = resolve));
    onInteraction(el, () => mount.run().then(done));
    el.dispatchEvent(click());
    el.isConnected = false;
    const seen: Event[] = [];
    el.addEventListener('click', (e) => seen.push(e));
    mount.mounted();
    await settled;
    await Promise.resolve(); // the strategy's replay runs in the same turn as the mount settling, after it
    expect(seen).toEqual([]);
  });

  it('interaction-or-scroll also starts on the first scroll of the page, and only once', () => {
    const el = new FakeElement();
    const page = new EventTarget();
    const mount = deferredMount();
    onInteraction(el, mount.run, page);
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('scroll'));
    el.dispatchEvent(new Event('pointerover'));
    expect(mount.runs()).toBe(1);
  });
});

describe('interaction-or-flag', () => {
  const flagged = new Set<string>();
  beforeEach(() => {
    flagged.clear();
    vi.stubGlobal('document', { documentElement: { hasAttribute: (name: string) => flagged.has(name) } });
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => queueMicrotask(fn));
  });
  afterEach(() => vi.unstubAllGlobals());

  const island = (name: string) => Object.assign(new FakeElement(), { dataset: { island: name } }) as unknown as HTMLElement & FakeElement;

  it('without its flag on the page root, the block waits for the reader to act on it', async () => {
    const el = island('account-header');
    const mount = deferredMount();
    strategies['interaction-or-flag'](el, mount.run);
    await Promise.resolve();
    expect(mount.runs()).toBe(0);
    el.dispatchEvent(new Event('pointerover'));
    expect(mount.runs()).toBe(1);
  });

  it("with data-hydrate-<its name> on the page root (set by the block's inline script), it hydrates when idle without any act", async () => {
    flagged.add('data-hydrate-account-header');
    const el = island('account-header');
    const mount = deferredMount();
    strategies['interaction-or-flag'](el, mount.run);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(mount.runs()).toBe(1);
    // Another block's flag does not wake this one.
    const other = island('search-box');
    const second = deferredMount();
    strategies['interaction-or-flag'](other, second.run);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(second.runs()).toBe(0);
  });
});
