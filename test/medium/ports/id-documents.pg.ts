import { IdDocumentStore } from '#modules/id-documents/domain/ports.js';
import { AccountRepository } from '#modules/identity/domain/ports.js';
import { idDocumentStoreContract } from '#test/contracts/id-documents-ports.contract.js';
import { newTradie } from '#test/contracts/verification-checks.contract.js';
import type { TestApp } from '#test/support/test-app.js';

/** id-documents' adapters on PostgreSQL through the contracts their fakes pass. */
export function idDocumentsPortsOnPostgres(app: () => TestApp) {
  describe('id-documents', () => {
    idDocumentStoreContract('PostgreSQL', async () => ({
      store: app().app.get(IdDocumentStore),
      tradieId: async () => (await newTradie(app().app.get(AccountRepository))).id,
    }));
  });
}
