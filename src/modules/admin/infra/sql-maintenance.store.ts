import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { MaintenanceStore } from '../domain/maintenance.service.js';

@Injectable()
export class SqlMaintenanceStore extends MaintenanceStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async save(
    state: { enabled: boolean; message: string; endsAt: Date | null },
    by: string,
    at: Date,
  ): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO maintenance_mode (id, enabled, message, ends_at, updated_by, updated_at)
       VALUES (1, $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET enabled = $1, message = $2, ends_at = $3,
         updated_by = $4, updated_at = $5`,
      [state.enabled, state.message, state.endsAt, by, at],
    );
  }
}
