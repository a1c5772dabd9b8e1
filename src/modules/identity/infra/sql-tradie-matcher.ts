import { Injectable } from '@nestjs/common';
import { TradieMatcher } from '#modules/notifications/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

/** Haversine in SQL (as the lead feed): km between the place ($2, $3) and a service postcode. */
const DISTANCE = `2 * 6371 * asin(least(1, sqrt(
  power(sin(radians($2::float8 - pc.lat) / 2), 2) +
  cos(radians(pc.lat)) * cos(radians($2::float8)) * power(sin(radians($3::float8 - pc.lng) / 2), 2))))`;

/** Who a new job is told to: the tradies identity lists in its trade, whose area covers it. */
@Injectable()
export class SqlTradieMatcher extends TradieMatcher {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async serving(place: {
    category: string;
    lat: number;
    lng: number;
    exceptId: string;
  }): Promise<string[]> {
    const rows = await this.uow.manager().query<{ id: string }[]>(
      `SELECT t.id
         FROM tradie_profiles t
         JOIN users u ON u.id = t.id AND u.banned_at IS NULL
         JOIN postcodes pc ON pc.postcode = t.service_postcode
        -- The trades they are listed in (the listing rule; null: as entered).
        WHERE $1 = ANY(coalesce(t.listed_categories, t.categories))
          AND t.verification_status = 'approved' AND t.id <> $4
          AND ${DISTANCE} <= t.service_radius_km`,
      [place.category, place.lat, place.lng, place.exceptId],
    );
    return rows.map((row) => row.id);
  }
}
