import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { AnalyticsQueries, type DateRange, type RawAnalytics } from '../domain/analytics.js';

const IN_RANGE = `day BETWEEN $1::date AND $2::date`;

const ROLLUPS = [
  'analytics_signups_daily',
  'analytics_jobs_daily',
  'analytics_job_states_daily',
  'analytics_events_daily',
];

/**
 * Sums over the daily roll-ups (materialised views of the admin-operations migration), so a
 * report reads at most 366 small rows per figure whatever the size of the marketplace.
 * Benchmarked in scripts/bench-analytics.mjs.
 */
@Injectable()
export class SqlAnalyticsQueries extends AnalyticsQueries {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private q<T>(sql: string, range?: DateRange): Promise<T[]> {
    return this.uow.manager().query<T[]>(sql, range ? [range.from, range.to] : []);
  }

  async refresh(): Promise<Date> {
    for (const view of ROLLUPS) {
      await this.q(`REFRESH MATERIALIZED VIEW CONCURRENTLY ${view}`);
    }
    // UPDATE … RETURNING: the driver answers `[rows, affected]`.
    const [rows] = await this.uow
      .manager()
      .query<[{ refreshed_at: Date }[], number]>(
        `UPDATE analytics_refreshes SET refreshed_at = clock_timestamp() WHERE id = 1 RETURNING refreshed_at`,
      );
    return rows[0].refreshed_at;
  }

  async figures(range: DateRange): Promise<RawAnalytics> {
    const [signups, pending, categories, states, events, refreshed] = await Promise.all([
      this.q<{ day: string; homeowners: number; tradies: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, homeowners, tradies
         FROM analytics_signups_daily WHERE ${IN_RANGE} ORDER BY day`,
        range,
      ),
      this.q<{ n: number }>(
        `SELECT count(*)::int AS n FROM identity_accounts WHERE verification_status = 'pending'`,
      ),
      this.q<{
        category: string;
        jobs: number;
        slots_bought: number;
        slots_offered: number;
        first_lead_jobs: number;
        first_lead_hours: number;
      }>(
        `SELECT category, sum(jobs)::int AS jobs, sum(slots_bought)::int AS slots_bought,
                sum(slots_offered)::int AS slots_offered, sum(first_lead_jobs)::int AS first_lead_jobs,
                sum(first_lead_hours)::float8 AS first_lead_hours
         FROM analytics_jobs_daily WHERE ${IN_RANGE}
         GROUP BY category ORDER BY jobs DESC, category`,
        range,
      ),
      this.q<{ state: string; jobs: number }>(
        `SELECT state, sum(jobs)::int AS jobs FROM analytics_job_states_daily WHERE ${IN_RANGE}
         GROUP BY state ORDER BY jobs DESC, state`,
        range,
      ),
      this.q<{ kind: string; n: number; amount: number }>(
        `SELECT kind, sum(n)::float8 AS n, sum(amount)::float8 AS amount
         FROM analytics_events_daily WHERE ${IN_RANGE} GROUP BY kind`,
        range,
      ),
      this.q<{ refreshed_at: Date }>(`SELECT refreshed_at FROM analytics_refreshes WHERE id = 1`),
    ]);
    const event = (kind: string) => events.find((e) => e.kind === kind) ?? { n: 0, amount: 0 };
    const sum = (key: 'slots_bought' | 'slots_offered' | 'first_lead_jobs' | 'first_lead_hours') =>
      categories.reduce((total, c) => total + c[key], 0);
    return {
      signups,
      pendingVerifications: pending[0].n,
      jobsByCategory: categories.map((c) => ({ category: c.category, jobs: c.jobs })),
      jobsByState: states,
      leadSlots: { bought: sum('slots_bought'), cap: sum('slots_offered') },
      leadsSold: event('lead_sold').n,
      firstLead: { jobs: sum('first_lead_jobs'), totalHours: sum('first_lead_hours') },
      hires: {
        hired: event('hired_open').n + event('hired_completed').n,
        completed: event('hired_completed').n,
      },
      payments: {
        creditsSold: event('credits_sold').amount,
        bundleCents: event('payment_bundle').amount,
        emergencyCents: event('payment_emergency_job').amount,
      },
      refunds: { leads: event('lead_refunded').n, credits: event('lead_refunded').amount },
      disputes: {
        opened: event('dispute_opened').n,
        approved: event('dispute_approved').n,
        rejected: event('dispute_rejected').n,
      },
      reviews: { count: event('review').n, ratingSum: event('review').amount },
      refreshedAt: refreshed[0].refreshed_at,
    };
  }
}
