import { AccountRepository } from '#modules/identity/domain/ports.js';
import { ReviewReportRepository } from '#modules/reviews/domain/review-moderation.js';
import { ReviewRepository } from '#modules/reviews/domain/review.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import { reviewsPortsContract } from '#test/contracts/reviews-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/** reviews' adapters on PostgreSQL through the contracts their fakes pass. */
export function reviewsPortsOnPostgres(app: () => TestApp) {
  describe('reviews', () => {
    reviewsPortsContract('PostgreSQL', async () => {
      const accounts = app().app.get(AccountRepository);
      return {
        reviews: app().app.get(ReviewRepository),
        reports: app().app.get(ReviewReportRepository),
        homeowner: async (firstName) => (await accounts.create(newAccount({ firstName }))).id,
        tradie: async (businessName) =>
          (await accounts.create(newAccount({ tradie: { ...TRADIE_PROFILE, businessName } }))).id,
        admin: async () => (await accounts.create(newAccount({ isAdmin: true }))).id,
        // marketplace's jobs are plumbing jobs in Newtown.
        job: async (homeownerId) => ({
          id: await marketplace(app().app).job(homeownerId),
          category: 'plumbing',
          location: 'Newtown',
        }),
      };
    });
  });
}
