import { Injectable } from '@nestjs/common';
import type { AuState } from '#shared/domain/australia.js';
import {
  decodeCursor,
  encodeCursor,
  microsecondKey,
} from '#shared/infra/database/keyset-cursor.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { LeadsErrors } from '../domain/leads-errors.js';
import { type FeedCard, type FeedQuery, type FeedScope, LeadFeed } from '../domain/ports.js';

interface FeedRow {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  state: AuState | null;
  postcode: string;
  budget_cents: number;
  is_emergency: boolean;
  created_at: Date;
  published_at: Date;
  published_key: string;
  lead_count: number;
  lead_cap: number;
  distance_km: number | null;
  bought_by_me: boolean;
  image_count: number;
}

const KM_PER_DEGREE = 111.045;

/** Haversine in SQL, the same formula as `distanceKm` in shared/domain/geo. */
const DISTANCE = `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(j.lat - $LAT) / 2), 2) +
  cos(radians($LAT)) * cos(radians(j.lat)) * power(sin(radians(j.lng - $LNG) / 2), 2))))`;

/**
 * The tradie feed, over the jobs module's published view (inlined: the plan is the table's).
 * Jobs on sale are in the partial indexes `jobs_feed_idx` /
 * `jobs_feed_category_idx` ordered (is_emergency, published_at, id) descending, so a keyset page
 * walks the index from the cursor; a bounding box on lat/lng cuts rows before the exact distance.
 */
@Injectable()
export class SqlLeadFeed extends LeadFeed {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async page(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }> {
    const params: unknown[] = [query.tradieId, query.categories, query.limit + 1];
    const { where, distance, add } = scopeWhere(query, params);
    if (query.cursor) {
      const c = decodeCursor(query.cursor, ['flag', 'instant', 'uuid']);
      if (!c) throw LeadsErrors.invalidCursor();
      const [emergency, publishedAt, id] = c;
      where.push(
        `(j.is_emergency, j.published_at, j.id) < (${add(emergency)}::boolean, ${add(publishedAt)}::timestamptz, ${add(id)}::uuid)`,
      );
    }
    const rows = await this.uow.manager().query<FeedRow[]>(
      `SELECT j.id, j.title, j.description, j.category, j.location, j.state, j.postcode, j.budget_cents,
              j.is_emergency, j.created_at, j.published_at,
              ${microsecondKey('j.published_at')} AS published_key,
              j.lead_count, j.lead_cap, ${distance} AS distance_km,
              EXISTS (SELECT 1 FROM leads l WHERE l.job_id = j.id AND l.tradie_id = $1) AS bought_by_me,
              j.image_count
       FROM jobs_public j
       WHERE ${where.join(' AND ')}
       ORDER BY j.is_emergency DESC, j.published_at DESC, j.id DESC
       LIMIT $3`,
      params,
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        category: row.category,
        location: row.location,
        state: row.state,
        postcode: row.postcode,
        budgetCents: row.budget_cents,
        isEmergency: row.is_emergency,
        createdAt: row.created_at,
        publishedAt: row.published_at,
        leadCount: row.lead_count,
        leadCap: row.lead_cap,
        distanceKm: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
        boughtByMe: row.bought_by_me,
        imageCount: row.image_count,
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor([last.is_emergency, last.published_key, last.id])
          : null,
    };
  }

  async countNew(scope: FeedScope, since: Date): Promise<number> {
    const params: unknown[] = [scope.tradieId, scope.categories];
    const { where, add } = scopeWhere(scope, params);
    where.push(`j.published_at > ${add(since)}::timestamptz`);
    where.push(`NOT EXISTS (SELECT 1 FROM leads l WHERE l.job_id = j.id AND l.tradie_id = $1)`);
    const [row] = await this.uow
      .manager()
      .query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM jobs_public j WHERE ${where.join(' AND ')}`,
        params,
      );
    return row?.n ?? 0;
  }
}

/**
 * The feed's WHERE over `jobs_public j`, given $1 = tradie id and $2 = categories in `params`
 * (appended to with `add`): what is on sale, in the trades, within the radius and filters.
 */
function scopeWhere(scope: FeedScope, params: unknown[]) {
  const where = [
    `j.status = 'open'`,
    `j.lead_count < j.lead_cap`,
    `j.leads_expired_at IS NULL`,
    `j.category = ANY($2::text[])`,
  ];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let distance = 'NULL::float8';
  if (scope.origin) {
    const lat = add(scope.origin.lat);
    const lng = add(scope.origin.lng);
    distance = DISTANCE.replaceAll('$LAT', `${lat}::float8`).replaceAll('$LNG', `${lng}::float8`);
    const dLat = scope.radiusKm / KM_PER_DEGREE;
    const dLng =
      scope.radiusKm /
      (KM_PER_DEGREE * Math.max(0.01, Math.cos((scope.origin.lat * Math.PI) / 180)));
    where.push(`j.lat BETWEEN ${add(scope.origin.lat - dLat)} AND ${add(scope.origin.lat + dLat)}`);
    where.push(`j.lng BETWEEN ${add(scope.origin.lng - dLng)} AND ${add(scope.origin.lng + dLng)}`);
    where.push(`${distance} <= ${add(scope.radiusKm)}`);
  }
  if (scope.state) where.push(`j.state = ${add(scope.state)}`);
  if (scope.emergency !== undefined) where.push(`j.is_emergency = ${add(scope.emergency)}`);
  return { where, distance, add };
}
