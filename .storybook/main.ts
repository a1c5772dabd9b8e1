import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** True for plugins of the TanStack router (route generation and code splitting are app-only). */
function isRouterPlugin(plugin: PluginOption): boolean {
  return (
    typeof plugin === 'object' &&
    plugin !== null &&
    'name' in plugin &&
    typeof plugin.name === 'string' &&
    plugin.name.toLowerCase().includes('tanstack')
  );
}

function withoutRouterPlugins(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutRouterPlugins(plugin) : plugin))
    .filter((plugin) => !isRouterPlugin(plugin));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: {
    name: '@storybook/react-vite',
    // The web app's Vite config: its `@` alias, React and Tailwind plugins.
    options: { builder: { viteConfigPath: 'web/vite.config.ts' } },
  },
  core: { disableTelemetry: true },
  // The shell's logos are served by the API from src/assets/public in the app.
  staticDirs: [{ from: '../src/assets/public', to: '/api/public-assets' }],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutRouterPlugins(viteConfig.plugins ?? []),
  }),
};

export default config;
