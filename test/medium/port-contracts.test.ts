import { startTestApp, type TestApp } from '../support/test-app.js';
import { adminPortsOnPostgres } from './ports/admin.pg.js';
import { creditsPortsOnPostgres } from './ports/credits.pg.js';
import { dashboardPortsOnPostgres } from './ports/dashboard.pg.js';
import { idDocumentsPortsOnPostgres } from './ports/id-documents.pg.js';
import { identityPortsOnPostgres } from './ports/identity.pg.js';
import { jobsPortsOnPostgres } from './ports/jobs.pg.js';
import { leaderboardPortsOnPostgres } from './ports/leaderboard.pg.js';
import { leadsPortsOnPostgres } from './ports/leads.pg.js';
import { messagingPortsOnPostgres } from './ports/messaging.pg.js';
import { notificationsPortsOnPostgres } from './ports/notifications.pg.js';
import { paymentsPortsOnPostgres } from './ports/payments.pg.js';
import { profilesPortsOnPostgres } from './ports/profiles.pg.js';
import { realtimeOnSockets } from './ports/realtime.pg.js';
import { reviewsPortsOnPostgres } from './ports/reviews.pg.js';
import { rewardsPortsOnPostgres } from './ports/rewards.pg.js';
import { sharedPortsOnPostgres } from './ports/shared.pg.js';

// Every module's PostgreSQL adapters through the contract suites their fakes pass, on one app
// (an app boot per module would cost seconds each in CI).
describe('port adapters on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  const app = () => t;

  adminPortsOnPostgres(app);
  creditsPortsOnPostgres(app);
  dashboardPortsOnPostgres(app);
  idDocumentsPortsOnPostgres(app);
  identityPortsOnPostgres(app);
  jobsPortsOnPostgres(app);
  leaderboardPortsOnPostgres(app);
  leadsPortsOnPostgres(app);
  messagingPortsOnPostgres(app);
  notificationsPortsOnPostgres(app);
  paymentsPortsOnPostgres(app);
  profilesPortsOnPostgres(app);
  realtimeOnSockets(app);
  reviewsPortsOnPostgres(app);
  rewardsPortsOnPostgres(app);
  sharedPortsOnPostgres(app);
});
