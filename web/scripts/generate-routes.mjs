// Writes web/src/routeTree.gen.ts (gitignored) without a Vite build, so `npm run typecheck:web`
// works on a fresh clone. Options mirror the tanstackRouter() call in web/vite.config.ts.
import { Generator, getConfig } from '@tanstack/router-generator';

const webDir = decodeURIComponent(new URL('..', import.meta.url).pathname);
const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: `${webDir}src/routes`,
    generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
    quoteStyle: 'single',
    disableLogging: true,
  },
  webDir,
);
await new Generator({ config, root: webDir }).run();
