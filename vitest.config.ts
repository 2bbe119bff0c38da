import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'storybook-static/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Browser and server tests share ports and a built bundle: keep files in one worker pool of two.
    maxWorkers: 2,
    globalSetup: ['tests/global-setup.ts'],
  },
});
