import {
  unitOfWorkAfterCommitContract,
  unitOfWorkContract,
  unitOfWorkRollbackContract,
  type UnitOfWorkMarks,
} from '../contracts/unit-of-work.contract.js';
import {
  CountingUnitOfWork,
  DirectUnitOfWork,
  OutcomeUnitOfWork,
  RollbackUnitOfWork,
} from './unit-of-work.fakes.js';

/** Marks in a set the rolling-back fake can copy and put back. */
function restorableMarks() {
  let marks = new Set<string>();
  const store = {
    snapshot: () => new Set(marks),
    restore: (state: Set<string>) => {
      marks = state;
    },
  };
  const seen: UnitOfWorkMarks = {
    write: async (mark) => {
      marks.add(mark);
    },
    has: async (mark) => marks.has(mark),
  };
  return { store, marks: seen };
}

// Only the rolling-back fake claims to roll back; the others run the work and keep everything.
unitOfWorkContract('direct (the fake most specs test with)', async () => new DirectUnitOfWork());
unitOfWorkAfterCommitContract('direct', async () => new DirectUnitOfWork());
unitOfWorkContract('recording outcomes', async () => new OutcomeUnitOfWork());
unitOfWorkAfterCommitContract('recording outcomes', async () => new OutcomeUnitOfWork());
unitOfWorkContract('counting units', async () => new CountingUnitOfWork());
unitOfWorkAfterCommitContract('counting units', async () => new CountingUnitOfWork());
unitOfWorkContract(
  'rolling back a store',
  async () => new RollbackUnitOfWork(restorableMarks().store),
);
unitOfWorkAfterCommitContract(
  'rolling back a store',
  async () => new RollbackUnitOfWork(restorableMarks().store),
);
unitOfWorkRollbackContract('rolling back a store', async () => {
  const { store, marks } = restorableMarks();
  return { uow: new RollbackUnitOfWork(store), marks };
});

describe('OutcomeUnitOfWork', () => {
  it('notes each outermost unit as committed or rolled back, nested ones not at all', async () => {
    const uow = new OutcomeUnitOfWork();
    await uow.run(() => uow.run(async () => 'inner'));
    await uow.run(() => Promise.reject(new Error('refused'))).catch(() => undefined);
    expect(uow.outcomes).toEqual(['commit', 'rollback']);
  });
});

describe('DirectUnitOfWork', () => {
  it('keeps what a failing hook threw, for specs to look at', async () => {
    const uow = new DirectUnitOfWork();
    const error = new Error('the socket is gone');
    await uow.run(() => uow.afterCommit(() => Promise.reject(error)));
    expect(uow.failedHooks).toEqual([error]);
  });
});

describe('CountingUnitOfWork', () => {
  it('numbers each outermost unit; a nested run keeps the number and goes a level deeper', async () => {
    const uow = new CountingUnitOfWork();
    const seen: string[] = [];
    const note = async () => {
      seen.push(`tx${uow.current} depth ${uow.depth}`);
    };
    await note();
    await uow.run(async () => {
      await note();
      await uow.run(note);
    });
    await uow.run(note);
    expect(seen).toEqual(['tx0 depth 0', 'tx1 depth 1', 'tx1 depth 2', 'tx2 depth 1']);
    expect(uow.opened).toBe(2);
  });
});
