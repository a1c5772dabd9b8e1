import { randomUUID } from 'node:crypto';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';
import { tradieDirectoryContract } from '../contracts/profiles-directory.contract.js';
import {
  backgroundWorkContract,
  profilesMailContract,
} from '../contracts/profiles-mail-work.contract.js';
import {
  dataExportsContract,
  emailChangeTokensContract,
  profileStoreContract,
} from '../contracts/profiles-ports.contract.js';
import { InMemoryAccountRepository } from './identity.fakes.js';
import { InMemoryPostcodeDirectory } from './postcodes.fake.js';
import { MemoryTradieDirectory } from './profiles-directory.fakes.js';
import {
  HeldBackgroundWork,
  MemoryEmailTokens,
  MemoryExports,
  MemoryProfiles,
  RecordingProfilesMail,
} from './profiles.fakes.js';

describe('in-memory profiles fakes', () => {
  profileStoreContract('in memory', async () => {
    const accounts = new InMemoryAccountRepository();
    const store = new MemoryProfiles(accounts);
    return {
      store,
      homeowner: async () => (await accounts.create(newAccount())).id,
      tradie: async () => (await accounts.create(newAccount({ tradie: TRADIE_PROFILE }))).id,
      account: async (id) => (await accounts.findById(id))!,
      completedJob: async (tradieId, rating) => store.addCompletedJob(tradieId, rating),
    };
  });

  emailChangeTokensContract('in memory', async () => ({
    tokens: new MemoryEmailTokens(),
    userId: async () => randomUUID(),
  }));

  dataExportsContract('in memory', async () => ({
    exports: new MemoryExports(),
    userId: async () => randomUUID(),
  }));

  tradieDirectoryContract('in memory', async () => {
    const postcodes = new InMemoryPostcodeDirectory();
    const directory = new MemoryTradieDirectory(postcodes);
    return {
      directory,
      tradie: async (t) => {
        const id = randomUUID();
        directory.add({
          id,
          businessName: t.businessName,
          categories: t.categories,
          servicePostcode: t.servicePostcode,
          serviceRadiusKm: t.serviceRadiusKm,
          licenceState: t.licenceState ?? 'NSW',
          hasLogo: t.hasLogo ?? false,
          listed: (t.status ?? 'approved') === 'approved',
          ratings: t.ratings ?? [],
        });
        return id;
      },
      locate: async (postcode) => (await postcodes.locate(postcode))!,
    };
  });

  profilesMailContract('recording', async () => {
    const mail = new RecordingProfilesMail();
    return {
      mail,
      delivered: async () => [
        ...mail.confirmations.map((c) => ({ to: c.email, body: c.token })),
        ...mail.ready.map((r) => ({ to: r.email, body: r.exportId })),
      ],
    };
  });

  backgroundWorkContract('held for the test', async () => {
    const work = new HeldBackgroundWork();
    return { work, settle: () => work.runAll() };
  });
});
