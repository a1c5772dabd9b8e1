import { Injectable } from '@nestjs/common';
import type { AuState } from '#shared/domain/australia.js';
import {
  decodeCursor,
  encodeCursor,
  microsecondKey,
} from '#shared/infra/database/keyset-cursor.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { LeadsErrors } from '../domain/leads-errors.js';
import { type FeedCard, type FeedQuery, LeadFeed } from '../domain/ports.js';

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
    if (query.origin) {
      const lat = add(query.origin.lat);
      const lng = add(query.origin.lng);
      distance = DISTANCE.replaceAll('$LAT', `${lat}::float8`).replaceAll('$LNG', `${lng}::float8`);
      const dLat = query.radiusKm / KM_PER_DEGREE;
      const dLng =
        query.radiusKm /
        (KM_PER_DEGREE * Math.max(0.01, Math.cos((query.origin.lat * Math.PI) / 180)));
      where.push(
        `j.lat BETWEEN ${add(query.origin.lat - dLat)} AND ${add(query.origin.lat + dLat)}`,
      );
      where.push(
        `j.lng BETWEEN ${add(query.origin.lng - dLng)} AND ${add(query.origin.lng + dLng)}`,
      );
      where.push(`${distance} <= ${add(query.radiusKm)}`);
    }
    if (query.state) where.push(`j.state = ${add(query.state)}`);
    if (query.emergency !== undefined) where.push(`j.is_emergency = ${add(query.emergency)}`);
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
}
