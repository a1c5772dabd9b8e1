import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  unitOfWorkAfterCommitContract,
  unitOfWorkContract,
  unitOfWorkRollbackContract,
  type UnitOfWorkMarks,
} from '#test/contracts/unit-of-work.contract.js';
import type { TestApp } from '#test/support/test-app.js';

// A scratch table of this suite's own (in this test file's database only): no table of the app
// takes a bare row, and the rollback contract needs something written inside the transaction.
const MARKS = 'unit_of_work_contract_marks';

/** The shared kernel's adapters on PostgreSQL through the contracts their fakes pass. */
export function sharedPortsOnPostgres(app: () => TestApp) {
  describe('shared', () => {
    beforeAll(() => app().query(`CREATE TABLE IF NOT EXISTS ${MARKS} (mark text PRIMARY KEY)`));

    const uow = async () => app().app.get(UnitOfWork);
    // Written as a repository would: on the manager of the transaction the caller is in.
    const marks: UnitOfWorkMarks = {
      write: async (mark) => {
        const manager = app().app.get(TypeOrmUnitOfWork).manager();
        await manager.query(`INSERT INTO ${MARKS} (mark) VALUES ($1)`, [mark]);
      },
      has: async (mark) =>
        (await app().query(`SELECT 1 FROM ${MARKS} WHERE mark = $1`, [mark])).length === 1,
    };

    unitOfWorkContract('TypeORM on PostgreSQL', uow);
    unitOfWorkRollbackContract('TypeORM on PostgreSQL', async () => ({ uow: await uow(), marks }));
    unitOfWorkAfterCommitContract('TypeORM on PostgreSQL', uow);
  });
}
