import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * True for the app-only plugins: the TanStack router's (route generation, code splitting) and
 * the installable app's (a service worker has no place in the catalogue).
 */
function isAppOnlyPlugin(plugin: PluginOption): boolean {
  if (typeof plugin !== 'object' || plugin === null || !('name' in plugin)) return false;
  const name = typeof plugin.name === 'string' ? plugin.name.toLowerCase() : '';
  return name.includes('tanstack') || name.startsWith('vite-plugin-pwa');
}

function withoutAppOnlyPlugins(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? withoutAppOnlyPlugins(plugin) : plugin))
    .filter((plugin) => !isAppOnlyPlugin(plugin));
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
    plugins: withoutAppOnlyPlugins(viteConfig.plugins ?? []),
  }),
};

export default config;
