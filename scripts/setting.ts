// A measuring script's whole-number setting (LIGHTHOUSE_RUNS, LOADTEST_SECONDS, BENCH_HTTP_PAIRS, ...): read as the
// server reads its own (wholeNumberSetting), and a bad one ends the script with the refusal alone, no stack trace.
import { wholeNumberSetting, type WholeNumberRange } from '../engine/server/env-number.ts';

/**
 * The setting `name` from the environment, `fallback` when unset; anything else prints why and exits 2, the scripts'
 * code for being called wrongly (a bad argument or setting), as against 1 for a run that failed.
 */
export function wholeNumberOrExit(name: string, range: WholeNumberRange, fallback: number): number {
  try {
    return wholeNumberSetting(name, process.env[name], range) ?? fallback;
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}
