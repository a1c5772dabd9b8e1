import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { AccountProfileFields } from '#modules/identity/domain/profile-fields.js';
import type { OtherLicence } from '#modules/identity/domain/account.js';
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

@Injectable()
export class SqlProfileStore extends ProfileStore {
  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly account: AccountProfileFields,
  ) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  // The fields on the account's rows are identity's: written through its port.
  extras(userId: string): Promise<ProfileExtras> {
    return this.account.extras(userId);
  }

  updatePersonal(userId: string, changes: PersonalChanges): Promise<void> {
    return this.account.updatePersonal(userId, changes);
  }

  updateTradie(userId: string, changes: TradieChanges): Promise<void> {
    return this.account.updateTradie(userId, changes);
  }

  writeOtherLicences(userId: string, licences: readonly OtherLicence[]): Promise<void> {
    return this.account.writeOtherLicences(userId, licences);
  }

  writeLicence(userId: string, write: LicenceWrite): Promise<void> {
    return this.account.writeLicence(userId, write);
  }

  setAvatarKey(userId: string, key: string | null): Promise<string | null> {
    return this.account.setAvatarKey(userId, key);
  }

  setLogoKey(userId: string, key: string | null): Promise<string | null> {
    return this.account.setLogoKey(userId, key);
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
    await this.account.lockTradie(tradieId);
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
        `SELECT rating::int AS rating, count(*)::int AS count FROM reviews_ratings
         WHERE tradie_id = $1 GROUP BY rating`,
        [tradieId],
      ),
      this.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM jobs_public
         WHERE assigned_tradie_id = $1 AND status = 'completed'`,
        [tradieId],
      ),
    ]);
    return { ratingCounts, jobsCompleted: jobs[0]?.count ?? 0 };
  }

  setEmail(userId: string, email: string): Promise<void> {
    return this.account.setEmail(userId, email);
  }
}
