import { randomUUID } from 'node:crypto';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { IdDocumentStore } from '#modules/id-documents/domain/ports.js';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { VerifiedTradieBonus } from '#modules/identity/domain/email-verification.service.js';
import { AccountRepository, EmailVerificationTokenStore } from '#modules/identity/domain/ports.js';
import type { LicenceCheckJob } from '#modules/identity/domain/verification/licence-check.js';
import {
  type AbnCheckJob,
  AbnCheckStore,
  DecidedTradieDocuments,
  LicenceCheckStore,
  RegistryCheckRequests,
  VerificationStore,
} from '#modules/identity/domain/verification/ports.js';
import { PgBossAbnCheckQueue } from '#modules/identity/infra/verification/pg-boss-abn-check.queue.js';
import { PgBossLicenceCheckQueue } from '#modules/identity/infra/verification/pg-boss-licence-check.queue.js';
import { checkQueueContract } from '#test/contracts/check-queue.contract.js';
import { newAccount } from '#test/contracts/identity-ports.contract.js';
import {
  emailVerificationTokenStoreContract,
  verifiedTradieBonusContract,
} from '#test/contracts/identity-secrets.contract.js';
import {
  abnCheckStoreContract,
  licenceCheckStoreContract,
  newTradie,
} from '#test/contracts/verification-checks.contract.js';
import {
  decidedTradieDocumentsContract,
  registryCheckRequestsContract,
  verificationStoreContract,
} from '#test/contracts/verification-ports.contract.js';
import { createTestDatabase, type TestDatabase } from '#test/support/test-database.js';
import type { TestApp } from '#test/support/test-app.js';

/** identity's adapters on PostgreSQL through the contracts their fakes pass. */
export function identityPortsOnPostgres(app: () => TestApp) {
  describe('identity', () => {
    const get = <T>(token: abstract new (...args: never[]) => T): T => app().app.get(token);
    const tradieId = async () => (await newTradie(get(AccountRepository))).id;

    abnCheckStoreContract('PostgreSQL', async () => ({ store: get(AbnCheckStore), tradieId }));
    licenceCheckStoreContract('PostgreSQL', async () => ({
      store: get(LicenceCheckStore),
      accounts: get(AccountRepository),
    }));
    verificationStoreContract('PostgreSQL', async () => ({
      store: get(VerificationStore),
      accounts: get(AccountRepository),
    }));
    emailVerificationTokenStoreContract('PostgreSQL', async () => ({
      store: get(EmailVerificationTokenStore),
      userId: async () => (await get(AccountRepository).create(newAccount())).id,
    }));
    verifiedTradieBonusContract('the credit ledger’s sign-up bonus', async () => ({
      bonus: get(VerifiedTradieBonus),
      tradieId,
      grants: async (id) =>
        (await get(CreditLedger).history(id, 50)).items.filter((e) => e.type === 'signup_bonus')
          .length,
    }));
    // Each call stands for a committed sign-up or approval: outside a transaction the checks
    // are queued at once, and the app's own worker may answer them (only what was asked is read).
    registryCheckRequestsContract('recorded, then queued', async () => ({
      requests: get(RegistryCheckRequests),
      accounts: get(AccountRepository),
      askedAbn: async (id) => (await get(AbnCheckStore).forTradies([id])).get(id)?.abn ?? null,
      askedLicences: async (id) => (await get(LicenceCheckStore).forTradies([id])).has(id),
    }));
    decidedTradieDocumentsContract('id-documents’ store', async () => ({
      documents: get(DecidedTradieDocuments),
      accounts: get(AccountRepository),
      hold: async (id) => {
        await get(IdDocumentStore).saveUpload(id, {
          storageKey: `id-documents/${id}/${randomUUID()}`,
          contentType: 'image/png',
          sizeBytes: 2048,
          uploadedAt: new Date(),
        });
      },
      retention: async (id) => {
        const record = await get(IdDocumentStore).find(id);
        return record?.decidedAt && record.deleteAfter
          ? { decidedAt: record.decidedAt, deleteAfter: record.deleteAfter }
          : null;
      },
    }));

    describe('registry check queues on pg-boss', () => {
      // A database of their own: the app's workers take jobs from the same queues by name.
      let db: TestDatabase;
      beforeAll(async () => {
        db = await createTestDatabase();
      });
      afterAll(() => db.drop());
      const options = () => ({
        connectionString: db.url,
        expireInSeconds: 60,
        retryLimit: 3,
        retryDelay: 1,
        pollingIntervalSeconds: 0.1,
        maintenanceIntervalSeconds: 60,
        concurrency: 1,
        // A failure shows as a job the contract never sees handled.
        onError: () => undefined,
      });
      const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 100));
      let n = 0;

      checkQueueContract<AbnCheckJob>('ABN checks', async () => ({
        queue: new PgBossAbnCheckQueue(options()),
        job: () => ({ tradieId: randomUUID(), abn: abnFromNineDigits(String(100_000_000 + ++n)) }),
        settle,
      }));
      checkQueueContract<LicenceCheckJob>('licence checks', async () => ({
        queue: new PgBossLicenceCheckQueue(options()),
        job: () => ({ tradieId: randomUUID(), licenceNumber: `L${++n}`, state: 'NSW' }),
        settle,
      }));
    });
  });
}
