import type { StorybookConfig } from '@storybook/react-vite';

// Stories live beside their blocks. No addons: everything here works offline. The project's vite.config.ts
// supplies the React plugin; Storybook ignores its `build` section (the client bundle's inputs and outDir).
const config: StorybookConfig = {
  stories: ['../blocks/*/*.stories.tsx', '../chains/*/*.stories.tsx', '../layouts/*/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [],
  // Site properties point logos at /static/brand/... as the server serves public/.
  staticDirs: [{ from: '../public', to: '/static' }],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
};

export default config;
