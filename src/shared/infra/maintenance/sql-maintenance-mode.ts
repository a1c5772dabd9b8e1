import { Injectable } from '@nestjs/common';
import {
  MAINTENANCE_CACHE_MS,
  MaintenanceMode,
  type MaintenanceState,
} from '#shared/domain/maintenance.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

interface Row {
  enabled: boolean;
  message: string;
  ends_at: Date | null;
  updated_at: Date;
}

/** Reads the one `maintenance_mode` row, cached for a moment so the hot path costs no query. */
@Injectable()
export class SqlMaintenanceMode extends MaintenanceMode {
  private cached: { state: MaintenanceState; at: number } | undefined;
  private inFlight: Promise<MaintenanceState> | undefined;

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async current(): Promise<MaintenanceState> {
    if (this.cached && Date.now() - this.cached.at < MAINTENANCE_CACHE_MS) return this.cached.state;
    this.inFlight ??= this.load().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  async isOn(): Promise<boolean> {
    return (await this.current()).enabled;
  }

  invalidate(): void {
    this.cached = undefined;
  }

  private async load(): Promise<MaintenanceState> {
    const rows = await this.uow
      .manager()
      .query<Row[]>(
        'SELECT enabled, message, ends_at, updated_at FROM maintenance_mode WHERE id = 1',
      );
    const row = rows[0];
    const state: MaintenanceState = row
      ? {
          enabled: row.enabled,
          message: row.message,
          endsAt: row.ends_at,
          updatedAt: row.updated_at,
        }
      : { enabled: false, message: '', endsAt: null, updatedAt: new Date(0) };
    this.cached = { state, at: Date.now() };
    return state;
  }
}
