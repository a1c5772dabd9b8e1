import { AccountRepository } from '#modules/identity/domain/ports.js';
import {
  NotificationChannels,
  NotificationFacts,
  NotificationStore,
  PushDevices,
} from '#modules/notifications/domain/ports.js';
import { MailOutbox } from '#shared/domain/mailer.js';
import { newAccount, TRADIE_PROFILE } from '#test/contracts/identity-ports.contract.js';
import {
  notificationChannelsContract,
  notificationFactsContract,
  notificationStoreContract,
  pushDevicesContract,
} from '#test/contracts/notifications-ports.contract.js';
import { marketplace } from '#test/support/marketplace.js';
import type { TestApp } from '#test/support/test-app.js';

/**
 * notifications' adapters on PostgreSQL through the contracts their fakes pass (PushDevices is
 * implemented by identity, on its profile rows; the channels write the push and mail outboxes).
 */
export function notificationsPortsOnPostgres(app: () => TestApp) {
  describe('notifications', () => {
    const accounts = () => app().app.get(AccountRepository);
    const homeowner = async (firstName = 'Olivia') =>
      (await accounts().create(newAccount({ firstName }))).id;
    const tradie = async (profile: Partial<typeof TRADIE_PROFILE> = {}, approved = true) => {
      const account = await accounts().create(
        newAccount({ tradie: { ...TRADIE_PROFILE, ...profile } }),
      );
      if (approved) {
        await accounts().decideVerification(account.id, 'approved', account.id, null, new Date());
      }
      return account.id;
    };

    notificationStoreContract('PostgreSQL', async () => ({
      store: app().app.get(NotificationStore),
      newUser: () => homeowner(),
    }));

    pushDevicesContract('identity’s profile rows', async () => ({
      devices: app().app.get(PushDevices),
      newUser: (kind) => (kind === 'tradie' ? tradie() : homeowner()),
      deviceOf: async (userId) => {
        const [row] = await app().query<{ id: string | null }>(
          `SELECT coalesce((SELECT onesignal_id FROM homeowner_profiles WHERE id = $1),
                           (SELECT onesignal_id FROM tradie_profiles WHERE id = $1)) AS id`,
          [userId],
        );
        return row?.id ?? null;
      },
    }));

    notificationFactsContract('PostgreSQL', async () => ({
      facts: app().app.get(NotificationFacts),
      homeowner,
      // The jobs are in Newtown (2042): Sydney's CBD (2000) is 4 km away, Perth (6000) is not.
      tradie: ({ businessName, trade, near, approved = true }) =>
        tradie(
          {
            businessName,
            categories: [trade],
            servicePostcode: near ? '2000' : '6000',
            serviceRadiusKm: 25,
          },
          approved,
        ),
      job: (homeownerId, { title, trade }) =>
        marketplace(app().app).job(homeownerId, { title, category: trade }),
    }));

    notificationChannelsContract('live (socket, push outbox, mail outbox)', async () => {
      const emails = new Map<string, string>();
      return {
        channels: app().app.get(NotificationChannels),
        newUser: async () => {
          const account = await accounts().create(newAccount());
          emails.set(account.id, account.email);
          return account.id;
        },
        pushedTo: async (userId) =>
          (
            await app().query<{ title: string }>(
              `SELECT title FROM push_outbox WHERE recipient_id = $1 ORDER BY created_at, id`,
              [userId],
            )
          ).map((row) => row.title),
        mailedTo: async (userId) => {
          const email = emails.get(userId);
          if (!email) throw new Error('not a user of this subject');
          const mails = await app().app.get(MailOutbox).latest(50, email);
          return mails.reverse().map((mail) => mail.subject);
        },
      };
    });
  });
}
