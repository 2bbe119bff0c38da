/** One call per operation name at a time (spec section 4): a second call while one runs gets the pending promise. */
export function singleFlight() {
  const pending = new Map<string, Promise<unknown>>();
  return function once<T>(name: string, run: () => Promise<T>): Promise<T> {
    const running = pending.get(name);
    if (running) return running as Promise<T>;
    const started = (async () => run())().finally(() => pending.delete(name));
    pending.set(name, started);
    return started;
  };
}
