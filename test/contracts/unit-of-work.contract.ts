import { randomUUID } from 'node:crypto';
import { DomainError } from '#shared/domain/domain-error.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';

/** Something written inside a unit of work, to see afterwards whether the unit kept it. */
export interface UnitOfWorkMarks {
  /** Writes a mark the way a repository would: joining the unit the caller is in. */
  write(mark: string): Promise<void>;
  /** Whether the mark is there, as seen by someone outside any unit. */
  has(mark: string): Promise<boolean>;
}

const refusal = () => new DomainError('CONTRACT.REFUSED', 'conflict', 'refused inside the unit');

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** Lets other promises run, so two units really overlap. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What every caller of `UnitOfWork.run` relies on: the work runs once, its result or its error
 * comes back unchanged, and a nested run joins the outer unit.
 */
export function unitOfWorkContract(name: string, make: () => Promise<UnitOfWork>) {
  describe(`UnitOfWork contract: ${name}`, () => {
    it('runs the work once and resolves with its result', async () => {
      const uow = await make();
      let runs = 0;
      const result = { id: randomUUID() };
      const answer = await uow.run(async () => {
        runs += 1;
        return result;
      });
      expect(answer).toBe(result);
      expect(runs).toBe(1);
    });

    it('rejects with the error the work threw, and the next unit runs as usual', async () => {
      const uow = await make();
      const error = refusal();
      expect(await rejection(uow.run(() => Promise.reject(error)))).toBe(error);
      expect(await uow.run(async () => 'next')).toBe('next');
    });

    it('a nested run joins the outer unit: its work runs once and its result comes back', async () => {
      const uow = await make();
      const ran: string[] = [];
      const answer = await uow.run(async () => {
        ran.push('outer');
        const inner = await uow.run(async () => {
          ran.push('inner');
          return 2;
        });
        return inner + 1;
      });
      expect(answer).toBe(3);
      expect(ran).toEqual(['outer', 'inner']);
    });
  });
}

/**
 * What callers of a unit that rolls back rely on (the database's; a fake that claims it):
 * everything the work wrote goes or stays together, a nested run is part of the outer unit,
 * and two units running at once do not share their fate.
 */
export function unitOfWorkRollbackContract(
  name: string,
  make: () => Promise<{ uow: UnitOfWork; marks: UnitOfWorkMarks }>,
) {
  describe(`UnitOfWork rollback contract: ${name}`, () => {
    const marked = async () => ({ ...(await make()), mark: () => `uow-${randomUUID()}` });

    it('keeps everything the work wrote once it resolves, and nothing when it throws', async () => {
      const t = await marked();
      const [kept1, kept2, lost1, lost2] = [t.mark(), t.mark(), t.mark(), t.mark()];
      await t.uow.run(async () => {
        await t.marks.write(kept1);
        await t.marks.write(kept2);
      });
      await rejection(
        t.uow.run(async () => {
          await t.marks.write(lost1);
          await t.marks.write(lost2);
          throw refusal();
        }),
      );
      expect(await t.marks.has(kept1)).toBe(true);
      expect(await t.marks.has(kept2)).toBe(true);
      expect(await t.marks.has(lost1)).toBe(false);
      expect(await t.marks.has(lost2)).toBe(false);
    });

    it('an outer throw undoes what a nested unit wrote, though that unit resolved', async () => {
      const t = await marked();
      const [outer, inner] = [t.mark(), t.mark()];
      await rejection(
        t.uow.run(async () => {
          await t.marks.write(outer);
          await t.uow.run(() => t.marks.write(inner));
          throw refusal();
        }),
      );
      expect(await t.marks.has(outer)).toBe(false);
      expect(await t.marks.has(inner)).toBe(false);
    });

    it('a nested unit is no savepoint: when the outer catches its throw, its writes stay', async () => {
      const t = await marked();
      const [outer, inner] = [t.mark(), t.mark()];
      await t.uow.run(async () => {
        await t.marks.write(outer);
        await rejection(
          t.uow.run(async () => {
            await t.marks.write(inner);
            throw refusal();
          }),
        );
      });
      expect(await t.marks.has(outer)).toBe(true);
      expect(await t.marks.has(inner)).toBe(true);
    });

    it('concurrent units stay apart: one rolling back keeps what the other wrote', async () => {
      const t = await marked();
      const [kept, lost] = [t.mark(), t.mark()];
      const [committed, rolledBack] = await Promise.allSettled([
        t.uow.run(async () => {
          await t.marks.write(kept);
          await tick();
        }),
        t.uow.run(async () => {
          await t.marks.write(lost);
          await tick();
          throw refusal();
        }),
      ]);
      expect([committed.status, rolledBack.status]).toEqual(['fulfilled', 'rejected']);
      expect(await t.marks.has(kept)).toBe(true);
      expect(await t.marks.has(lost)).toBe(false);
    });
  });
}

/**
 * What callers of `UnitOfWork.afterCommit` rely on (live delivery of a stored message, waking
 * the outbox relay): a hook runs once the unit it was registered in commits, before `run`
 * resolves, never when it rolls back, and its failure never reaches the caller.
 */
export function unitOfWorkAfterCommitContract(name: string, make: () => Promise<UnitOfWork>) {
  describe(`UnitOfWork after-commit contract: ${name}`, () => {
    it('outside a unit, runs the hook right away', async () => {
      const uow = await make();
      const ran: string[] = [];
      await uow.afterCommit(() => {
        ran.push('hook');
      });
      expect(ran).toEqual(['hook']);
    });

    it('inside a unit, runs the hooks in order after the work, before run resolves', async () => {
      const uow = await make();
      const ran: string[] = [];
      await uow.run(async () => {
        await uow.afterCommit(() => {
          ran.push('hook 1');
        });
        await uow.afterCommit(async () => {
          await tick();
          ran.push('hook 2');
        });
        ran.push('work done');
      });
      ran.push('resolved');
      expect(ran).toEqual(['work done', 'hook 1', 'hook 2', 'resolved']);
    });

    it('never runs the hooks of a unit that throws', async () => {
      const uow = await make();
      const ran: string[] = [];
      const error = refusal();
      const failed = uow.run(async () => {
        await uow.afterCommit(() => {
          ran.push('hook');
        });
        throw error;
      });
      expect(await rejection(failed)).toBe(error);
      expect(ran).toEqual([]);
    });

    it('a hook registered in a nested unit waits for the outer one, and goes if it throws', async () => {
      const uow = await make();
      const ran: string[] = [];
      await uow.run(async () => {
        await uow.run(() =>
          uow.afterCommit(() => {
            ran.push('kept');
          }),
        );
        ran.push('outer work done');
      });
      await rejection(
        uow.run(async () => {
          await uow.run(() =>
            uow.afterCommit(() => {
              ran.push('dropped');
            }),
          );
          throw refusal();
        }),
      );
      expect(ran).toEqual(['outer work done', 'kept']);
    });

    it('a failing hook reaches no caller: run still resolves and the later hooks run', async () => {
      const uow = await make();
      const ran: string[] = [];
      const answer = await uow.run(async () => {
        await uow.afterCommit(() => {
          throw new Error('the socket is gone');
        });
        await uow.afterCommit(() => {
          ran.push('later hook');
        });
        return 'committed';
      });
      expect(answer).toBe('committed');
      expect(ran).toEqual(['later hook']);
      await uow.afterCommit(() => Promise.reject(new Error('outside a unit too')));
    });

    it('concurrent units keep their own hooks: one rolling back drops only its own', async () => {
      const uow = await make();
      const ran: string[] = [];
      const [committed, rolledBack] = await Promise.allSettled([
        uow.run(async () => {
          await tick();
          await uow.afterCommit(() => {
            ran.push('committed unit');
          });
          await tick();
          await tick();
        }),
        uow.run(async () => {
          await uow.afterCommit(() => {
            ran.push('rolled-back unit');
          });
          await tick();
          await tick();
          throw refusal();
        }),
      ]);
      expect([committed.status, rolledBack.status]).toEqual(['fulfilled', 'rejected']);
      expect(ran).toEqual(['committed unit']);
    });
  });
}
