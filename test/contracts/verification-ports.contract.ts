import type { TradieDetails } from '#modules/identity/domain/account.js';
import type { AccountRepository } from '#modules/identity/domain/ports.js';
import type {
  DecidedTradieDocuments,
  RegistryCheckRequests,
  VerificationStore,
} from '#modules/identity/domain/verification/ports.js';
import { RETENTION_MS } from '#modules/id-documents/domain/document-rules.js';
import { newAccount } from './identity-ports.contract.js';
import { newTradie, uniqueAbn } from './verification-checks.contract.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));

/**
 * What every VerificationStore must do, in memory or on PostgreSQL. Its tradies are created
 * and decided through the AccountRepository it shares the rows with.
 */
export function verificationStoreContract(
  name: string,
  make: () => Promise<{ store: VerificationStore; accounts: AccountRepository }>,
) {
  describe(`VerificationStore contract: ${name}`, () => {
    let store: VerificationStore;
    let accounts: AccountRepository;
    beforeEach(async () => {
      ({ store, accounts } = await make());
    });
    const admin = async () => (await accounts.create(newAccount({ isAdmin: true }))).id;
    const reject = async (tradieId: string) =>
      accounts.decideVerification(tradieId, 'rejected', await admin(), 'Blurry licence', at(1));

    it('keeps each tradie’s history oldest first; tradies without one are left out', async () => {
      const [a, b, none] = [
        await newTradie(accounts),
        await newTradie(accounts),
        await newTradie(accounts),
      ];
      const reviewer = await admin();
      const rejected = {
        kind: 'rejected',
        reason: 'Blurry',
        actorId: reviewer,
        at: at(1),
      } as const;
      const resubmitted = { kind: 'resubmitted', reason: null, actorId: a.id, at: at(2) } as const;
      const approved = { kind: 'approved', reason: null, actorId: null, at: at(3) } as const;
      // Recorded out of order: the history is read in the order things happened.
      await store.record(a.id, approved);
      await store.record(a.id, rejected);
      await store.record(a.id, resubmitted);
      await store.record(b.id, { ...approved, actorId: reviewer });
      const histories = await store.histories([a.id, b.id, none.id]);
      expect(histories).toEqual(
        new Map([
          [a.id, [rejected, resubmitted, approved]],
          [b.id, [{ ...approved, actorId: reviewer }]],
        ]),
      );
      expect(await store.histories([])).toEqual(new Map());
    });

    it('resubmits a rejected tradie: new details, pending again, the old decision cleared', async () => {
      const tradie = await newTradie(accounts);
      await reject(tradie.id);
      const { licenceState, servicePostcode, serviceRadiusKm } = tradie.tradie!;
      // What a tradie enters: the details, none of the verification's own fields.
      const details: TradieDetails = {
        businessName: 'Patel & Sons Tiling',
        abn: uniqueAbn(),
        licenceNumber: 'TL99',
        licenceState,
        categories: ['tiling'],
        servicePostcode,
        serviceRadiusKm,
        otherLicences: [{ licenceNumber: 'EC7', licenceState: 'NSW' }],
      };
      expect(await store.resubmit(tradie.id, details)).toBe(true);
      expect((await accounts.findById(tradie.id))?.tradie).toMatchObject({
        businessName: 'Patel & Sons Tiling',
        abn: details.abn,
        licenceNumber: 'TL99',
        categories: ['tiling'],
        otherLicences: [{ licenceNumber: 'EC7', licenceState: 'NSW', approvedAt: null }],
        verificationStatus: 'pending',
        rejectionReason: null,
        reviewedAt: null,
      });
    });

    it('refuses to resubmit a tradie who is not rejected, changing nothing', async () => {
      const pending = await newTradie(accounts);
      const approved = await newTradie(accounts);
      await accounts.decideVerification(approved.id, 'approved', await admin(), null, at(1));
      for (const t of [pending, approved]) {
        const before = await accounts.findById(t.id);
        expect(await store.resubmit(t.id, { ...t.tradie!, businessName: 'Other' })).toBe(false);
        expect(await accounts.findById(t.id)).toEqual(before);
      }
    });

    it('knows an ABN held by another approved tradie, not by the asker, a banned or a pending one', async () => {
      const reviewer = await admin();
      const holder = await newTradie(accounts);
      const asker = await newTradie(accounts);
      const abn = holder.tradie!.abn;
      expect(await store.abnHeldByAnother(abn, asker.id)).toBe(false); // still pending
      await accounts.decideVerification(holder.id, 'approved', reviewer, null, at(1));
      expect(await store.abnHeldByAnother(abn, asker.id)).toBe(true);
      expect(await store.abnHeldByAnother(abn, holder.id)).toBe(false);
      expect(await store.abnHeldByAnother(uniqueAbn(), asker.id)).toBe(false);
      await accounts.setBanned(holder.id, at(2), 'Fraud');
      expect(await store.abnHeldByAnother(abn, asker.id)).toBe(false);
    });
  });
}

/**
 * What every RegistryCheckRequests must do. What it asked for is read back by `askedAbn` (the
 * ABN whose check the tradie waits on, or null) and `askedLicences` (whether their licences
 * are to be checked); each call stands for a committed sign-up or approval.
 */
export function registryCheckRequestsContract(
  name: string,
  make: () => Promise<{
    requests: RegistryCheckRequests;
    accounts: AccountRepository;
    askedAbn: (tradieId: string) => Promise<string | null>;
    askedLicences: (tradieId: string) => Promise<boolean>;
  }>,
) {
  describe(`RegistryCheckRequests contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      subject = await make();
    });

    it('asks for a check of the ABN a tradie signed up with, and of no other tradie', async () => {
      const { requests, accounts, askedAbn } = subject;
      const [tradie, other] = [await newTradie(accounts), await newTradie(accounts)];
      await requests.signedUp(tradie.id, tradie.tradie!.abn);
      expect(await askedAbn(tradie.id)).toBe(tradie.tradie!.abn);
      expect(await askedAbn(other.id)).toBeNull();
    });

    it('asks for the licences of an approved tradie to be checked, and of no other tradie', async () => {
      const { requests, accounts, askedLicences } = subject;
      const [tradie, other] = [await newTradie(accounts), await newTradie(accounts)];
      const admin = await accounts.create(newAccount({ isAdmin: true }));
      await accounts.decideVerification(tradie.id, 'approved', admin.id, null, at(1));
      await requests.approved(tradie.id);
      expect(await askedLicences(tradie.id)).toBe(true);
      expect(await askedLicences(other.id)).toBe(false);
    });
  });
}

/**
 * What every DecidedTradieDocuments must do. `hold` gives a tradie a document waiting for a
 * decision; `retention` reads when its deletion is due (null while nothing started it).
 */
export function decidedTradieDocumentsContract(
  name: string,
  make: () => Promise<{
    documents: DecidedTradieDocuments;
    accounts: AccountRepository;
    hold: (tradieId: string) => Promise<void>;
    retention: (tradieId: string) => Promise<{ decidedAt: Date; deleteAfter: Date } | null>;
  }>,
) {
  describe(`DecidedTradieDocuments contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      subject = await make();
    });

    it('starts a held document’s retention with the decision: deleted 30 days later', async () => {
      const { documents, accounts, hold, retention } = subject;
      const { id } = await newTradie(accounts);
      await hold(id);
      expect(await retention(id)).toBeNull();
      await documents.verificationDecided(id, at(1));
      expect(await retention(id)).toEqual({
        decidedAt: at(1),
        deleteAfter: new Date(at(1).getTime() + RETENTION_MS),
      });
    });

    it('starts nothing for a tradie without a document, and never starts it again', async () => {
      const { documents, accounts, hold, retention } = subject;
      const [none, held] = [await newTradie(accounts), await newTradie(accounts)];
      await documents.verificationDecided(none.id, at(1));
      expect(await retention(none.id)).toBeNull();
      await hold(held.id);
      await documents.verificationDecided(held.id, at(1));
      await documents.verificationDecided(held.id, at(30));
      expect((await retention(held.id))?.decidedAt).toEqual(at(1));
    });
  });
}
