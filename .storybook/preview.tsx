import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { createContext, useContext, useState, type ComponentType } from 'react';
import '../web/src/styles.css';

/** Applies the toolbar's theme the way the app does: the `dark` class on <html>. */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === 'dark';
  document.documentElement.classList.toggle('dark', dark);
  return <Story />;
};

const CurrentStory = createContext<ComponentType | null>(null);

/** The router's only route: renders whichever story is current (args changes included). */
function StorySlot() {
  const Story = useContext(CurrentStory);
  return Story ? <Story /> : null;
}

/**
 * Components with links need a router, and some need a QueryClient: each story gets its own
 * in-memory router (at '/') whose only route renders the story.
 */
const withProviders: Decorator = (Story) => {
  // Created once per mounted story: a fresh router and cache for every story.
  const [{ router, queryClient }] = useState(() => ({
    router: createRouter({
      routeTree: createRootRoute({ component: StorySlot }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentStory.Provider value={Story}>
        <RouterProvider router={router} />
      </CurrentStory.Provider>
    </QueryClientProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders, withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
