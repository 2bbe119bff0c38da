import { describe, expect, it } from 'vitest';
import { parseLogLevel, requestIdFor } from './logger.ts';

describe('request ids', () => {
  it('keeps a proxy-given id made of token characters (so one id follows a request across services)', () => {
    for (const id of ['abc-123', 'Root=1-5759e988-bd862e3fe1be46a994272793', 'edge.7f3a:42', 'a'.repeat(128)]) expect(requestIdFor(id)).toBe(id);
    expect(requestIdFor(['first-id', 'second-id'])).toBe('first-id');
  });

  it('replaces a missing, empty, over-long or unsafe id (spaces, quotes, markup, control characters) with a fresh UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'a'.repeat(129), 'two words', '"quoted"', '<script>', 'line\nbreak', 'tab\there', '{"reqId":1}']) {
      expect(requestIdFor(bad)).toMatch(uuid);
    }
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe('LOG_LEVEL', () => {
  it('defaults to info and accepts pino level names in any case', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel('  ')).toBe('info');
    expect(parseLogLevel('DEBUG')).toBe('debug');
    expect(parseLogLevel('silent')).toBe('silent');
  });

  it('refuses anything else, naming the allowed levels', () => {
    expect(() => parseLogLevel('verbose')).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"');
  });
});
