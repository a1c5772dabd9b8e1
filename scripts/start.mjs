// `npm start`: install when needed, build when stale, then serve API + web on one port with the
// embedded PostgreSQL (unless DATABASE_URL is set), seeding demo data into an empty database.
// With NODE_ENV=production: no demo data, and the server refuses an unsafe configuration.
import { ensureBuilt, ensureDependencies, runForwardingSignals } from './lib.mjs';

ensureDependencies();
ensureBuilt();
const production = process.env.NODE_ENV?.trim() === 'production';
runForwardingSignals(process.execPath, [
  'dist/src/main.js',
  ...(production ? [] : ['--seed-if-empty']),
]);
