import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { AccountService } from '../modules/identity/domain/account.service.js';
import { EmailVerificationService } from '../modules/identity/domain/email-verification.service.js';
import { TradieApprovalService } from '../modules/identity/domain/verification/tradie-approval.service.js';
import {
  APPROVED_TRADIE_COUNT,
  DEMO_EMAIL_DOMAIN,
  demoTradieAbn,
  demoTradiePlace,
  DEMO_PASSWORD,
  HOMEOWNER_NAMES,
  JOBS,
  PLACES,
  TRADIES,
} from './demo-data.js';
import { demoUuid } from './demo-ids.js';
import { seedHistory } from './seed-history.js';
import { seedMarketplace } from './seed-marketplace.js';

export { demoUuid };

/** "Install a heat pump hot water system", a plumbing job of 13 days ago (see the loop below). */
const SHOWCASE_JOB = 62;

export const demoHomeownerEmail = (n: number) => `homeowner${n}@${DEMO_EMAIL_DOMAIN}`;
export const demoTradieEmail = (n: number) => `tradie${n}@${DEMO_EMAIL_DOMAIN}`;

/** True when no one but the configured admin has an account. */
export async function isDatabaseEmpty(app: INestApplicationContext): Promise<boolean> {
  const rows: { n: number }[] = await app
    .get(DataSource)
    .query('SELECT count(*)::int AS n FROM users WHERE NOT is_admin');
  return rows[0].n === 0;
}

export interface SeedSummary {
  homeowners: number;
  tradies: number;
  jobs: number;
}

/**
 * Loads the demo data. Idempotent: accounts are found by email, jobs by a fixed id, so running
 * it again adds only what is missing.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<SeedSummary> {
  const accounts = app.get(AccountService);
  const approvals = app.get(TradieApprovalService);
  const dataSource = app.get(DataSource);
  const admin = await dataSource.query<{ id: string }[]>(
    'SELECT id FROM users WHERE is_admin ORDER BY created_at LIMIT 1',
  );
  const adminId = admin[0]?.id;
  if (!adminId) throw new Error('Seed needs the admin account; start the app once first');

  const homeownerIds: string[] = [];
  for (const [i, [firstName, lastName]] of HOMEOWNER_NAMES.entries()) {
    const place = PLACES[i % PLACES.length];
    const id = await ensureAccount(app, dataSource, demoHomeownerEmail(i + 1), () =>
      accounts.register({
        email: demoHomeownerEmail(i + 1),
        password: DEMO_PASSWORD,
        firstName,
        lastName,
        type: 'homeowner',
        phone: `04${String(12345000 + i * 137).padStart(8, '0')}`,
        suburb: place.suburb,
        state: place.state,
        postcode: place.postcode,
      }),
    );
    homeownerIds.push(id);
  }

  const tradieIds: string[] = [];
  for (const [i, tradie] of TRADIES.entries()) {
    const place = demoTradiePlace(i);
    const email = demoTradieEmail(i + 1);
    const id = await ensureAccount(app, dataSource, email, () =>
      accounts.register({
        email,
        password: DEMO_PASSWORD,
        firstName: tradie.firstName,
        lastName: tradie.lastName,
        type: 'tradie',
        phone: `04${String(23456000 + i * 211).padStart(8, '0')}`,
        suburb: place.suburb,
        state: place.state,
        postcode: place.postcode,
        tradie: {
          businessName: tradie.businessName,
          abn: demoTradieAbn(i),
          licenceNumber: `${tradie.licencePrefix}${String(100000 + i * 4271).slice(0, 6)}`,
          licenceState: place.state,
          categories: tradie.categories,
          servicePostcode: place.postcode,
          serviceRadiusKm: [15, 25, 40, 60][i % 4],
        },
      }),
    );
    tradieIds.push(id);
    if (i < APPROVED_TRADIE_COUNT) {
      const account = await accounts.getAccount(id);
      if (account.tradie?.verificationStatus === 'pending')
        // Through the admin's use case, as an admin would: the audit row and the licence check.
        await approvals.approve(adminId, id);
    }
  }

  const now = Date.now();
  let jobs = 0;
  for (const [i, job] of JOBS.entries()) {
    // The printed logins know each other: homeowner1 hired tradie1 for a plumbing job, now
    // done and reviewed, so both see a hire, messages, reward points and a leaderboard rank.
    const showcase = i === SHOWCASE_JOB;
    const homeownerIndex = showcase ? 0 : i % homeownerIds.length;
    const place = PLACES[homeownerIndex % PLACES.length];
    // Most jobs are open; every ninth is assigned and every thirteenth completed, for realism.
    const status = showcase || i % 13 === 12 ? 'completed' : i % 9 === 8 ? 'assigned' : 'open';
    const assigned =
      status === 'open'
        ? null
        : ((showcase ? tradieIds[0] : tradieIds[(i * 7) % APPROVED_TRADIE_COUNT]) ?? null);
    const createdAt = new Date(now - (i * 5 + (i % 3)) * 60 * 60 * 1000);
    const result: unknown[] = await dataSource.query(
      `INSERT INTO jobs (id, homeowner_id, title, description, category, location, state, postcode,
                         budget_cents, is_emergency, status, assigned_tradie_id, created_at, updated_at,
                         published_at, privacy_consent_at, lat, lng)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $13, $13, p.lat, p.lng
       FROM (SELECT 1) one LEFT JOIN postcodes p ON p.postcode = $8
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        demoUuid(`job-${i}`),
        homeownerIds[homeownerIndex],
        job.title,
        job.description,
        job.category,
        place.suburb,
        place.state,
        place.postcode,
        job.budgetDollars * 100,
        job.emergency ?? false,
        status,
        assigned,
        createdAt,
      ],
    );
    jobs += result.length;
  }
  await seedMarketplace(app, homeownerIds, tradieIds.slice(0, APPROVED_TRADIE_COUNT));
  await seedHistory(app, tradieIds[0]);
  return { homeowners: homeownerIds.length, tradies: tradieIds.length, jobs };
}

/** The demo accounts' addresses count as verified (demo tradies get the sign-up bonus then). */
async function ensureAccount(
  app: INestApplicationContext,
  dataSource: DataSource,
  email: string,
  create: () => Promise<{ id: string }>,
): Promise<string> {
  const found: { id: string }[] = await dataSource.query('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (found[0]) return found[0].id;
  const { id } = await create();
  await app.get(EmailVerificationService).markVerified(id);
  return id;
}

export function printDemoLogins(config: AppConfig, log: (line: string) => void): void {
  log('Demo logins:');
  log(
    `  admin      ${config.admin.email} / ${config.admin.isDemo ? config.admin.password : '(ADMIN_PASSWORD)'}`,
  );
  log(`  homeowner  ${demoHomeownerEmail(1)} / ${DEMO_PASSWORD}`);
  log(`  tradie     ${demoTradieEmail(1)} / ${DEMO_PASSWORD}  (approved)`);
  log(
    `  tradie     ${demoTradieEmail(APPROVED_TRADIE_COUNT + 1)} / ${DEMO_PASSWORD}  (pending verification)`,
  );
}
