import { describe, expect, it, vi } from 'vitest';
import { canRequestFullscreen, exitFullscreen, FULLSCREEN_EVENTS, fullscreenCommand, fullscreenElement, onFullscreenChange, requestFullscreen, type FullscreenDocument } from './fullscreen.ts';

function fakeDocument(over: Partial<FullscreenDocument> = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const doc: FullscreenDocument & { fire(type: string): void; count(): number } = {
    addEventListener: (type, l) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(l),
    removeEventListener: (type, l) => void listeners.get(type)?.delete(l),
    fire: (type) => listeners.get(type)?.forEach((l) => l()),
    count: () => [...listeners.values()].reduce((a, s) => a + s.size, 0),
    ...over,
  };
  return doc;
}

describe('full screen (lead art fullscreen, standard or webkit)', () => {
  it('requests the standard API when the element has it', async () => {
    const el = { requestFullscreen: vi.fn(async () => {}), webkitRequestFullscreen: vi.fn() };
    expect(await requestFullscreen(el)).toBe(true);
    expect(el.requestFullscreen).toHaveBeenCalledOnce();
    expect(el.webkitRequestFullscreen).not.toHaveBeenCalled();
  });

  it('falls back to the webkit API (Safari)', async () => {
    const el = { webkitRequestFullscreen: vi.fn() };
    expect(await requestFullscreen(el)).toBe(true);
    expect(el.webkitRequestFullscreen).toHaveBeenCalledOnce();
  });

  it('reports false when there is no API or the browser refuses', async () => {
    expect(await requestFullscreen({})).toBe(false);
    expect(canRequestFullscreen({})).toBe(false);
    expect(await requestFullscreen({ requestFullscreen: () => Promise.reject(new TypeError('no gesture')) })).toBe(false);
  });

  it('exits through the standard or the webkit API', async () => {
    const std = fakeDocument({ exitFullscreen: vi.fn(async () => {}) });
    await exitFullscreen(std);
    expect(std.exitFullscreen).toHaveBeenCalledOnce();
    const webkit = fakeDocument({ webkitExitFullscreen: vi.fn() });
    await exitFullscreen(webkit);
    expect(webkit.webkitExitFullscreen).toHaveBeenCalledOnce();
  });

  it('reads the full-screen element from the standard or webkit property', () => {
    const el = {};
    expect(fullscreenElement(fakeDocument({ fullscreenElement: el }))).toBe(el);
    expect(fullscreenElement(fakeDocument({ webkitFullscreenElement: el }))).toBe(el);
    expect(fullscreenElement(fakeDocument())).toBeNull();
  });

  it('listens to both the standard and the webkit change events, and unsubscribes from both', () => {
    expect(FULLSCREEN_EVENTS).toEqual(['fullscreenchange', 'webkitfullscreenchange']);
    const doc = fakeDocument();
    const listener = vi.fn();
    const off = onFullscreenChange(doc, listener);
    doc.fire('fullscreenchange');
    doc.fire('webkitfullscreenchange');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    expect(doc.count()).toBe(0);
  });

  it('decides whether to request, exit or leave full screen alone', () => {
    const el = {};
    expect(fullscreenCommand(true, null, el)).toBe('request');
    expect(fullscreenCommand(true, el, el)).toBe('none');
    expect(fullscreenCommand(false, el, el)).toBe('exit');
    expect(fullscreenCommand(false, {}, el)).toBe('none'); // another element is full screen: not ours to exit
    expect(fullscreenCommand(false, null, el)).toBe('none');
  });
});
