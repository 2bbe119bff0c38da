// proxy-addr (Express's own dependency, which turns `trust proxy` into a test) ships no types: the one call we use.
declare module 'proxy-addr' {
  /** Throws a TypeError naming the first entry that is not an address, CIDR range or loopback / linklocal / uniquelocal. */
  export function compile(trust: string | string[]): (address: string, hop: number) => boolean;
}
