import { randomInt, randomUUID } from 'node:crypto';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import type { UserDirectory } from '#modules/admin/domain/admin-users.service.js';
import type { AuditLog } from '#modules/admin/domain/audit.js';
import type { MaintenanceStore } from '#modules/admin/domain/maintenance.service.js';
import type { NewsPreferences } from '#modules/admin/domain/ports.js';
import type { MaintenanceMode } from '#shared/domain/maintenance.js';

let n = 0;
/** A tag no other case (or earlier run on the same database) uses. */
const tag = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

const person = (): Person => {
  const t = tag();
  return { email: `audit-${t}@example.com`, firstName: 'Sam', lastName: `Lee${t}` };
};

export interface AuditLogSubject {
  log: AuditLog;
  /** A user (an account on the real side): the log names actors and user targets. */
  newUser: (person: Person) => Promise<string>;
}

/**
 * What the admin screens rely on in the audit log: entries read back newest first with their
 * actor's email and a user target's name, filtered and paged by keyset. The append-only table
 * and the shared transaction are the real adapter's alone.
 */
export function auditLogContract(name: string, make: () => Promise<AuditLogSubject>) {
  describe(`AuditLog contract: ${name}`, () => {
    let log: AuditLog;
    let newUser: AuditLogSubject['newUser'];
    beforeEach(async () => {
      ({ log, newUser } = await make());
    });

    it('reads entries back newest first, naming the actor and a user target', async () => {
      const [admin, target] = [person(), person()];
      const [adminId, targetId] = [await newUser(admin), await newUser(target)];
      await log.record({
        actorId: adminId,
        action: 'credits.adjust',
        targetType: 'user',
        targetId,
        reason: 'Goodwill',
        details: { amount: 5, nested: { ok: true } },
      });
      await log.record({
        actorId: adminId,
        action: 'maintenance.on',
        targetType: 'maintenance',
        targetId: null,
        reason: null,
      });
      const [latest, first] = await log.list({ actorId: adminId, limit: 10 });
      expect(latest).toMatchObject({
        actorId: adminId,
        actorEmail: admin.email,
        action: 'maintenance.on',
        targetType: 'maintenance',
        targetId: null,
        targetName: null,
        reason: null,
        details: {},
      });
      expect(first).toMatchObject({
        action: 'credits.adjust',
        targetId,
        targetName: `Sam ${target.lastName} (${target.email})`,
        reason: 'Goodwill',
        details: { amount: 5, nested: { ok: true } },
      });
      expect(typeof first.id).toBe('string');
      expect(first.createdAt).toBeInstanceOf(Date);
      expect(first.id).not.toBe(latest.id);
    });

    it('filters by action, target and time', async () => {
      const adminId = await newUser(person());
      const [a, b] = [randomUUID(), randomUUID()];
      const entry = { actorId: adminId, reason: null, targetType: 'bulk_email' as const };
      await log.record({ ...entry, action: 'bulk_email.send', targetId: a });
      await log.record({ ...entry, action: 'bulk_email.cancel', targetId: a });
      await log.record({ ...entry, action: 'bulk_email.send', targetId: b });
      const actions = async (filter: Parameters<AuditLog['list']>[0]) =>
        (await log.list(filter)).map((e) => `${e.action} ${e.targetId === a ? 'a' : 'b'}`);
      expect(await actions({ actorId: adminId, action: 'bulk_email.send', limit: 10 })).toEqual([
        'bulk_email.send b',
        'bulk_email.send a',
      ]);
      expect(await actions({ targetId: a, limit: 10 })).toEqual([
        'bulk_email.cancel a',
        'bulk_email.send a',
      ]);
      const hour = 3600_000;
      expect(
        await log.list({ actorId: adminId, from: new Date(Date.now() + hour), limit: 10 }),
      ).toEqual([]);
      expect(
        await log.list({ actorId: adminId, to: new Date(Date.now() - hour), limit: 10 }),
      ).toEqual([]);
      expect(
        await log.list({
          actorId: adminId,
          from: new Date(Date.now() - hour),
          to: new Date(Date.now() + hour),
          limit: 10,
        }),
      ).toHaveLength(3);
    });

    it('pages by keyset: at most `limit`, then the ones older than the last seen', async () => {
      const adminId = await newUser(person());
      for (const reason of ['one', 'two', 'three']) {
        await log.record({
          actorId: adminId,
          action: 'user.ban',
          targetType: 'user',
          targetId: randomUUID(),
          reason,
        });
      }
      const page = await log.list({ actorId: adminId, limit: 2 });
      expect(page.map((e) => e.reason)).toEqual(['three', 'two']);
      const next = await log.list({ actorId: adminId, limit: 2, before: page[1].id });
      expect(next.map((e) => e.reason)).toEqual(['one']);
      expect(await log.list({ actorId: adminId, limit: 2, before: next[0].id })).toEqual([]);
    });

    it('names nobody for an unknown user target', async () => {
      const adminId = await newUser(person());
      await log.record({
        actorId: adminId,
        action: 'user.unban',
        targetType: 'user',
        targetId: randomUUID(),
        reason: null,
      });
      const [entry] = await log.list({ actorId: adminId, limit: 1 });
      expect(entry.targetName).toBeNull();
    });
  });
}

export interface NewsPreferencesSubject {
  news: NewsPreferences;
  newUser: () => Promise<string>;
}

/** The Spam Act consent as bulk email reads and the unsubscribe link writes it. */
export function newsPreferencesContract(name: string, make: () => Promise<NewsPreferencesSubject>) {
  describe(`NewsPreferences contract: ${name}`, () => {
    let news: NewsPreferences;
    let newUser: () => Promise<string>;
    const at = new Date('2026-06-01T09:00:00Z');
    beforeEach(async () => {
      ({ news, newUser } = await make());
    });

    it('is off until the user opts in, and off again when they opt out', async () => {
      const [user, other] = [await newUser(), await newUser()];
      expect(await news.isSubscribed(user)).toBe(false);
      expect(await news.set(user, true, at)).toBe(true);
      expect(await news.isSubscribed(user)).toBe(true);
      expect(await news.isSubscribed(other)).toBe(false);
      expect(await news.set(user, false, new Date(at.getTime() + 1000))).toBe(true);
      expect(await news.isSubscribed(user)).toBe(false);
    });

    it('takes the same answer twice (an unsubscribe link opened again)', async () => {
      const user = await newUser();
      await news.set(user, true, at);
      expect(await news.set(user, false, at)).toBe(true);
      expect(await news.set(user, false, at)).toBe(true);
      expect(await news.isSubscribed(user)).toBe(false);
    });

    it('answers false for an unknown user and keeps nothing', async () => {
      const nobody = randomUUID();
      expect(await news.set(nobody, true, at)).toBe(false);
      expect(await news.isSubscribed(nobody)).toBe(false);
    });
  });
}

export interface SeedUser extends Person {
  tradie?: {
    businessName: string;
    abn: string;
    verification: 'pending' | 'approved' | 'rejected';
  };
  isAdmin?: boolean;
  banned?: boolean;
}

export interface UserDirectorySubject {
  directory: UserDirectory;
  /** A user as described (an account on the real side); later ones are newer. */
  user: (user: SeedUser) => Promise<string>;
  /** An open job of the homeowner. */
  job: (homeownerId: string, title: string) => Promise<string>;
  /** The (approved) tradie buys the job's lead; answers the lead's id. */
  buyLead: (tradieId: string, jobId: string) => Promise<string>;
}

/** A valid ABN no other tradie is likely to hold. */
export const uniqueAbn = () => abnFromNineDigits(String(randomInt(100_000_000, 1_000_000_000)));

/** The admin's user search and a user's jobs and leads, as the user screens read them. */
export function userDirectoryContract(name: string, make: () => Promise<UserDirectorySubject>) {
  describe(`UserDirectory contract: ${name}`, () => {
    let s: UserDirectorySubject;
    beforeEach(async () => {
      s = await make();
    });
    const someone = (over: Partial<SeedUser> = {}): SeedUser => ({ ...person(), ...over });

    it('finds a user by part of the email, the full name, the business name or the ABN', async () => {
      const t = tag();
      const abn = uniqueAbn();
      const id = await s.user(
        someone({
          email: `kim.${t}@example.com`,
          firstName: 'Kim',
          lastName: `Vo${t}`,
          tradie: { businessName: `Vo${t} Tiling`, abn, verification: 'approved' },
        }),
      );
      const found = async (query: string) => (await s.directory.search(query, 50)).map((u) => u.id);
      expect(await found(`kim.${t}@`)).toEqual([id]);
      expect(await found(`kim vo${t}`)).toEqual([id]);
      expect(await found(`VO${t} tiling`)).toEqual([id]);
      expect(await found(`${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5)}`)).toEqual([id]);
      expect(await found(`nobody-${t}`)).toEqual([]);
    });

    it('answers newest first, at most `limit`', async () => {
      const t = tag();
      const ids: string[] = [];
      for (const first of ['Ann', 'Bob', 'Cat']) {
        ids.push(await s.user(someone({ firstName: first, lastName: `Quist${t}` })));
      }
      const found = await s.directory.search(`quist${t}`, 2);
      expect(found.map((u) => u.firstName)).toEqual(['Cat', 'Bob']);
      expect(found[0].createdAt).toBeInstanceOf(Date);
    });

    it('tells each user’s type and status', async () => {
      const t = tag();
      const tradie = (verification: 'pending' | 'approved' | 'rejected') => ({
        businessName: `Biz${t}`,
        abn: uniqueAbn(),
        verification,
      });
      const users = {
        homeowner: someone({ lastName: `Kind${t}` }),
        banned: someone({ lastName: `Kind${t}`, banned: true }),
        admin: someone({ lastName: `Kind${t}`, isAdmin: true }),
        pending: someone({ lastName: `Kind${t}`, tradie: tradie('pending') }),
        approved: someone({ lastName: `Kind${t}`, tradie: tradie('approved') }),
        rejected: someone({ lastName: `Kind${t}`, tradie: tradie('rejected') }),
      };
      const ids = new Map<string, string>();
      for (const [key, user] of Object.entries(users)) ids.set(await s.user(user), key);
      const found = await s.directory.search(`kind${t}`, 50);
      const seen = Object.fromEntries(
        found.map((u) => [ids.get(u.id), `${u.type} ${u.status} ${u.businessName ?? '-'}`]),
      );
      expect(seen).toEqual({
        homeowner: 'homeowner active -',
        banned: 'homeowner banned -',
        admin: 'admin active -',
        pending: `tradie pending Biz${t}`,
        approved: `tradie active Biz${t}`,
        rejected: `tradie rejected Biz${t}`,
      });
      const approved = found.find((u) => ids.get(u.id) === 'approved');
      expect(approved).toMatchObject({
        email: users.approved.email,
        firstName: 'Sam',
        lastName: `Kind${t}`,
        abn: users.approved.tradie!.abn,
      });
      expect(found.find((u) => ids.get(u.id) === 'homeowner')?.abn).toBeNull();
    });

    it('lists a homeowner’s jobs and a tradie’s leads with the job’s title, nobody else’s', async () => {
      const homeowner = await s.user(someone());
      const other = await s.user(someone());
      const tradie = await s.user(
        someone({
          tradie: { businessName: 'Leads Co', abn: uniqueAbn(), verification: 'approved' },
        }),
      );
      const first = await s.job(homeowner, 'Fix a dripping tap');
      const second = await s.job(homeowner, 'Unblock a drain');
      const jobs = await s.directory.jobsOf(homeowner, 20);
      expect(jobs.map((j) => j.id).sort()).toEqual([first, second].sort());
      expect(jobs.find((j) => j.id === first)).toMatchObject({
        title: 'Fix a dripping tap',
        category: 'plumbing',
        status: 'open',
      });
      expect(await s.directory.jobsOf(homeowner, 1)).toHaveLength(1);
      expect(await s.directory.jobsOf(other, 20)).toEqual([]);

      const leadId = await s.buyLead(tradie, second);
      const [lead, ...more] = await s.directory.leadsOf(tradie, 20);
      expect(more).toEqual([]);
      expect(lead).toMatchObject({ id: leadId, jobId: second, jobTitle: 'Unblock a drain' });
      expect(lead.priceCredits).toBeGreaterThan(0);
      expect(lead.boughtAt).toBeInstanceOf(Date);
      expect(await s.directory.leadsOf(homeowner, 20)).toEqual([]);
    });
  });
}

export interface MaintenanceSubject {
  store: MaintenanceStore;
  mode: MaintenanceMode;
  /** An admin who may switch it (an account on the real side). */
  adminId: () => Promise<string>;
}

/**
 * The switch and what every instance reads: a saved state is what the mode answers once its
 * cache is dropped. The row is global: each case leaves maintenance off.
 */
export function maintenanceContract(name: string, make: () => Promise<MaintenanceSubject>) {
  describe(`MaintenanceStore and MaintenanceMode contract: ${name}`, () => {
    let s: MaintenanceSubject;
    beforeEach(async () => {
      s = await make();
    });
    afterEach(async () => {
      await s.store.save(
        { enabled: false, message: '', endsAt: null },
        await s.adminId(),
        new Date(),
      );
      s.mode.invalidate();
    });

    it('answers the saved state once invalidated: on with a message and an end, then off', async () => {
      const admin = await s.adminId();
      const at = new Date('2026-06-01T09:00:00Z');
      const endsAt = new Date('2026-06-01T11:30:00Z');
      await s.store.save({ enabled: true, message: 'Back soon', endsAt }, admin, at);
      s.mode.invalidate();
      expect(await s.mode.current()).toEqual({
        enabled: true,
        message: 'Back soon',
        endsAt,
        updatedAt: at,
      });
      expect(await s.mode.isOn()).toBe(true);

      const later = new Date('2026-06-01T10:00:00Z');
      await s.store.save({ enabled: false, message: '', endsAt: null }, admin, later);
      s.mode.invalidate();
      expect(await s.mode.current()).toEqual({
        enabled: false,
        message: '',
        endsAt: null,
        updatedAt: later,
      });
      expect(await s.mode.isOn()).toBe(false);
    });
  });
}
