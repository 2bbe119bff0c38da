import path from 'node:path';
import type { ConfigError, ConfigOverride } from './types.ts';

/**
 * One line per error, as `npm run validate` prints them: `file  /json/pointer  message`, the file under `dir`;
 * a JSON syntax error's file reads `file:line:column`, which editors and terminals open at the spot.
 */
export function errorLines(errors: ConfigError[], dir: string, cwd = process.cwd()): string[] {
  const base = path.relative(cwd, dir);
  return errors.map((e) => `${path.join(base, e.file)}${e.line ? `:${e.line}:${e.column}` : ''}  ${e.pointer || '/'}  ${e.message}`);
}

/** One line per site file that overrides, adds to or disables shared configs: `site: file overrides target`. */
export function overrideLines(overrides: ConfigOverride[], dir: string, cwd = process.cwd()): string[] {
  const base = path.relative(cwd, dir);
  const at = (target: string) => (target.endsWith('.json') ? path.join(base, target) : target);
  return overrides.map((o) => `${o.site}: ${path.join(base, o.file)} ${o.action} ${at(o.target)}${o.identical ? ' (and is identical to it: delete it)' : ''}`);
}

/**
 * Production refuses to start with an invalid page config, so a broken deploy never goes live. `code` (not the
 * class) is what the start script checks: the server bundle has its own copy of this module.
 */
export class InvalidConfigsError extends Error {
  readonly code = 'PAGE_CONFIGS_INVALID';
  constructor(readonly errors: ConfigError[], dir: string) {
    super(`page configs are invalid: refusing to start (npm run validate checks them before a deploy)\n${errorLines(errors, dir).join('\n')}\n${errors.length} error(s) in page configs`);
    this.name = 'InvalidConfigsError';
  }
}
