// `npm start`: install when needed, build when stale, then serve API + web on one port with the
// embedded PostgreSQL (unless DATABASE_URL is set), seeding demo data into an empty database.
import { ensureBuilt, ensureDependencies, runForwardingSignals } from './lib.mjs';

ensureDependencies();
ensureBuilt();
runForwardingSignals(process.execPath, ['dist/src/main.js', '--seed-if-empty']);
