import type { StorybookConfig } from '@storybook/react-vite';
import { STATIC_DIRS } from './static.ts';

// Stories live beside their blocks. No addons: everything here works offline. The project's vite.config.ts
// supplies the React plugin; Storybook ignores its `build` section (the client bundle's inputs and outDir).
const config: StorybookConfig = {
  stories: ['../blocks/*/*.stories.tsx', '../chains/*/*.stories.tsx', '../layouts/*/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [],
  // public/ at /static (logos), and sample images where blocks' resizer URLs point (no resizer here).
  staticDirs: STATIC_DIRS,
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
