import path from 'node:path';
import type { ConfigError } from './types.ts';

/** One line per error, as `npm run validate` prints them: `file  /json/pointer  message`, the file under `dir`. */
export function errorLines(errors: ConfigError[], dir: string, cwd = process.cwd()): string[] {
  const base = path.relative(cwd, dir);
  return errors.map((e) => `${path.join(base, e.file)}  ${e.pointer || '/'}  ${e.message}`);
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
