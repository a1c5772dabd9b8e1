import {
  MemoryNewsPreferences,
  MemoryUserDirectory,
  RecordingAuditLog,
} from '#test/fakes/admin.fakes.js';
import { InMemoryCreditLedger } from '#test/fakes/credits.fakes.js';
import { accountsOverFakes } from '#test/fakes/identity.fakes.js';
import { AdminUsersService } from './admin-users.service.js';

function setup() {
  const world = accountsOverFakes();
  const directory = new MemoryUserDirectory();
  const ledger = new InMemoryCreditLedger();
  const news = new MemoryNewsPreferences();
  const audit = new RecordingAuditLog();
  const service = new AdminUsersService(
    directory,
    world.accounts,
    ledger,
    news,
    audit,
    world.unitOfWork,
  );
  return { ...world, service, directory, ledger, news, audit };
}

describe('AdminUsersService', () => {
  it('searches with the query trimmed, fifty at most', async () => {
    const { service, directory } = setup();
    await service.search('  sam@example.com ');
    expect(directory.asked).toEqual([{ query: 'sam@example.com', limit: 50 }]);
  });

  it('shows a user’s type, status, consent, jobs, balance and ledger', async () => {
    const { service, homeowner, ledger, news, accounts, directory } = setup();
    const { id } = await homeowner();
    directory.addJob(id, {
      id: `job-of-${id}`,
      title: 'Fix tap',
      category: 'plumbing',
      status: 'open',
      createdAt: new Date(),
    });
    await ledger.credit(id, 5, 'admin_adjustment', 'welcome', 'k1');
    await news.set(id, true);
    await accounts.markBanned(id, 'Spam', null);
    const detail = await service.view(id);
    expect(detail).toMatchObject({
      type: 'homeowner',
      status: 'banned',
      newsConsent: true,
      balance: 5,
      jobs: [{ id: `job-of-${id}` }],
      leads: [],
    });
    expect(detail.ledger.map((e) => e.amount)).toEqual([5]);
  });

  it('refuses an unknown user with ADMIN.USER_NOT_FOUND', async () => {
    const { service } = setup();
    await expect(service.view('nobody')).rejects.toMatchObject({ code: 'ADMIN.USER_NOT_FOUND' });
    await expect(
      service.adjustCredits('admin-1', 'nobody', { amount: 5, reason: 'x', requestId: 'r1' }),
    ).rejects.toMatchObject({ code: 'ADMIN.USER_NOT_FOUND' });
  });

  it('adds and takes credits through the ledger, audited with the trimmed reason', async () => {
    const { service, homeowner, ledger, audit } = setup();
    const { id } = await homeowner();
    await service.adjustCredits('admin-1', id, {
      amount: 10,
      reason: ' Goodwill ',
      requestId: 'r1',
    });
    const taken = await service.adjustCredits('admin-1', id, {
      amount: -4,
      reason: 'Refund reversed',
      requestId: 'r2',
    });
    expect(taken.balanceAfter).toBe(6);
    expect(ledger.entries.map((e) => [e.type, e.amount, e.reference])).toEqual([
      ['admin_adjustment', 10, 'Goodwill'],
      ['admin_adjustment', -4, 'Refund reversed'],
    ]);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorId: 'admin-1',
        action: 'credits.adjust',
        targetType: 'user',
        targetId: id,
        reason: 'Goodwill',
        details: expect.objectContaining({ amount: 10, balanceAfter: 10 }),
      }),
      expect.objectContaining({
        details: expect.objectContaining({ amount: -4, balanceAfter: 6 }),
      }),
    ]);
  });

  it('moves credits once for a retried request, and audits it once', async () => {
    const { service, homeowner, ledger, audit } = setup();
    const { id } = await homeowner();
    const input = { amount: 3, reason: 'Goodwill', requestId: 'same' };
    await service.adjustCredits('admin-1', id, input);
    const again = await service.adjustCredits('admin-1', id, input);
    expect(again.replayed).toBe(true);
    expect(await ledger.balance(id)).toBe(3);
    expect(audit.entries).toHaveLength(1);
  });

  it('never takes a balance below zero (the ledger’s CREDITS.INSUFFICIENT)', async () => {
    const { service, homeowner, audit } = setup();
    const { id } = await homeowner();
    await expect(
      service.adjustCredits('admin-1', id, { amount: -1, reason: 'x', requestId: 'r1' }),
    ).rejects.toMatchObject({ code: 'CREDITS.INSUFFICIENT' });
    expect(audit.entries).toEqual([]);
  });
});
