import { Injectable } from '@nestjs/common';
import type { AuState } from '#shared/domain/australia.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type DirectoryEntry,
  type DirectoryQuery,
  type DirectorySort,
  TradieDirectory,
} from '../domain/ports.js';

// Great-circle km from the searched postcode ($1, $2) to the tradie's base (the same formula
// as the lead feed and the domain's distanceKm).
const DISTANCE = `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians(p.lat - $1) / 2), 2) +
  cos(radians($1)) * cos(radians(p.lat)) * power(sin(radians(p.lng - $2) / 2), 2))))`;

const ORDER: Record<DirectorySort, string> = {
  rating: 'avg_rating DESC NULLS LAST, review_count DESC',
  reviews: 'review_count DESC, avg_rating DESC NULLS LAST',
  distance: 'distance_km ASC NULLS LAST, avg_rating DESC NULLS LAST',
};

interface Row {
  id: string;
  business_name: string;
  categories: string[];
  service_postcode: string;
  service_radius_km: number;
  licence_state: AuState;
  has_logo: boolean;
  avg_rating: number | null;
  review_count: number;
  distance_km: number | null;
  total: number;
}

/**
 * The directory and the sitemap over identity's published list of tradies (who is listed, in
 * which trades, is identity's rule) and the reviews' ratings.
 */
@Injectable()
export class SqlTradieDirectory extends TradieDirectory {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async search(
    query: DirectoryQuery,
    origin: { lat: number; lng: number } | null,
  ): Promise<{ items: DirectoryEntry[]; total: number }> {
    const rows = await this.uow.manager().query<Row[]>(
      `WITH stats AS (
         SELECT tradie_id, avg(rating)::float8 AS avg_rating, count(*)::int AS review_count
         FROM reviews_ratings GROUP BY tradie_id
       ), found AS (
         SELECT t.id, t.business_name, t.categories, t.service_postcode, t.service_radius_km,
                t.licence_state, t.has_logo,
                s.avg_rating, coalesce(s.review_count, 0) AS review_count,
                CASE WHEN $1::float8 IS NULL THEN NULL ELSE ${DISTANCE} END AS distance_km
         FROM identity_listed_tradies t
         LEFT JOIN stats s ON s.tradie_id = t.id
         LEFT JOIN postcodes p ON p.postcode = t.service_postcode
         WHERE ($3::text IS NULL OR $3 = ANY (t.categories))
           AND ($4::float8 IS NULL OR s.avg_rating >= $4)
       )
       SELECT *, count(*) OVER ()::int AS total FROM found
       -- Near enough: within the searched radius, or the postcode is inside their service area.
       WHERE $1::float8 IS NULL OR distance_km <= greatest($5::float8, service_radius_km)
       ORDER BY ${ORDER[query.sort]}, business_name, id
       LIMIT $6 OFFSET $7`,
      [
        origin?.lat ?? null,
        origin?.lng ?? null,
        query.trade ?? null,
        query.minRating ?? null,
        query.radiusKm,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ],
    );
    return {
      total: rows[0]?.total ?? 0,
      items: rows.map((row) => ({
        id: row.id,
        businessName: row.business_name,
        categories: row.categories,
        servicePostcode: row.service_postcode,
        serviceRadiusKm: row.service_radius_km,
        licenceState: row.licence_state,
        hasLogo: row.has_logo,
        averageRating: row.avg_rating === null ? null : Math.round(row.avg_rating * 10) / 10,
        reviewCount: row.review_count,
        distanceKm: row.distance_km === null ? null : Math.round(row.distance_km * 10) / 10,
      })),
    };
  }

  async listedIds(offset: number, limit: number): Promise<{ ids: string[]; total: number }> {
    const rows = await this.uow.manager().query<{ id: string; total: number }[]>(
      `SELECT id, count(*) OVER ()::int AS total
       FROM identity_listed_tradies ORDER BY id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0].total };
    const [count] = await this.uow
      .manager()
      .query<{ total: number }[]>(`SELECT count(*)::int AS total FROM identity_listed_tradies`);
    return { ids: [], total: count?.total ?? 0 };
  }
}
