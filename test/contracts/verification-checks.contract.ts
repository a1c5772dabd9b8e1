import { randomInt } from 'node:crypto';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import type { AccountRepository } from '#modules/identity/domain/ports.js';
import type { RegistryAnswer } from '#modules/identity/domain/verification/business-registry.js';
import type {
  LicenceCheckAnswer,
  LicenceCheckJob,
} from '#modules/identity/domain/verification/licence-check.js';
import type {
  AbnCheckStore,
  LicenceCheckStore,
} from '#modules/identity/domain/verification/ports.js';
import { newAccount, TRADIE_PROFILE } from './identity-ports.contract.js';

/** A valid ABN no other test holds (an ABN is one active tradie's). */
export const uniqueAbn = () => abnFromNineDigits(String(randomInt(100_000_000, 999_999_999)));

/** A pending tradie holding `licences` (the first is the main one). */
export async function newTradie(
  accounts: AccountRepository,
  licences: Pick<LicenceCheckJob, 'licenceNumber' | 'state'>[] = [
    { licenceNumber: 'TL1', state: 'SA' },
  ],
  categories = ['tiling', 'painting'],
) {
  const [main, ...others] = licences;
  return accounts.create(
    newAccount({
      tradie: {
        ...TRADIE_PROFILE,
        abn: uniqueAbn(),
        categories,
        licenceNumber: main.licenceNumber,
        licenceState: main.state,
        otherLicences: others.map((l) => ({
          licenceNumber: l.licenceNumber,
          licenceState: l.state,
        })),
      },
    }),
  );
}

/**
 * Times far before any other test's (they use the clock's now): the stores answer their
 * waiting checks oldest first across every tradie, and these come first even in a shared
 * database.
 */
const at = (minute: number) => new Date(Date.UTC(2020, 0, 1, 9, minute));

const FOUND: (abn: string) => RegistryAnswer = (abn) => ({
  kind: 'found',
  record: {
    abn,
    status: 'active',
    statusFrom: '2019-07-01',
    entityName: 'PATEL TILING PTY LTD',
    businessNames: ['Patel Tiling', 'Glenelg Tiles'],
    gstRegisteredFrom: '2019-07-01',
    state: 'SA',
    postcode: '5045',
  },
});

/** What every AbnCheckStore must do, in memory or on PostgreSQL. */
export function abnCheckStoreContract(
  name: string,
  make: () => Promise<{ store: AbnCheckStore; tradieId: () => Promise<string> }>,
) {
  describe(`AbnCheckStore contract: ${name}`, () => {
    let store: AbnCheckStore;
    let tradieId: () => Promise<string>;
    beforeEach(async () => {
      ({ store, tradieId } = await make());
    });
    const mine = async (ids: string[]) =>
      (await store.unanswered(1000)).filter((job) => ids.includes(job.tradieId));

    it('holds a requested check as waiting, with no attempt yet', async () => {
      const job = { tradieId: await tradieId(), abn: uniqueAbn() };
      await store.request(job, at(1));
      expect((await store.forTradies([job.tradieId])).get(job.tradieId)).toEqual({
        ...job,
        requestedAt: at(1),
        attempts: 0,
        lastError: null,
        answer: null,
        checkedAt: null,
      });
      expect(await mine([job.tradieId])).toEqual([job]);
    });

    it('stores the register’s answer for the ABN asked about, never for another one', async () => {
      const [a, b] = [await tradieId(), await tradieId()];
      const found = { tradieId: a, abn: uniqueAbn() };
      const missing = { tradieId: b, abn: uniqueAbn() };
      await store.request(found, at(1));
      await store.request(missing, at(2));
      expect(await store.record({ tradieId: a, abn: uniqueAbn() }, FOUND(found.abn), at(3))).toBe(
        false,
      );
      expect(await store.record(found, FOUND(found.abn), at(4))).toBe(true);
      expect(await store.record(missing, { kind: 'not_found' }, at(5))).toBe(true);
      const checks = await store.forTradies([a, b]);
      expect(checks.get(a)).toMatchObject({ answer: FOUND(found.abn), checkedAt: at(4) });
      expect(checks.get(b)).toMatchObject({ answer: { kind: 'not_found' }, checkedAt: at(5) });
      expect(await mine([a, b])).toEqual([]);
    });

    it('counts failed attempts with the last reason; an answer clears the reason', async () => {
      const job = { tradieId: await tradieId(), abn: uniqueAbn() };
      await store.request(job, at(1));
      await store.failed(job, 'timeout');
      await store.failed(job, 'HTTP 503');
      // A failure of a check for an ABN the tradie no longer has counts for nothing.
      await store.failed({ ...job, abn: uniqueAbn() }, 'stale');
      const check = async () => (await store.forTradies([job.tradieId])).get(job.tradieId);
      expect(await check()).toMatchObject({ attempts: 2, lastError: 'HTTP 503', answer: null });
      await store.record(job, { kind: 'not_found' }, at(2));
      expect(await check()).toMatchObject({ attempts: 2, lastError: null });
    });

    it('keeps the answer when the same ABN is asked again; another ABN starts afresh', async () => {
      const job = { tradieId: await tradieId(), abn: uniqueAbn() };
      await store.request(job, at(1));
      await store.failed(job, 'timeout');
      await store.record(job, FOUND(job.abn), at(2));
      await store.request(job, at(3));
      const check = async () => (await store.forTradies([job.tradieId])).get(job.tradieId);
      expect(await check()).toMatchObject({
        requestedAt: at(3),
        attempts: 1,
        answer: FOUND(job.abn),
        checkedAt: at(2),
      });
      const changed = { ...job, abn: uniqueAbn() };
      await store.request(changed, at(4));
      expect(await check()).toEqual({
        ...changed,
        requestedAt: at(4),
        attempts: 0,
        lastError: null,
        answer: null,
        checkedAt: null,
      });
      // The old ABN's late answer is not about the tradie any more.
      expect(await store.record(job, FOUND(job.abn), at(5))).toBe(false);
    });

    it('answers the tradies asked about only, and the waiting checks oldest first', async () => {
      const [a, b, never] = [await tradieId(), await tradieId(), await tradieId()];
      await store.request({ tradieId: a, abn: uniqueAbn() }, at(20));
      await store.request({ tradieId: b, abn: uniqueAbn() }, at(10));
      expect([...(await store.forTradies([a, never])).keys()]).toEqual([a]);
      expect(await store.forTradies([])).toEqual(new Map());
      expect((await mine([a, b])).map((job) => job.tradieId)).toEqual([b, a]);
      expect(await store.unanswered(0)).toEqual([]);
    });
  });
}

const LICENCE_FOUND = (job: LicenceCheckJob): LicenceCheckAnswer => ({
  kind: 'found',
  record: {
    licenceNumber: job.licenceNumber,
    state: job.state,
    holder: 'PATEL, GRACE',
    status: 'current',
    expiresOn: '2027-06-30',
    classes: ['Wall and floor tiling'],
    covers: ['tiling'],
  },
});

/**
 * What every LicenceCheckStore must do, in memory or on PostgreSQL. Its tradies are created
 * through the AccountRepository it shares the rows with.
 */
export function licenceCheckStoreContract(
  name: string,
  make: () => Promise<{ store: LicenceCheckStore; accounts: AccountRepository }>,
) {
  describe(`LicenceCheckStore contract: ${name}`, () => {
    let store: LicenceCheckStore;
    let accounts: AccountRepository;
    beforeEach(async () => {
      ({ store, accounts } = await make());
    });
    const job = (tradieId: string, licenceNumber = 'TL1', state: 'SA' | 'NSW' = 'SA') => ({
      tradieId,
      licenceNumber,
      state,
    });
    const checksOf = async (tradieId: string) => (await store.forTradies([tradieId])).get(tradieId);
    const mine = async (ids: string[]) =>
      (await store.unanswered(1000)).filter((j) => ids.includes(j.tradieId));

    it('holds a requested check as waiting; an answer is stored for a requested licence only', async () => {
      const { id } = await newTradie(accounts);
      expect(await store.record(job(id), LICENCE_FOUND(job(id)), at(1))).toBe(false);
      await store.request(job(id), at(2));
      expect(await checksOf(id)).toEqual([
        {
          ...job(id),
          requestedAt: at(2),
          attempts: 0,
          lastError: null,
          answer: null,
          checkedAt: null,
        },
      ]);
      expect(await mine([id])).toEqual([job(id)]);
      expect(await store.record(job(id), LICENCE_FOUND(job(id)), at(3))).toBe(true);
      expect(await checksOf(id)).toMatchObject([
        { answer: LICENCE_FOUND(job(id)), checkedAt: at(3) },
      ]);
      expect(await mine([id])).toEqual([]);
    });

    it('keeps an answer through a new request until replaced; an admin’s answer covers trades', async () => {
      const { id } = await newTradie(accounts);
      await store.request(job(id), at(1));
      await store.record(job(id), { kind: 'not_found' }, at(2));
      await store.request(job(id), at(3));
      expect(await checksOf(id)).toMatchObject([
        { requestedAt: at(3), answer: { kind: 'not_found' }, checkedAt: at(2) },
      ]);
      await store.record(job(id), { kind: 'by_admin', covers: ['tiling'] }, at(4));
      expect(await checksOf(id)).toMatchObject([
        { answer: { kind: 'by_admin', covers: ['tiling'] }, checkedAt: at(4) },
      ]);
    });

    it('counts failed attempts with the last reason; an answer clears the reason', async () => {
      const { id } = await newTradie(accounts);
      await store.request(job(id), at(1));
      await store.failed(job(id), 'timeout');
      await store.failed(job(id), 'HTTP 503');
      expect(await checksOf(id)).toMatchObject([{ attempts: 2, lastError: 'HTTP 503' }]);
      await store.record(job(id), LICENCE_FOUND(job(id)), at(2));
      expect(await checksOf(id)).toMatchObject([{ attempts: 2, lastError: null }]);
    });

    it('keeps one check per licence, oldest request first, and drops those no longer held', async () => {
      const licences = [job('', 'TL1'), job('', 'EC7', 'NSW')];
      const { id } = await newTradie(accounts, licences);
      const other = await newTradie(accounts);
      // Asked out of order: the checks are read in the order they were requested.
      await store.request(job(id, 'TL1'), at(2));
      await store.request(job(id, 'EC7', 'NSW'), at(1));
      await store.request(job(other.id), at(3));
      const never = await newTradie(accounts);
      const checks = await store.forTradies([id, other.id, never.id]);
      expect(checks.get(id)?.map((c) => c.licenceNumber)).toEqual(['EC7', 'TL1']);
      expect(checks.has(never.id)).toBe(false);
      expect((await mine([id])).map((j) => j.licenceNumber)).toEqual(['EC7', 'TL1']);

      await store.retain(id, [{ licenceNumber: 'TL1', licenceState: 'SA' }]);
      expect((await checksOf(id))?.map((c) => c.licenceNumber)).toEqual(['TL1']);
      expect(await checksOf(other.id)).toHaveLength(1);
      await store.retain(id, []);
      expect(await checksOf(id)).toBeUndefined();
    });

    it('reads what the listing rule needs of a tradie; nothing of anyone else', async () => {
      const tradie = await newTradie(accounts, [job('', 'TL1'), job('', 'EC7', 'NSW')]);
      const expected = {
        categories: ['tiling', 'painting'],
        licenceNumber: 'TL1',
        licenceState: 'SA',
        approved: false,
        otherLicences: [{ licenceNumber: 'EC7', licenceState: 'NSW', approvedAt: null }],
      };
      expect(await store.listingInput(tradie.id)).toEqual(expected);
      const admin = await accounts.create(newAccount({ isAdmin: true }));
      await accounts.decideVerification(tradie.id, 'approved', admin.id, null, at(5));
      expect(await store.listingInput(tradie.id)).toEqual({
        ...expected,
        approved: true,
        otherLicences: [{ licenceNumber: 'EC7', licenceState: 'NSW', approvedAt: at(5) }],
      });
      const homeowner = await accounts.create(newAccount());
      expect(await store.listingInput(homeowner.id)).toBeNull();
      expect(await store.listingInput('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('lists a tradie in the trades entered until a listing is stored, on the account too', async () => {
      const [a, b] = [await newTradie(accounts), await newTradie(accounts)];
      const homeowner = await accounts.create(newAccount());
      expect(await store.listed([a.id, b.id, homeowner.id])).toEqual(
        new Map([
          [a.id, ['tiling', 'painting']],
          [b.id, ['tiling', 'painting']],
        ]),
      );
      await store.setListed(a.id, ['painting']);
      await store.setListed(b.id, []);
      expect(await store.listed([a.id, b.id])).toEqual(
        new Map([
          [a.id, ['painting']],
          [b.id, []],
        ]),
      );
      // The lead feed and Find a Tradie read the listing with the account.
      expect((await accounts.findById(a.id))?.tradie?.listedCategories).toEqual(['painting']);
      expect(await store.listed([])).toEqual(new Map());
    });

    it('finds approved tradies whose licences were never checked', async () => {
      const admin = await accounts.create(newAccount({ isAdmin: true }));
      const [unchecked, checked, pending] = [
        await newTradie(accounts),
        await newTradie(accounts),
        await newTradie(accounts),
      ];
      for (const t of [unchecked, checked]) {
        await accounts.decideVerification(t.id, 'approved', admin.id, null, at(1));
      }
      await store.request(job(checked.id), at(2));
      const found = await store.approvedUnchecked(100_000);
      expect(found).toContain(unchecked.id);
      expect(found).not.toContain(checked.id);
      expect(found).not.toContain(pending.id);
    });
  });
}
