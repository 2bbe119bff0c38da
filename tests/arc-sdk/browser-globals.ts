/**
 * The little of a browser that Arc's identity SDK touches at load and in the calls driven here: `window` (atob,
 * postMessage, events, location), `localStorage` / `sessionStorage` and `document.cookie`. Node 20 brings fetch,
 * FormData, File, atob and CustomEvent; nothing of the SDK itself is replaced.
 */
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(i: number) {
    return [...this.#items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

export interface BrowserGlobals {
  /** The messages the SDK posted (ARC_LOGIN_SUCCESS after a login) and the events it fired (logout). */
  messages: unknown[];
  events: string[];
  localStorage: MemoryStorage;
}

export function installBrowserGlobals(): BrowserGlobals {
  const messages: unknown[] = [];
  const events: string[] = [];
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const dispatch = win.dispatchEvent.bind(win);
  Object.assign(win, {
    atob: globalThis.atob,
    CustomEvent: globalThis.CustomEvent,
    location: { href: 'https://news.example/account/', origin: 'https://news.example' },
    postMessage: (message: unknown) => void messages.push(message),
    dispatchEvent: (event: Event) => (events.push(event.type), dispatch(event)),
  });
  const localStorage = new MemoryStorage();
  Object.assign(globalThis, { window: win, localStorage, sessionStorage: new MemoryStorage(), document: { cookie: '' } });
  return { messages, events, localStorage };
}
