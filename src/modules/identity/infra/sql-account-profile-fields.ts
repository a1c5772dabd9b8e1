import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '#shared/infra/database/pg-errors.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { OtherLicence } from '../domain/account.js';
import { IdentityErrors } from '../domain/identity-errors.js';
import {
  AccountProfileFields,
  type LicenceWrite,
  type PersonalChanges,
  type ProfileExtras,
  type TradieChanges,
} from '../domain/profile-fields.js';

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

/** The profile fields in `users` and `tradie_profiles`, as the profiles module edits them. */
@Injectable()
export class SqlAccountProfileFields extends AccountProfileFields {
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

  async writeOtherLicences(userId: string, licences: readonly OtherLicence[]): Promise<void> {
    await this.query(`UPDATE tradie_profiles SET other_licences = $2 WHERE id = $1`, [
      userId,
      JSON.stringify(licences),
    ]);
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

  async lockTradie(tradieId: string): Promise<void> {
    await this.query(`SELECT id FROM tradie_profiles WHERE id = $1 FOR UPDATE`, [tradieId]);
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
