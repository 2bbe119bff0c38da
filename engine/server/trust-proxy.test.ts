// TRUST_PROXY's reading: hop counts and lists as Express's `trust proxy` takes them, anything else refused in words.
import { expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

it('unset or empty trusts no proxy (X-Forwarded-For ignored)', () => {
  expect(parseTrustProxy(undefined)).toBeUndefined();
  expect(parseTrustProxy('  ')).toBeUndefined();
});

it('a hop count from 1 to 10, or a list of addresses, CIDR ranges and named ranges, is taken as given', () => {
  expect(parseTrustProxy('1')).toBe(1);
  expect(parseTrustProxy(' 2 ')).toBe(2);
  expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,loopback')).toEqual(['10.0.0.0/8', '192.168.1.5', 'loopback']);
  expect(parseTrustProxy('::1,fd00::/8,uniquelocal,linklocal')).toEqual(['::1', 'fd00::/8', 'uniquelocal', 'linklocal']);
});

it('a malformed value is refused naming what is wrong: bad ranges and addresses, true, 0 or too many hops, empty entries', () => {
  for (const [given, why] of [
    ['10.0.0.0/33', 'invalid range on address: 10.0.0.0/33'],
    ['::1/129', 'invalid range on address: ::1/129'],
    ['10.0.0', 'invalid IP address: 10.0.0'],
    ['true', 'invalid IP address: true'],
    ['cdn.example', 'invalid IP address: cdn.example'],
    ['0', '0 hops'],
    ['11', '11 hops'],
    ['10.0.0.1,,10.0.0.2', 'an empty entry'],
  ]) {
    expect(() => parseTrustProxy(given), given).toThrow(
      `TRUST_PROXY must be a hop count from 1 to 10 or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${given}" (${why})`,
    );
  }
});
