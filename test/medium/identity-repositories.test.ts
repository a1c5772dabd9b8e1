import {
  AccountRepository,
  ResetTokenStore,
  SessionStore,
} from '#modules/identity/domain/ports.js';
import { SqlSessionStore } from '#modules/identity/infra/sql-session.store.js';
import {
  accountRepositoryContract,
  newAccount,
  resetTokenStoreContract,
  sessionStoreContract,
} from '../contracts/identity-ports.contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('identity adapters on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  accountRepositoryContract(() => t.app.get(AccountRepository));
  resetTokenStoreContract(async () => {
    const accounts = t.app.get(AccountRepository);
    return {
      store: t.app.get(ResetTokenStore),
      userId: async () => (await accounts.create(newAccount())).id,
    };
  });
  describe('sessions table', () => {
    sessionStoreContract(async () => ({
      store: t.app.get(SqlSessionStore),
      userId: async () => (await t.app.get(AccountRepository).create(newAccount())).id,
    }));
  });
  describe('sessions table behind the in-process cache', () => {
    sessionStoreContract(async () => ({
      store: t.app.get(SessionStore),
      userId: async () => (await t.app.get(AccountRepository).create(newAccount())).id,
    }));
  });

  it('enforces the email rules in the schema itself', async () => {
    await expect(
      t.query(
        "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('Upper@Example.com', 'h', 'a', 'b')",
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('refuses a malformed ABN in the schema itself', async () => {
    const user = await t.app.get(AccountRepository).create(newAccount());
    await expect(
      t.query(
        `INSERT INTO tradie_profiles (id, business_name, abn, licence_number, licence_state, categories, service_postcode, service_radius_km)
         VALUES ($1, 'Biz', '12ab', 'LIC123', 'NSW', '{plumbing}', '2000', 10)`,
        [user.id],
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
