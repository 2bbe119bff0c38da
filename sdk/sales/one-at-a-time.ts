/**
 * One call per payment step at a time (spec section 4). Unlike the identity SDK's single flight, a second call is
 * refused rather than handed the first one's promise: its arguments (another card, another order) may differ,
 * and a payment must never be taken as done for data that was not sent.
 */
export function oneAtATime<S extends string>(refusal: (step: S) => Error) {
  const running = new Set<S>();
  return async function step<T>(name: S, run: () => Promise<T>): Promise<T> {
    // Marked before the first await, so two calls made in the same tick are already told apart.
    if (running.has(name)) throw refusal(name);
    running.add(name);
    try {
      return await run();
    } finally {
      running.delete(name);
    }
  };
}
