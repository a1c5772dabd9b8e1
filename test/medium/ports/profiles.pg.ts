import { AccountRepository } from '#modules/identity/domain/ports.js';
import {
  DataExports,
  EmailChangeTokens,
  ProfileStore,
  TradieDirectory,
} from '#modules/profiles/domain/ports.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { uniqueAbn } from '#test/contracts/admin-ports.contract.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import { tradieDirectoryContract } from '#test/contracts/profiles-directory.contract.js';
import {
  dataExportsContract,
  emailChangeTokensContract,
  profileStoreContract,
} from '#test/contracts/profiles-ports.contract.js';
import type { TestApp } from '#test/support/test-app.js';

/** profiles' adapters on PostgreSQL through the contracts their fakes pass. */
export function profilesPortsOnPostgres(app: () => TestApp) {
  describe('profiles', () => {
    const get = <T>(token: abstract new (...args: never[]) => T): T => app().app.get(token);
    const accounts = () => get(AccountRepository);
    const newUser = async () => (await accounts().create(newAccount())).id;

    /**
     * A completed job the tradie did, with a review when `rating` is given: the jobs and
     * reviews modules' rows as their own medium tests write them.
     */
    async function completedJob(tradieId: string, rating: number | null) {
      const homeownerId = await newUser();
      const [job] = await app().query<{ id: string }>(
        `INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
           budget_cents, status, assigned_tradie_id, published_at, assigned_at, completed_at)
         VALUES ($1, 'Replace a hot water system', 'The old electric unit leaks from the base.',
           'plumbing', 'Newtown', 'NSW', '2042', 150000, 'completed', $2, now(), now(), now())
         RETURNING id`,
        [homeownerId, tradieId],
      );
      if (rating === null) return;
      await app().query(
        `INSERT INTO reviews (job_id, homeowner_id, tradie_id, rating, comment)
         VALUES ($1, $2, $3, $4, 'Turned up on time and did a tidy job.')`,
        [job.id, homeownerId, tradieId, rating],
      );
    }

    profileStoreContract('PostgreSQL', async () => ({
      store: get(ProfileStore),
      homeowner: newUser,
      tradie: async () =>
        (await accounts().create(newAccount({ tradie: { ...TRADIE_PROFILE, abn: uniqueAbn() } })))
          .id,
      account: async (id) => (await accounts().findById(id))!,
      completedJob,
    }));

    emailChangeTokensContract('PostgreSQL', async () => ({
      tokens: get(EmailChangeTokens),
      userId: newUser,
    }));

    dataExportsContract('PostgreSQL', async () => ({
      exports: get(DataExports),
      userId: newUser,
    }));

    tradieDirectoryContract('PostgreSQL', async () => ({
      directory: get(TradieDirectory),
      tradie: async (t) => {
        const { id } = await accounts().create(
          newAccount({
            tradie: {
              ...TRADIE_PROFILE,
              abn: uniqueAbn(),
              businessName: t.businessName,
              categories: t.categories,
              servicePostcode: t.servicePostcode,
              serviceRadiusKm: t.serviceRadiusKm,
              licenceState: t.licenceState ?? 'NSW',
            },
          }),
        );
        if (t.status !== 'pending') {
          await accounts().decideVerification(id, 'approved', id, null, new Date());
        }
        if (t.status === 'banned') await accounts().setBanned(id, new Date(), 'Spam');
        if (t.hasLogo) await get(ProfileStore).setLogoKey(id, `logos/${id}`);
        for (const rating of t.ratings ?? []) await completedJob(id, rating);
        return id;
      },
      locate: async (postcode) => (await get(PostcodeDirectory).locate(postcode))!,
    }));
  });
}
