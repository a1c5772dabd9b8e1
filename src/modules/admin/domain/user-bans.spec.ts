import { DomainError } from '#shared/domain/domain-error.js';
import { RecordingAuditLog } from '#test/fakes/admin.fakes.js';
import { accountsOverFakes, OutcomeUnitOfWork } from '#test/fakes/identity.fakes.js';
import { UserBans } from './user-bans.js';

function setup(options: { withdrawal?: 'fails' } = {}) {
  const world = accountsOverFakes();
  const uow = new OutcomeUnitOfWork();
  const audit = new RecordingAuditLog();
  const withdrawn: string[] = [];
  const ended: string[] = [];
  const departures = {
    async withdrawJobsOf(userId: string) {
      if (options.withdrawal === 'fails') {
        throw new DomainError('PAYMENTS.FEE_PAID_MEANWHILE', 'conflict', 'Paid meanwhile');
      }
      withdrawn.push(userId);
      return { jobs: 1, refunds: 0 };
    },
  };
  const sessions = { endAll: async (userId: string) => void ended.push(userId) };
  const bans = new UserBans(world.accounts, sessions, departures, audit, uow);
  return { ...world, bans, uow, audit, withdrawn, ended };
}

describe('UserBans', () => {
  it('bans, withdraws the jobs and audits in one transaction, then signs the user out', async () => {
    const { bans, homeowner, uow, audit, withdrawn, ended } = setup();
    const { id } = await homeowner();
    const banned = await bans.ban('admin-1', id, 'Fake jobs');
    expect(banned.bannedAt).not.toBeNull();
    expect(uow.outcomes).toEqual(['commit']);
    expect(withdrawn).toEqual([id]);
    expect(audit.entries).toEqual([
      {
        actorId: 'admin-1',
        action: 'user.ban',
        targetType: 'user',
        targetId: id,
        reason: 'Fake jobs',
      },
    ]);
    expect(ended).toEqual([id]);
  });

  it('a withdrawal that fails rolls the ban back: no audit row, nobody signed out', async () => {
    const { bans, homeowner, uow, audit, ended } = setup({ withdrawal: 'fails' });
    const { id } = await homeowner();
    await expect(bans.ban('admin-1', id, null)).rejects.toMatchObject({
      code: 'PAYMENTS.FEE_PAID_MEANWHILE',
    });
    expect(uow.outcomes).toEqual(['rollback']);
    expect(audit.entries).toEqual([]);
    expect(ended).toEqual([]);
  });

  it('does nothing again for a user banned already, and audits nothing without an admin', async () => {
    const { bans, homeowner, audit, withdrawn } = setup();
    const { id } = await homeowner();
    await bans.ban(null, id, null);
    await bans.ban('admin-1', id, 'Again');
    expect(withdrawn).toEqual([id]);
    expect(audit.entries).toEqual([]);
  });

  it('refuses to ban an admin before touching any job', async () => {
    const { bans, accounts, repository, uow, withdrawn } = setup();
    await accounts.ensureAdmin('root@example.com', 'Admin-pass-123');
    const admin = (await repository.findByEmail('root@example.com'))!;
    await expect(bans.ban('admin-1', admin.id, null)).rejects.toMatchObject({
      code: 'USERS.CANNOT_BAN_ADMIN',
    });
    expect(uow.outcomes).toEqual(['rollback']);
    expect(withdrawn).toEqual([]);
  });

  it('lifts a ban with its audit row, once', async () => {
    const { bans, homeowner, audit } = setup();
    const { id } = await homeowner();
    await bans.ban(null, id, null);
    const lifted = await bans.unban('admin-1', id, 'Appeal upheld');
    expect(lifted.bannedAt).toBeNull();
    await bans.unban('admin-1', id, 'Twice');
    expect(audit.entries.map((e) => [e.action, e.reason])).toEqual([
      ['user.unban', 'Appeal upheld'],
    ]);
  });
});
