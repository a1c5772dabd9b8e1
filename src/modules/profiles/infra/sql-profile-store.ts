import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { IdentityErrors } from '#modules/identity/domain/identity-errors.js';
import {
  type LicenceWrite,
  type PersonalChanges,
  type ProfileExtras,
  ProfileStore,
  type PublicStats,
  type TradieChanges,
  type WorkPhoto,
} from '../domain/ports.js';

interface PhotoRow {
  id: string;
  storage_key: string;
  width: number;
  height: number;
  created_at: Date;
}

const toPhoto = (row: PhotoRow): WorkPhoto => ({
  id: row.id,
  storageKey: row.storage_key,
  width: row.width,
  height: row.height,
  createdAt: row.created_at,
});

const PERSONAL_COLUMNS: Record<keyof PersonalChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
};

const TRADIE_COLUMNS: Record<keyof TradieChanges, string> = {
  businessName: 'business_name',
  about: 'about',
  categories: 'categories',
  servicePostcode: 'service_postcode',
  serviceRadiusKm: 'service_radius_km',
  yearsInBusiness: 'years_in_business',
};

/** `SET a = $2, b = $3` for the fields present in `changes` ($1 is the id). */
function assignments<T extends object>(
  changes: T,
  columns: Record<keyof T, string>,
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const field of Object.keys(columns) as (keyof T)[]) {
    if (changes[field] === undefined) continue;
    params.push(changes[field]);
    parts.push(`${columns[field]} = $${params.length + 1}`);
  }
  return { sql: parts.join(', '), params };
}

@Injectable()
export class SqlProfileStore extends ProfileStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async extras(userId: string): Promise<ProfileExtras> {
    const rows = await this.query<
      {
        avatar_key: string | null;
        logo_key: string | null;
        about: string | null;
        years_in_business: number | null;
      }[]
    >(
      `SELECT u.avatar_key, t.logo_key, t.about, t.years_in_business
       FROM users u LEFT JOIN tradie_profiles t ON t.id = u.id WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    return {
      avatarKey: row?.avatar_key ?? null,
      logoKey: row?.logo_key ?? null,
      about: row?.about ?? null,
      yearsInBusiness: row?.years_in_business ?? null,
    };
  }

  async updatePersonal(userId: string, changes: PersonalChanges): Promise<void> {
    const { sql, params } = assignments(changes, PERSONAL_COLUMNS);
    if (!sql) return;
    await this.query(`UPDATE users SET ${sql}, updated_at = now() WHERE id = $1`, [
      userId,
      ...params,
    ]);
  }

  async updateTradie(userId: string, changes: TradieChanges): Promise<void> {
    const { sql, params } = assignments(changes, TRADIE_COLUMNS);
    if (!sql) return;
    await this.query(`UPDATE tradie_profiles SET ${sql} WHERE id = $1`, [userId, ...params]);
  }

  async writeLicence(userId: string, write: LicenceWrite): Promise<void> {
    if (write.kind === 'apply') {
      await this.query(
        `UPDATE tradie_profiles SET licence_number = $2, licence_state = $3 WHERE id = $1`,
        [userId, write.licenceNumber, write.licenceState],
      );
    } else if (write.kind === 'review') {
      await this.query(
        `UPDATE tradie_profiles SET pending_licence_number = $2, pending_licence_state = $3,
           licence_change_requested_at = $4 WHERE id = $1`,
        [userId, write.licenceNumber, write.licenceState, write.at],
      );
    } else {
      await this.query(
        `UPDATE tradie_profiles SET pending_licence_number = NULL, pending_licence_state = NULL,
           licence_change_requested_at = NULL WHERE id = $1`,
        [userId],
      );
    }
  }

  async setAvatarKey(userId: string, key: string | null): Promise<string | null> {
    return this.swapKey(
      `UPDATE users u SET avatar_key = $2 FROM users old
       WHERE u.id = $1 AND old.id = u.id RETURNING old.avatar_key AS previous`,
      userId,
      key,
    );
  }

  async setLogoKey(userId: string, key: string | null): Promise<string | null> {
    return this.swapKey(
      `UPDATE tradie_profiles t SET logo_key = $2 FROM tradie_profiles old
       WHERE t.id = $1 AND old.id = t.id RETURNING old.logo_key AS previous`,
      userId,
      key,
    );
  }

  private async swapKey(sql: string, userId: string, key: string | null): Promise<string | null> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected].
    const [rows]: [{ previous: string | null }[], number] = await this.uow
      .manager()
      .query(sql, [userId, key]);
    return rows[0]?.previous ?? null;
  }

  async photos(tradieId: string): Promise<WorkPhoto[]> {
    const rows = await this.query<PhotoRow[]>(
      `SELECT id, storage_key, width, height, created_at FROM tradie_work_photos
       WHERE tradie_id = $1 ORDER BY created_at, id`,
      [tradieId],
    );
    return rows.map(toPhoto);
  }

  async lockPhotoCount(tradieId: string): Promise<number> {
    await this.query(`SELECT id FROM tradie_profiles WHERE id = $1 FOR UPDATE`, [tradieId]);
    const rows = await this.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM tradie_work_photos WHERE tradie_id = $1`,
      [tradieId],
    );
    return rows[0]?.count ?? 0;
  }

  async addPhoto(
    tradieId: string,
    photo: Omit<WorkPhoto, 'id' | 'createdAt'> & { bytes: number },
  ): Promise<WorkPhoto> {
    const rows = await this.query<PhotoRow[]>(
      `INSERT INTO tradie_work_photos (tradie_id, storage_key, width, height, bytes)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, storage_key, width, height, created_at`,
      [tradieId, photo.storageKey, photo.width, photo.height, photo.bytes],
    );
    return toPhoto(rows[0]);
  }

  async removePhoto(tradieId: string, photoId: string): Promise<WorkPhoto | null> {
    const [rows]: [PhotoRow[], number] = await this.uow.manager().query(
      `DELETE FROM tradie_work_photos WHERE id = $2 AND tradie_id = $1
       RETURNING id, storage_key, width, height, created_at`,
      [tradieId, photoId],
    );
    return rows[0] ? toPhoto(rows[0]) : null;
  }

  async publicStats(tradieId: string): Promise<PublicStats> {
    const [ratingCounts, jobs] = await Promise.all([
      this.query<{ rating: number; count: number }[]>(
        `SELECT rating::int AS rating, count(*)::int AS count FROM reviews
         WHERE tradie_id = $1 AND hidden_at IS NULL GROUP BY rating`,
        [tradieId],
      ),
      this.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM jobs
         WHERE assigned_tradie_id = $1 AND status = 'completed'`,
        [tradieId],
      ),
    ]);
    return { ratingCounts, jobsCompleted: jobs[0]?.count ?? 0 };
  }

  async setEmail(userId: string, email: string): Promise<void> {
    try {
      await this.query(`UPDATE users SET email = $2, updated_at = now() WHERE id = $1`, [
        userId,
        email,
      ]);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw IdentityErrors.emailTaken();
      throw error;
    }
  }
}
