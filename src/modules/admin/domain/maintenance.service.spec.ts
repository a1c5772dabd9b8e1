import {
  CachedMaintenanceMode,
  MemoryMaintenanceStore,
  RecordingAuditLog,
} from '#test/fakes/admin.fakes.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { MaintenanceService } from './maintenance.service.js';

function setup() {
  const store = new MemoryMaintenanceStore();
  const mode = new CachedMaintenanceMode(store);
  const audit = new RecordingAuditLog();
  const clock = new FixedClock(new Date('2026-06-01T09:00:00Z'));
  const service = new MaintenanceService(store, mode, audit, new DirectUnitOfWork(), clock);
  return { service, store, audit, clock };
}

describe('MaintenanceService', () => {
  it('switches on with the message trimmed, audited, and answers the new state at once', async () => {
    const { service, store, audit, clock } = setup();
    expect((await service.current()).enabled).toBe(false);
    const endsAt = new Date('2026-06-01T11:00:00Z');
    const state = await service.set('admin-1', { enabled: true, message: '  Back soon ', endsAt });
    expect(state).toMatchObject({ enabled: true, message: 'Back soon', endsAt });
    expect(store.state).toMatchObject({ by: 'admin-1', updatedAt: clock.now() });
    expect(audit.entries).toEqual([
      {
        actorId: 'admin-1',
        action: 'maintenance.on',
        targetType: 'maintenance',
        targetId: null,
        reason: 'Back soon',
        details: { endsAt: endsAt.toISOString() },
      },
    ]);
  });

  it('switches off, audited as such; a blank message is no reason', async () => {
    const { service, audit } = setup();
    await service.set('admin-1', { enabled: true, message: 'Upgrading', endsAt: null });
    const state = await service.set('admin-2', { enabled: false, message: '   ', endsAt: null });
    expect(state.enabled).toBe(false);
    expect(audit.entries.at(-1)).toMatchObject({
      actorId: 'admin-2',
      action: 'maintenance.off',
      reason: null,
      details: { endsAt: null },
    });
  });
});
