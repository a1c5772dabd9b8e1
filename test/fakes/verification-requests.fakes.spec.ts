import {
  decidedTradieDocumentsContract,
  registryCheckRequestsContract,
} from '../contracts/verification-ports.contract.js';
import { InMemoryAccountRepository } from './identity.fakes.js';
import {
  RecordingDecidedTradieDocuments,
  RecordingRegistryCheckRequests,
} from './verification-requests.fakes.js';

describe('recording verification requests', () => {
  registryCheckRequestsContract('recording', async () => {
    const requests = new RecordingRegistryCheckRequests();
    return {
      requests,
      accounts: new InMemoryAccountRepository(),
      askedAbn: async (id) =>
        requests.asked
          .filter((asked) => asked.startsWith(`signedUp ${id} `))
          .map((asked) => asked.split(' ')[2])
          .at(-1) ?? null,
      askedLicences: async (id) => requests.asked.includes(`approved ${id}`),
    };
  });
  decidedTradieDocumentsContract('recording', async () => {
    const documents = new RecordingDecidedTradieDocuments();
    return {
      documents,
      accounts: new InMemoryAccountRepository(),
      hold: async (id) => documents.hold(id),
      retention: async (id) => documents.held.get(id) ?? null,
    };
  });
});
