import { AsyncLocalStorage } from 'node:async_hooks';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';

type Hook = () => Promise<void> | void;

/**
 * Runs the work directly: the in-memory fakes have nothing to roll back. Nesting and
 * after-commit hooks follow the real unit: the unit a caller is in is async-local (so units
 * running at once keep their own hooks), a nested run joins it, and its hooks run once the
 * outermost work resolves, never when it throws.
 */
export class DirectUnitOfWork extends UnitOfWork {
  private readonly hooks = new AsyncLocalStorage<Hook[]>();
  /** What failing hooks threw: the real unit logs it and goes on, so no caller sees it. */
  readonly failedHooks: unknown[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.hooks.getStore()) return work();
    const hooks: Hook[] = [];
    let result: T;
    try {
      result = await this.hooks.run(hooks, work);
    } catch (error) {
      this.ended('rollback');
      throw error;
    }
    this.ended('commit');
    for (const hook of hooks) await this.runHook(hook);
    return result;
  }

  async afterCommit(callback: Hook): Promise<void> {
    const hooks = this.hooks.getStore();
    if (hooks) hooks.push(callback);
    else await this.runHook(callback);
  }

  /** Whether the caller is inside a unit (a run from there joins it). */
  protected inUnit(): boolean {
    return this.hooks.getStore() !== undefined;
  }

  /** Called as each outermost unit ends, before its hooks run. */
  protected ended(_outcome: 'commit' | 'rollback'): void {}

  private async runHook(hook: Hook): Promise<void> {
    try {
      await hook();
    } catch (error) {
      this.failedHooks.push(error);
    }
  }
}

/** Runs work directly and notes whether each outermost unit committed or rolled back. */
export class OutcomeUnitOfWork extends DirectUnitOfWork {
  readonly outcomes: ('commit' | 'rollback')[] = [];

  protected override ended(outcome: 'commit' | 'rollback'): void {
    this.outcomes.push(outcome);
  }
}

/**
 * Numbers units for specs that check which transaction a step ran in: `opened` counts the
 * outermost units begun, `current` is the number of the unit the caller is in (0 outside any)
 * and `depth` how many runs deep the caller is (a nested run joins its unit but counts a level).
 * Both are async-local, so units running at once keep their own.
 */
export class CountingUnitOfWork extends DirectUnitOfWork {
  opened = 0;
  private readonly unit = new AsyncLocalStorage<{ number: number; depth: number }>();

  get current(): number {
    return this.unit.getStore()?.number ?? 0;
  }

  get depth(): number {
    return this.unit.getStore()?.depth ?? 0;
  }

  override run<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.unit.getStore();
    const frame = outer
      ? { number: outer.number, depth: outer.depth + 1 }
      : { number: ++this.opened, depth: 1 };
    // Only the work runs in the frame: hooks run after the commit, outside the unit.
    return super.run(() => this.unit.run(frame, work));
  }
}

/** A store whose whole state can be copied and put back. */
export interface Restorable<S> {
  snapshot(): S;
  restore(state: S): void;
}

/**
 * Puts `store` back as it was when an outermost unit throws, as the database's rollback does;
 * a nested run joins its unit (no savepoint). Outermost units take turns, as if each locked the
 * whole store, so a rollback never takes back what another unit wrote meanwhile.
 */
export class RollbackUnitOfWork<S> extends DirectUnitOfWork {
  private turns: Promise<void> = Promise.resolve();
  private before: S | undefined;
  private release: (() => void) | undefined;

  constructor(private readonly store: Restorable<S>) {
    super();
  }

  override async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inUnit()) return super.run(work);
    const previous = this.turns;
    let release!: () => void;
    this.turns = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.release = release;
    this.before = this.store.snapshot();
    try {
      return await super.run(work);
    } finally {
      release();
    }
  }

  protected override ended(outcome: 'commit' | 'rollback'): void {
    if (outcome === 'rollback') this.store.restore(this.before as S);
    // The next unit may start: hooks run after the commit, and may open units of their own.
    this.release?.();
  }
}
