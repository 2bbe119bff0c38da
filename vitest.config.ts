import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Render, engine and client tests: no server, no database, no process environment changed (check before adding a
 * file under these folders that does: name it *.integration.test.ts). Their ~140 files share one module graph per
 * worker instead of each importing React, the engine and the blocks again, which cost more than running them.
 */
const SHARED = ['blocks', 'chains', 'layouts', 'common', 'engine', 'sources', 'feeds'];
/** Files under those folders that start servers or browsers: isolated with the rest. */
const ISOLATED_THERE = ['**/*.browser.test.ts', '**/*.integration.test.ts'];
const exclude = ['node_modules/**', 'dist/**', 'storybook-static/**'];
const project = (name: string, test: { include: string[]; exclude: string[]; isolate: boolean; setupFiles?: string[] }) => ({
  plugins: [react()],
  test: { name, ...test, testTimeout: 30_000, hookTimeout: 120_000 },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // One more worker than cores: a browser or server test file spends much of its time waiting on Chromium, sockets
    // and timers (with three workers on two cores the suite kept 1.5 cores busy, and ran in 492 s against 547 s with
    // two; four were slower again, 560 s, their imports contending).
    maxWorkers: availableParallelism() + 1,
    // Runs once, for both projects (they do not inherit it, or each would run it again).
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      project('shared', { include: SHARED.map((dir) => `${dir}/**/*.test.{ts,tsx}`), exclude: [...exclude, ...ISOLATED_THERE], isolate: false }),
      // Every other test file, each in a fresh module graph: servers, databases, browsers, process environment.
      project('isolated', {
        include: [`!(${SHARED.join('|')})/**/*.test.{ts,tsx}`, ...ISOLATED_THERE], exclude, isolate: true, setupFiles: ['tests/support/cheap-hashing.ts'],
      }),
    ],
  },
});
