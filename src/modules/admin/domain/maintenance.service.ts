import type { Clock } from '#shared/domain/clock.js';
import type { MaintenanceMode, MaintenanceState } from '#shared/domain/maintenance.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { AuditLog } from './audit.js';

/** The write side of the `maintenance_mode` row. */
export abstract class MaintenanceStore {
  abstract save(
    state: { enabled: boolean; message: string; endsAt: Date | null },
    by: string,
    at: Date,
  ): Promise<void>;
}

/** Switches maintenance mode on and off; every switch is audited. */
export class MaintenanceService {
  constructor(
    private readonly store: MaintenanceStore,
    private readonly mode: MaintenanceMode,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  current(): Promise<MaintenanceState> {
    return this.mode.current();
  }

  async set(
    adminId: string,
    input: { enabled: boolean; message: string; endsAt: Date | null },
  ): Promise<MaintenanceState> {
    const message = input.message.trim();
    await this.uow.run(async () => {
      await this.store.save({ ...input, message }, adminId, this.clock.now());
      await this.audit.record({
        actorId: adminId,
        action: input.enabled ? 'maintenance.on' : 'maintenance.off',
        targetType: 'maintenance',
        targetId: null,
        reason: message || null,
        details: { endsAt: input.endsAt?.toISOString() ?? null },
      });
    });
    this.mode.invalidate();
    return this.mode.current();
  }
}
