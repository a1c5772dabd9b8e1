import type { INestApplication } from '@nestjs/common';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { JobsService, type PostJobInput } from '#modules/jobs/domain/jobs.service.js';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';

/** Marketplace fixtures straight through the repositories and services (no password hashing). */
export function marketplace(app: INestApplication) {
  const accounts = app.get(AccountRepository);
  const ledger = app.get(CreditLedger);
  const jobs = app.get(JobsService);
  let n = 0;

  return {
    async homeowner(): Promise<string> {
      return (
        await accounts.create(
          newAccount({ firstName: 'Olivia', suburb: 'Newtown', emailVerifiedAt: new Date() }),
        )
      ).id;
    },

    /** An approved plumber serving 25 km around Sydney (2000), with `credits` in the wallet. */
    async tradie(credits = 0, overrides: Partial<typeof TRADIE_PROFILE> = {}): Promise<string> {
      const account = await accounts.create(
        newAccount({
          firstName: 'Dave',
          emailVerifiedAt: new Date(),
          tradie: {
            ...TRADIE_PROFILE,
            categories: ['plumbing'],
            servicePostcode: '2000',
            serviceRadiusKm: 25,
            licenceState: 'NSW',
            ...overrides,
          },
        }),
      );
      await accounts.decideVerification(account.id, 'approved', account.id, null, new Date());
      if (credits > 0) {
        n += 1;
        await ledger.credit(
          account.id,
          credits,
          'purchase',
          'test funds',
          `fund:${account.id}:${n}`,
        );
      }
      return account.id;
    },

    /** An open plumbing job in Newtown (2042, ~4 km from the Sydney CBD). */
    async job(homeownerId: string, overrides: Partial<PostJobInput> = {}): Promise<string> {
      const job = await jobs.post(homeownerId, {
        title: 'Fix a leaking kitchen tap',
        description:
          'The kitchen mixer tap drips constantly and the base is loose. Call 0412 345 678.',
        category: 'plumbing',
        location: 'Newtown',
        state: 'NSW',
        postcode: '2042',
        budgetCents: 25_000,
        isEmergency: false,
        privacyConsent: true,
        ...overrides,
      });
      return job.id;
    },

    balance: (userId: string) => ledger.balance(userId),
  };
}
