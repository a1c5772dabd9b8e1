import { randomUUID } from 'node:crypto';
import type { UserSummary } from '#modules/admin/domain/admin-users.service.js';
import { userStatus, userType } from '#modules/identity/domain/account.js';
import {
  bulkEmailQueueContract,
  bulkEmailStoreContract,
  messageSignerContract,
  type PersonFacts,
} from '../contracts/admin-bulk-email.contract.js';
import { departuresContract } from '../contracts/admin-departures.contract.js';
import {
  auditLogContract,
  maintenanceContract,
  newsPreferencesContract,
  type Person,
  type SeedUser,
  userDirectoryContract,
} from '../contracts/admin-ports.contract.js';
import { mailerContract, mailerRefusalContract } from '../contracts/mailer.contract.js';
import { departureFakes } from './admin-departures.fakes.js';
import {
  type BulkPerson,
  FlakyMailer,
  MemoryBulkEmails,
  PlainSigner,
  RecordingBulkEmailQueue,
} from './admin-bulk-email.fakes.js';
import {
  CachedMaintenanceMode,
  MemoryMaintenanceStore,
  MemoryNewsPreferences,
  MemoryUserDirectory,
  RecordingAuditLog,
  SwitchableMaintenance,
} from './admin.fakes.js';

describe('in-memory admin fakes', () => {
  auditLogContract('in memory', async () => {
    const people = new Map<string, Person>();
    return {
      log: new RecordingAuditLog((id) => people.get(id)),
      newUser: async (person) => {
        const id = randomUUID();
        people.set(id, person);
        return id;
      },
    };
  });

  newsPreferencesContract('in memory', async () => {
    const users = new Set<string>();
    return {
      news: new MemoryNewsPreferences((id) => users.has(id)),
      newUser: async () => {
        const id = randomUUID();
        users.add(id);
        return id;
      },
    };
  });

  userDirectoryContract('in memory', async () => {
    const directory = new MemoryUserDirectory();
    const titles = new Map<string, string>();
    let clock = Date.now();
    const next = () => new Date((clock += 1000));
    return {
      directory,
      user: async (user: SeedUser) => {
        const id = randomUUID();
        const account = {
          isAdmin: user.isAdmin ?? false,
          bannedAt: user.banned ? new Date() : null,
          tradie: user.tradie ? { verificationStatus: user.tradie.verification } : null,
        };
        const summary: UserSummary = {
          id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          type: userType(account as Parameters<typeof userType>[0]),
          status: userStatus(account as Parameters<typeof userStatus>[0]),
          businessName: user.tradie?.businessName ?? null,
          abn: user.tradie?.abn ?? null,
          createdAt: next(),
        };
        directory.addUser(summary);
        return id;
      },
      job: async (homeownerId, title) => {
        const id = randomUUID();
        titles.set(id, title);
        directory.addJob(homeownerId, {
          id,
          title,
          category: 'plumbing',
          status: 'open',
          createdAt: next(),
        });
        return id;
      },
      buyLead: async (tradieId, jobId) => {
        const id = randomUUID();
        directory.addLead(tradieId, {
          id,
          jobId,
          jobTitle: titles.get(jobId)!,
          priceCredits: 5,
          status: 'active',
          boughtAt: next(),
        });
        return id;
      },
    };
  });

  maintenanceContract('in memory', async () => {
    const store = new MemoryMaintenanceStore();
    return { store, mode: new CachedMaintenanceMode(store), adminId: async () => 'admin-1' };
  });

  // The same mode as other modules' specs switch it.
  maintenanceContract('switchable', async () => {
    const mode = new SwitchableMaintenance();
    return { store: mode.store, mode, adminId: async () => 'admin-1' };
  });

  bulkEmailStoreContract('in memory', async () => {
    const people: BulkPerson[] = [];
    const find = (userId: string) => people.find((p) => p.userId === userId)!;
    return {
      store: new MemoryBulkEmails(people),
      person: async (facts: Partial<PersonFacts> = {}) => {
        const userId = randomUUID();
        const type = facts.type ?? 'homeowner';
        people.push({
          userId,
          email: `${userId}@example.com`,
          firstName: 'Ada',
          type,
          verification: type === 'tradie' ? (facts.verification ?? 'approved') : null,
          consent: facts.consent ?? true,
          banned: facts.banned ?? false,
          state: facts.state ?? 'NSW',
          trades: type === 'tradie' ? (facts.trades ?? ['plumbing']) : [],
        });
        return { userId, email: `${userId}@example.com`, firstName: 'Ada' };
      },
      setConsent: async (userId, consent) => {
        find(userId).consent = consent;
      },
      ban: async (userId) => {
        find(userId).banned = true;
      },
    };
  });

  bulkEmailQueueContract('in memory', async () => {
    const queue = new RecordingBulkEmailQueue();
    return {
      queue,
      until: async (done) => {
        for (let round = 0; round < 5 && !done(); round += 1) await queue.deliver();
      },
    };
  });

  messageSignerContract('plain (base64url, for specs)', () => new PlainSigner());

  // Bulk email's mailer: refusing one address, a mailer like any other for everyone else.
  const flaky = async () => {
    const mailer = new FlakyMailer();
    mailer.failing.add('gone@example.com');
    const delivered = async () => mailer.sent.map((m) => `${m.to}\n${m.subject}\n${m.text}`);
    return { mailer, delivered, refused: 'gone@example.com' };
  };
  mailerContract('flaky', flaky);
  mailerRefusalContract('flaky', flaky);

  departuresContract('in memory', async () => {
    const fakes = departureFakes();
    return {
      ...fakes,
      homeowner: async () => randomUUID(),
      job: async (homeownerId) => {
        const id = randomUUID();
        fakes.jobs.addJob(id, homeownerId);
        return id;
      },
      buy: async (jobId) => fakes.refunds.addBuyer(jobId),
    };
  });
});
